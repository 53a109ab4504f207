/**
 * Search-as-you-type (GET /buyer/goods/goods/suggest, docs/product/search.md): listing titles and
 * categories for what is typed so far. Each keyword is asked once per language while it stays
 * cached, so typing back and forth never repeats a request.
 */
import type { SearchSuggestions } from '@kaifong/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

/** Words asked for: enough to choose from, few enough for a phone's screen above its keyboard. */
export const SUGGEST_COUNT = 6

export const suggestKey = (lang: string, keyword: string) => ['goods', 'suggest', lang, keyword] as const

/** Suggestions for `keyword` (already trimmed and debounced); nothing is asked for an empty one. */
export function useSuggestions(keyword: string) {
  useTranslation() // re-key when the language changes
  const enabled = keyword.length > 0
  return useQuery({
    queryKey: suggestKey(currentLanguage(), keyword),
    // A nicety: failures show nothing rather than a toast.
    queryFn: () =>
      api<SearchSuggestions>('/buyer/goods/goods/suggest', {
        query: { keyword, count: SUGGEST_COUNT },
        anonymous: true,
        quiet: true,
      }),
    enabled,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    // The last list stays while the next keyword's loads, so the dropdown does not flicker.
    placeholderData: enabled ? keepPreviousData : undefined,
  })
}
