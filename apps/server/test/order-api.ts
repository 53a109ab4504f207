/**
 * Helpers for the order tests (docs/product/orders.md): a shop with a listing of SKUs, buyers with
 * a complete delivery address chosen in their checkout, lines put in the cart through its API,
 * and calls to the order, shop-order and payment routes.
 */
import { randomUUID } from 'node:crypto'
import type { CreateTradeResult, OrderDetail, PayResult, SkuInput } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { addresses, orders } from '../src/db/schema.ts'
import { createSignedIn } from './factories.ts'
import type { Signed } from './goods-api.ts'
import { createCategoryPath } from './goods-factories.ts'
import { call, type TestApp } from './harness.ts'
import { cartCall, listShopGoods, shopSeller, skuRowsOf } from './sku-api.ts'
import { fundWallet, PAY_PASSWORD, setPayPassword } from './wallet.ts'

/** One SKU of 10 at HK$120 and one of 3 at HK$45.50. */
export const ORDER_SKUS: SkuInput[] = [
  { specs: [{ name: '顏色', value: '黑色' }], price: '120.00', stock: 10 },
  { specs: [{ name: '顏色', value: '白色' }], price: '45.50', stock: 3 },
]

/** A shop (delivery HK$30, locker HK$20, convenience HK$15, free over HK$500) with one listing of `skus`. */
export async function shopWorld(h: TestApp, skus: SkuInput[] = ORDER_SKUS) {
  const path = await createCategoryPath(h)
  const seller = await shopSeller(h, { freeShippingOver: '500.00' })
  const goods = await listShopGoods(h, seller, path, skus)
  const rows = await skuRowsOf(h, goods.id)
  return { seller, goods, skuIds: rows.map((r) => r.id), path }
}
export type ShopWorld = Awaited<ReturnType<typeof shopWorld>>

/** A signed-in buyer whose default address (Sha Tin) has a consignee and mobile, chosen for checkout. */
export async function buyer(h: TestApp): Promise<Signed & { addressId: number }> {
  const s = await createSignedIn(h)
  const [row] = await h.db
    .insert(addresses)
    .values({
      memberId: s.member.id,
      name: '沙田第一城',
      district: 'SHA_TIN',
      detail: '沙田第一城 12 座 8 樓 C 室',
      consignee: '李小姐',
      mobile: '61234567',
      isDefault: true,
    })
    .returning({ id: addresses.id })
  if (!row) throw new Error('address insert failed')
  return { ...s, addressId: row.id }
}

export async function addToCart(h: TestApp, s: Signed, skuId: number, num = 1) {
  const res = await cartCall(h, s, 'POST', '', { skuId: String(skuId), num })
  if (res.status !== 200) throw new Error(`cart add: ${JSON.stringify(res.body)}`)
}

/** Chooses how the shop's part travels (and the pickup point for PICKUP). */
export async function chooseWay(h: TestApp, s: Signed, storeId: number, way: string, pickupId?: number) {
  const res = await cartCall(h, s, 'PUT', '/shippingMethod', { storeId: String(storeId), way })
  if (res.status !== 200) throw new Error(`way: ${JSON.stringify(res.body)}`)
  if (pickupId !== undefined) {
    const pick = await cartCall(h, s, 'GET', `/storeAddress?storeAddressId=${pickupId}&way=PICKUP`)
    if (pick.status !== 200) throw new Error(`pickup: ${JSON.stringify(pick.body)}`)
  }
}

export const createTrade = (
  h: TestApp,
  s: Signed | null,
  payload?: InjectOptions['payload'],
  language = 'en',
) =>
  call<CreateTradeResult>(h.app, {
    method: 'POST',
    url: '/buyer/trade/carts/create/trade',
    headers: { ...(s?.headers ?? {}), language },
    ...(payload === undefined ? {} : { payload }),
  })

/** Puts `num` of the SKU in the buyer's cart and checks out; answers the trade. */
export async function placeOrder(h: TestApp, s: Signed, skuId: number, num = 1): Promise<CreateTradeResult> {
  await addToCart(h, s, skuId, num)
  const res = await createTrade(h, s)
  if (res.status !== 200) throw new Error(`create/trade: ${JSON.stringify(res.body)}`)
  return res.body.result
}

/** A call as `s` (a visitor when null), in English unless told. */
export function api<T = unknown>(
  h: TestApp,
  s: { headers: Record<string, string> } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: InjectOptions['payload'],
  language = 'en',
) {
  return call<T>(h.app, {
    method,
    url,
    headers: { ...(s?.headers ?? {}), language },
    ...(payload === undefined ? {} : { payload }),
  })
}

export const orderDetail = (h: TestApp, s: Signed, sn: string) =>
  api<OrderDetail>(h, s, 'GET', `/buyer/order/order/${sn}`)

export async function orderRow(h: TestApp, sn: string) {
  const [row] = await h.db.select().from(orders).where(eq(orders.sn, sn))
  if (!row) throw new Error(`no order ${sn}`)
  return row
}

/** Pays the order or trade `sn` from the buyer's wallet (funded and with a payment password first). */
export async function payByWallet(h: TestApp, s: Signed, sn: string, amount = '10000.00', coins = 0) {
  await fundWallet(h, s.member.id, amount, `fund:${randomUUID()}`)
  await setPayPassword(h, s.headers).catch(() => {})
  const res = await api<PayResult>(h, s, 'POST', '/buyer/payment/pay', {
    sn,
    method: 'WALLET',
    coins,
    password: PAY_PASSWORD,
  })
  if (res.status !== 200) throw new Error(`pay: ${JSON.stringify(res.body)}`)
  return res.body.result
}

/** An order of one unit of `skuId` placed and paid by wallet: UNDELIVERED (TAKE for a pickup). */
export async function paidOrder(h: TestApp, w: ShopWorld, s: Signed, skuId = w.skuIds[0] as number) {
  const trade = await placeOrder(h, s, skuId)
  const sn = trade.orders[0]?.sn ?? ''
  await payByWallet(h, s, sn)
  return sn
}

/** The shop ships the order with the sandbox carrier. */
export const ship = (
  h: TestApp,
  seller: Signed,
  sn: string,
  trackingNo = 'SB2026112301',
  carrier = 'SANDBOX',
) => api<OrderDetail>(h, seller, 'POST', `/buyer/store/order/${sn}/delivery`, { carrier, trackingNo })
