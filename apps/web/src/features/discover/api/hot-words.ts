/**
 * The most searched terms (GET /buyer/goods/goods/hot-words), shown as tags by the search bar.
 * The server shows them in the reader's language and script (docs/product/search.md), so each
 * language has its own cache entry.
 */
import { HOT_WORDS_COUNT } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

export function useHotWords() {
  useTranslation() // re-render (and re-key) when the language changes
  return useQuery({
    queryKey: ['goods', 'hot-words', currentLanguage()],
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
