/** My favourites page (GET /buyer/goods/goods/Collection, newest first, any state, docs/product/api.md). */
import type { Collection, Page } from '@kaifong/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

export const COLLECTION_PAGE_SIZE = 10

export function useCollection(pageNumber: number) {
  return useQuery({
    queryKey: [...goodsKeys.collection, pageNumber],
    queryFn: () =>
      api<Page<Collection>>('/buyer/goods/goods/Collection', {
        query: { pageNumber, pageSize: COLLECTION_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })
}
