/** The most searched terms (GET /buyer/goods/goods/hot-words), shown as tags by the search bar. */
import { HOT_WORDS_COUNT } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function useHotWords() {
  return useQuery({
    queryKey: ['goods', 'hot-words'],
    // Hot words are a nicety: a failure shows nothing rather than a toast.
    queryFn: () =>
      api<string[]>('/buyer/goods/goods/hot-words', {
        query: { count: HOT_WORDS_COUNT },
        anonymous: true,
        quiet: true,
      }),
    staleTime: 10 * 60_000,
  })
}
