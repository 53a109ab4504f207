/** Loading a listing to edit, publishing (POST create) and saving (PUT update), docs/listings-api.md. */
import type { CreateGoodsBody, GoodsDetail, ShopApplication, UpdateGoodsBody } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { revealContacts } from '../../goods/index.ts'
import { shopKeys } from '../../shops/index.ts'

const BASE = '/buyer/goods/goods'

export function useGoodsToEdit(goodsId: string) {
  return useQuery({
    queryKey: goodsKeys.detail(goodsId),
    queryFn: () => api<GoodsDetail>(`${BASE}/get/${encodeURIComponent(goodsId)}`, { silent: true }),
    retry: false,
  })
}

/**
 * The seller's own contacts, which the detail does not carry: the reveal answers a seller about
 * their own listing in any state, and does not count it (docs/product/domain-rules.md, "Contact privacy").
 */
export function useOwnContacts(goodsId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...goodsKeys.all, 'contacts', goodsId],
    queryFn: () => revealContacts(goodsId),
    enabled,
    retry: false,
  })
}

/**
 * Silent: the wizard shows field errors beside the fields and "not enough coins" with ways to
 * earn them. The idempotency key makes a double tap or a retried request charge once.
 */
export const createGoods = (body: CreateGoodsBody, idempotencyKey: string) =>
  api<GoodsDetail>(`${BASE}/create`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  })

export const updateGoods = (body: UpdateGoodsBody) =>
  api<GoodsDetail>(`${BASE}/update`, { method: 'PUT', body, silent: true })

/**
 * Whether the member's shop is open (docs/product/shops.md), to offer "sell as my shop": the
 * application's status, cached under the shops feature's own key. Any failure counts as no shop.
 */
export function useShopOpen() {
  const query = useQuery({
    queryKey: shopKeys.application,
    queryFn: () => api<ShopApplication | null>('/buyer/store/store/apply', { silent: true }),
    retry: false,
  })
  return query.data?.status === 'OPEN'
}
