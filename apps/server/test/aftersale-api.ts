/**
 * Helpers for the after-sale tests (docs/product/after-sales.md): orders in each status, the
 * buyer's and the shop's calls, and the money a member holds (wallet and its ledger, coins).
 */
import type { AfterSaleView } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { queryRows } from '../src/db/client.ts'
import { balanceOf } from '../src/modules/coins/index.ts'
import type { Signed } from './goods-api.ts'
import type { TestApp } from './harness.ts'
import { api, orderRow, paidOrder, type ShopWorld, ship } from './order-api.ts'
import { skuRowsOf } from './sku-api.ts'
import { walletTotals } from './wallet.ts'

export const buyerBase = '/buyer/order/afterSale'
export const shopBase = '/buyer/store/afterSale'

export const apply = (h: TestApp, s: Signed | null, body: object, language = 'en') =>
  api<AfterSaleView>(h, s, 'POST', buyerBase, body, language)

export const shopStep = (
  h: TestApp,
  seller: Signed,
  sn: string,
  step: 'accept' | 'confirm' | 'refuse',
  body?: object,
) => api<AfterSaleView>(h, seller, 'POST', `${shopBase}/${sn}/${step}`, body)

/** A paid order shipped by the shop: DELIVERED. */
export async function deliveredOrder(h: TestApp, w: ShopWorld, s: Signed, skuId?: number) {
  const sn = await paidOrder(h, w, s, skuId)
  const res = await ship(h, w.seller, sn)
  if (res.status !== 200) throw new Error(`ship: ${JSON.stringify(res.body)}`)
  return sn
}

/** A delivered order the buyer confirmed: COMPLETED, the seller paid SALE_INCOME. */
export async function completedOrder(h: TestApp, w: ShopWorld, s: Signed, skuId?: number) {
  const sn = await deliveredOrder(h, w, s, skuId)
  const res = await api(h, s, 'POST', `/buyer/order/order/${sn}/receiving`)
  if (res.status !== 200) throw new Error(`receive: ${JSON.stringify(res.body)}`)
  return sn
}

/** The order's first item id, as the API takes it. */
export async function firstItemId(h: TestApp, sn: string): Promise<string> {
  const order = await orderRow(h, sn)
  const [row] = await queryRows<{ id: string }>(
    h.db,
    sql`select id::text as id from order_items where order_id = ${order.id} order by id limit 1`,
  )
  return row?.id ?? ''
}

/** A member's wallet balance and ledger sum (always equal), and coins. */
export async function moneyOfMember(h: TestApp, memberId: number) {
  const wallet = await walletTotals(h, memberId)
  return { ...wallet, coins: await balanceOf(h.db, memberId) }
}

export async function stockOf(h: TestApp, w: ShopWorld, index = 0): Promise<number> {
  const rows = await skuRowsOf(h, w.goods.id)
  return rows[index]?.stock ?? -1
}
