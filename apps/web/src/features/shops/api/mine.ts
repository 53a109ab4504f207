/**
 * The owner's side of a shop (docs/product/shops.md, docs/product/shop-goods.md): its settings and
 * pickup points (GET/PUT /buyer/store/store/mine, mine/address), its goods with their SKUs, and a
 * SKU's stock (PUT /buyer/goods/goods/sku/stock). Edits are sent silently: the forms show the
 * server's refusals beside their fields.
 */
import type {
  GoodsCard,
  GoodsDetail,
  Page,
  ShopAddress,
  ShopAddressBody,
  ShopSettings,
  ShopSettingsBody,
  SkuStockBody,
  SkuView,
} from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { shopKeys } from './keys.ts'

const MINE = '/buyer/store/store/mine'
export const SHOP_GOODS_PAGE_SIZE = 20

export function useMyShop(enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.mine,
    queryFn: () => api<ShopSettings>(MINE),
    enabled,
  })
}

export function useSaveShop() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ShopSettingsBody) => api<ShopSettings>(MINE, { method: 'PUT', body, silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopKeys.mine, saved)
      void queryClient.invalidateQueries({ queryKey: shopKeys.page(saved.id) })
    },
  })
}

/** Adds (no id) or changes a pickup point. */
export function useSavePickup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ShopAddressBody }) =>
      api<ShopAddress>(id ? `${MINE}/address/${encodeURIComponent(id)}` : `${MINE}/address`, {
        method: id ? 'PUT' : 'POST',
        body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.mine }),
  })
}

export function useRemovePickup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<null>(`${MINE}/address/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.mine }),
  })
}

/** The shop's live goods, newest first (the search with `storeId`, as the shop page lists them). */
export function useOwnShopGoods(storeId: string, pageNumber: number) {
  return useQuery({
    queryKey: [...shopKeys.goods(storeId, ''), 'owner', pageNumber],
    queryFn: () =>
      api<Page<GoodsCard>>('/buyer/goods/goods/es', {
        query: { storeId, sort: 1, pageNumber, pageSize: SHOP_GOODS_PAGE_SIZE },
      }),
  })
}

/** One listing's SKUs, from its detail (loaded when the owner opens it). */
export function useGoodsSkus(goodsId: string, enabled: boolean) {
  return useQuery({
    queryKey: goodsKeys.detail(goodsId),
    queryFn: () => api<GoodsDetail>(`/buyer/goods/goods/get/${encodeURIComponent(goodsId)}`),
    enabled,
    select: (g) => g.skus,
  })
}

export function useSetStock(goodsId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SkuStockBody) =>
      api<SkuView>('/buyer/goods/goods/sku/stock', { method: 'PUT', body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.detail(goodsId) }),
  })
}
