import type { Article } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

export type PageKey = 'about' | 'privacy' | 'terms' | 'disclaimer' | 'contact'

export function usePageArticle(key: PageKey) {
  const lang = currentLanguage()
  return useQuery({
    queryKey: ['article', key, lang],
    queryFn: () => api<Article>(`/buyer/other/article/key/${key}`, { anonymous: true }),
    staleTime: 60 * 60_000,
  })
}
