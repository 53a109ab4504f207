/**
 * The site's articles in the console (docs/admin.md, "Articles"): a page of one type, one article,
 * deleting one. Every change refreshes everything cached of articles.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi, type Page } from '../../admin/index.ts'
import { contentKeys } from './keys.ts'
import { type AdminArticle, ARTICLE_TYPES, type ArticleType } from './types.ts'

const PAGE_SIZE = 20

export const articlePath = (id: string) => `/articles/${encodeURIComponent(id)}`

/** The type named in the address, or PAGE. */
export const articleTypeOf = (value: string | null): ArticleType =>
  (ARTICLE_TYPES as readonly string[]).includes(value ?? '') ? (value as ArticleType) : 'PAGE'

export const useArticles = (type: ArticleType, page: number) =>
  useQuery({
    queryKey: [...contentKeys.articles, 'list', type, page],
    queryFn: () =>
      adminApi<Page<AdminArticle>>('/articles', { query: { type, pageNumber: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const useArticle = (id: string | undefined) =>
  useQuery({
    queryKey: contentKeys.article(id ?? ''),
    queryFn: () => adminApi<AdminArticle>(articlePath(id ?? '')),
    enabled: Boolean(id),
  })

export function useDeleteArticle(onDeleted: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => adminApi<unknown>(articlePath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      onDeleted()
      await queryClient.invalidateQueries({ queryKey: contentKeys.articles })
    },
  })
}
