/**
 * Shops (docs/product/shops.md; paths in docs/product/api.md): my application (GET/POST
 * /buyer/store/store/apply), a shop's page, its live goods through the search (es with `storeId`,
 * and a keyword for "search in this shop"), and the shop favourite (collection type STORE).
 */
import {
  ErrorCode,
  type GoodsCard,
  type Page,
  type ShopApplication,
  type ShopApplyBody,
  type ShopPage,
} from '@kaifong/contract'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { retryUnlessMissing } from '../../../lib/not-found.ts'
import { shopKeys } from './keys.ts'

export function useMyApplication() {
  return useQuery({
    queryKey: shopKeys.application,
    queryFn: () => api<ShopApplication | null>('/buyer/store/store/apply'),
  })
}

/** Sends the application (its fields' refusals are shown on the form, so silently). */
export function useApply() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ShopApplyBody) =>
      api<ShopApplication>('/buyer/store/store/apply', { method: 'POST', body, silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(shopKeys.application, saved),
  })
}

export function useShopPage(id: string | undefined) {
  return useQuery({
    queryKey: shopKeys.page(id ?? ''),
    queryFn: () => api<ShopPage>(`/buyer/store/store/get/detail/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    retry: retryUnlessMissing,
  })
}

/** The shop's live goods, newest first, or those matching `keyword` (the search's own order). */
export function useShopGoods(id: string | undefined, keyword: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...shopKeys.goods(id ?? '', keyword), pageSize],
    queryFn: ({ pageParam }) =>
      api<Page<GoodsCard>>('/buyer/goods/goods/es', {
        query: {
          storeId: id,
          goodsName: keyword || undefined,
          sort: keyword ? 0 : 1,
          pageNumber: pageParam,
          pageSize,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
    enabled: Boolean(id),
  })
}

const favouritePath = (action: 'isCollection' | 'add' | 'delete', id: string) =>
  `/buyer/member/collection/${action}/STORE/${encodeURIComponent(id)}`

export function useStoreFavourite(id: string, signedIn: boolean) {
  return useQuery({
    queryKey: shopKeys.favourite(id),
    queryFn: () => api<boolean>(favouritePath('isCollection', id), { silent: true }),
    enabled: signedIn && Boolean(id),
  })
}

/** Adds or removes the shop; "already a favourite" (20017) is what was wished, not an error. */
export function useSetStoreFavourite(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (wanted: boolean) => {
      try {
        await api<null>(favouritePath(wanted ? 'add' : 'delete', id), { method: wanted ? 'POST' : 'DELETE' })
      } catch (err) {
        if (!(wanted && err instanceof ApiError && err.code === ErrorCode.ALREADY_COLLECTED)) throw err
      }
      return wanted
    },
    onSuccess: (wanted) => queryClient.setQueryData(shopKeys.favourite(id), wanted),
  })
}
