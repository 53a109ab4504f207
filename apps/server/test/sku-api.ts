/**
 * Helpers for the shop goods and cart tests (docs/product/shop-goods.md,
 * docs/product/cart.md): a signed-in member with an OPEN shop, a shop listing's body with SKUs,
 * listing it through the API, and calls to the cart.
 */
import type { GoodsDetail, SkuInput } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { goodsSkus } from '../src/db/schema.ts'
import { createSignedIn } from './factories.ts'
import { addMedia, listingBody, type Signed } from './goods-api.ts'
import type { CategoryPath } from './goods-factories.ts'
import { call, type TestApp } from './harness.ts'
import { createOpenShop } from './shop-factories.ts'

export type ShopSeller = Signed & Awaited<ReturnType<typeof createOpenShop>>

/** A signed-in member whose shop is OPEN (no coins: shop goods cost none). */
export async function shopSeller(h: TestApp, shop: Parameters<typeof createOpenShop>[2] = {}) {
  const s = await createSignedIn(h)
  return { ...s, ...(await createOpenShop(h, s.member.id, shop)) }
}

/** Black and white × M and L. */
export const TWO_BY_TWO: SkuInput[] = [
  {
    specs: [
      { name: '顏色', value: '黑色' },
      { name: '尺碼', value: 'M' },
    ],
    price: '120.00',
    stock: 5,
  },
  {
    specs: [
      { name: '顏色', value: '黑色' },
      { name: '尺碼', value: 'L' },
    ],
    price: '130.50',
    stock: 3,
  },
  {
    specs: [
      { name: '顏色', value: '白色' },
      { name: '尺碼', value: 'M' },
    ],
    price: '99.90',
    stock: 0,
  },
  {
    specs: [
      { name: '顏色', value: '白色' },
      { name: '尺碼', value: 'L' },
    ],
    price: '110',
    stock: 10,
  },
]

/** A shop listing's create body: the one-off body without price or days, with SKUs. */
export function shopBody(path: CategoryPath, images: string[], skus: SkuInput[] = TWO_BY_TWO, over = {}) {
  const { price: _price, openDays: _days, ...rest } = listingBody(path, images)
  return { ...rest, goodsName: 'Uniqlo AIRism T 恤', skus, ...over }
}

/** Lists shop goods through the API; answers the detail. */
export async function listShopGoods(
  h: TestApp,
  s: Signed,
  path: CategoryPath,
  skus: SkuInput[] = TWO_BY_TWO,
): Promise<GoodsDetail> {
  const images = await addMedia(h, s.member.id, 2)
  const res = await call<GoodsDetail>(h.app, {
    method: 'POST',
    url: '/buyer/goods/goods/create',
    headers: s.headers,
    payload: shopBody(path, images, skus),
  })
  if (res.status !== 200) throw new Error(`shop listing failed: ${JSON.stringify(res.body)}`)
  return res.body.result
}

/** The SKU rows of a listing, removed ones too, in id order. */
export function skuRowsOf(h: TestApp, goodsId: string | number) {
  return h.db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, Number(goodsId)))
    .orderBy(goodsSkus.id)
}

/** A call to /buyer/trade/carts`path` as `s` (a visitor when null). */
export function cartCall<T = unknown>(
  h: TestApp,
  s: { headers: Record<string, string> } | null,
  method: InjectOptions['method'],
  path: string,
  payload?: InjectOptions['payload'],
  language = 'en',
) {
  return call<T>(h.app, {
    method,
    url: `/buyer/trade/carts${path}`,
    headers: { ...(s?.headers ?? {}), language },
    ...(payload === undefined ? {} : { payload }),
  })
}
