/**
 * My favourites page (GET /buyer/goods/goods/Collection, newest first, any state, docs/product/api.md)
 * and my favourite shops (collection type STORE).
 */
import type { Collection, Page, StoreCollection } from '@kaifong/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { shopKeys } from '../../shops/index.ts'

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

const storeKey = ['favourites', 'stores'] as const

/** My favourite shops (GET /buyer/member/collection/STORE, newest first; docs/product/shops.md). */
export function useStoreCollection(pageNumber: number) {
  return useQuery({
    queryKey: [...storeKey, pageNumber],
    queryFn: () =>
      api<Page<StoreCollection>>('/buyer/member/collection/STORE', {
        query: { pageNumber, pageSize: COLLECTION_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })
}

/** Removes a shop from my favourites; the shop page's heart follows. */
export function useRemoveStore() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/buyer/member/collection/delete/STORE/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(shopKeys.favourite(id), false)
      void queryClient.invalidateQueries({ queryKey: storeKey })
    },
  })
}
