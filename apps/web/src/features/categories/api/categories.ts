/**
 * The category tree (docs/product/api.md, constants.md): GET /buyer/goods/category/get/0, kept for an hour. Names are
 * localized by the server, so each language has its own cache entry.
 */
import { CATEGORY_CACHE_MS, type CategoryNode, type Language } from '@kaifong/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

export const categoryKeys = { tree: (lang: Language) => ['categories', 'tree', lang] as const }

export const categoriesQuery = (lang: Language) =>
  queryOptions({
    queryKey: categoryKeys.tree(lang),
    // The drawer and the filter panel show their own retry, so no toast.
    queryFn: () => api<CategoryNode[]>('/buyer/goods/category/get/0', { anonymous: true, silent: true }),
    staleTime: CATEGORY_CACHE_MS,
    gcTime: CATEGORY_CACHE_MS,
  })

export function useCategories(enabled = true) {
  useTranslation() // re-render (and re-key) when the language changes
  return useQuery({ ...categoriesQuery(currentLanguage()), enabled })
}
