/**
 * The dashboard's order figures (docs/admin.md, "Dashboard"): orders placed per Hong Kong day by
 * created_at, orders paid and their GMV per Hong Kong day by paid_at, exact decimal text, and the
 * range's totals. The test clock is 2026-11-23 10:00 in Hong Kong; the 7 days are 11-17 … 11-23.
 */
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createMember } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { createOpenShop } from '../../../test/shop-factories.ts'
import { orders } from '../../db/schema.ts'

const h = useTestApp()
const OLD = new Date('2020-01-01T00:00:00Z')
const hk = (local: string) => new Date(`${local}+08:00`)

interface Day {
  day: string
  orders: number
  paidOrders: number
  gmv: string
}

let n = 0
async function order(
  buyerId: number,
  shop: { id: number; memberId: number },
  flowPrice: string,
  createdAt: Date,
  paidAt: Date | null,
) {
  n += 1
  await h.db.insert(orders).values({
    sn: `DASH${n}`,
    tradeSn: `DASHT${n}`,
    buyerId,
    shopId: shop.id,
    sellerId: shop.memberId,
    status: paidAt ? 'UNDELIVERED' : 'UNPAID',
    goodsPrice: flowPrice,
    shippingFee: '0.00',
    flowPrice,
    way: 'DELIVERY',
    payBefore: new Date(createdAt.getTime() + 30 * 60_000),
    paidAt,
    createdAt,
  })
}

describe('the dashboard’s orders and GMV', () => {
  it('counts orders by the Hong Kong day they were placed and GMV by the day they were paid', async () => {
    const op = await createOperator(h, 'MODERATOR', { createdAt: OLD })
    const seller = await createMember(h, { createdAt: OLD })
    const buyer = await createMember(h, { createdAt: OLD })
    const { shop } = await createOpenShop(h, seller.id)
    // 23:30 and 00:30 in Hong Kong: different days (the same UTC day, 11-20).
    await order(buyer.id, shop, '150.00', hk('2026-11-20T23:30:00'), hk('2026-11-20T23:45:00'))
    await order(buyer.id, shop, '45.55', hk('2026-11-21T00:30:00'), hk('2026-11-22T09:00:00'))
    await order(buyer.id, shop, '0.10', hk('2026-11-21T01:00:00'), hk('2026-11-22T23:59:59'))
    await order(buyer.id, shop, '99.99', hk('2026-11-21T02:00:00'), null)
    // Placed before the range, paid in it; and one paid after it.
    await order(buyer.id, shop, '9999999999.99', hk('2026-11-16T23:50:00'), hk('2026-11-17T00:10:00'))
    await order(buyer.id, shop, '1.00', hk('2026-11-23T23:00:00'), hk('2026-11-24T00:00:00'))

    const res = await call<{ totals: Record<string, unknown>; series: Day[] }>(h.app, {
      method: 'GET',
      url: '/admin/api/dashboard?days=7',
      headers: op.headers,
    })
    expect(res.status).toBe(200)
    const days = Object.fromEntries(
      res.body.result.series.map((d) => [d.day, [d.orders, d.paidOrders, d.gmv]]),
    )
    expect(days).toEqual({
      '2026-11-17': [0, 1, '9999999999.99'],
      '2026-11-18': [0, 0, '0.00'],
      '2026-11-19': [0, 0, '0.00'],
      '2026-11-20': [1, 1, '150.00'],
      '2026-11-21': [3, 0, '0.00'],
      '2026-11-22': [0, 2, '45.65'],
      '2026-11-23': [1, 0, '0.00'],
    })
    expect(res.body.result.totals).toMatchObject({ orders: 5, paidOrders: 4, gmv: '10000000195.64' })
  })
})
