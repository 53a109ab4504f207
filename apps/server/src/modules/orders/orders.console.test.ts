/**
 * The console's orders view (docs/admin.md, "Orders"): right `orders` (a moderator is refused),
 * each filter, Hong Kong days, the detail with items, payment split, logs, buyer and shop, bad
 * input as a localized 400 and an unknown sn as 404.
 */
import { ErrorCode, type Page } from '@kaifong/contract'
import type { AdminOrderDetail, AdminOrderRow } from '@kaifong/contract/admin'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { buyer, paidOrder, placeOrder, shopWorld } from '../../../test/order-api.ts'
import { listShopGoods, shopSeller, skuRowsOf } from '../../../test/sku-api.ts'
import { orders } from '../../db/schema.ts'

const h = useTestApp()
const hk = (local: string) => new Date(`${local}+08:00`)

const list = (headers: Record<string, string>, query = '', language = 'en') =>
  call<Page<AdminOrderRow>>(h.app, {
    method: 'GET',
    url: `/admin/api/orders${query ? `?${query}` : ''}`,
    headers: { ...headers, language },
  })
const detail = (headers: Record<string, string>, sn: string, language = 'en') =>
  call<AdminOrderDetail>(h.app, {
    method: 'GET',
    url: `/admin/api/orders/${encodeURIComponent(sn)}`,
    headers: { ...headers, language },
  })
const sns = (page: Page<AdminOrderRow>) => page.records.map((r) => r.sn).sort()

/** Two shops, two buyers: A's paid order and unpaid one at shop 1, B's unpaid one at shop 2. */
async function world() {
  const w = await shopWorld(h)
  const other = await shopSeller(h, { name: '九龍書店' })
  const goods = await listShopGoods(h, other, w.path, [{ specs: [], price: '80.00', stock: 5 }])
  const [otherSku] = await skuRowsOf(h, goods.id)
  const a = await buyer(h)
  const b = await buyer(h)
  const paid = await paidOrder(h, w, a)
  const unpaid = (await placeOrder(h, a, w.skuIds[1] as number)).orders[0]?.sn ?? ''
  const elsewhere = (await placeOrder(h, b, otherSku?.id as number)).orders[0]?.sn ?? ''
  // Placed either side of a Hong Kong midnight.
  await h.db
    .update(orders)
    .set({ createdAt: hk('2026-11-20T23:30:00') })
    .where(eq(orders.sn, paid))
  await h.db
    .update(orders)
    .set({ createdAt: hk('2026-11-21T00:30:00') })
    .where(eq(orders.sn, unpaid))
  await h.db
    .update(orders)
    .set({ createdAt: hk('2026-11-22T12:00:00') })
    .where(eq(orders.sn, elsewhere))
  const admin = await createOperator(h, 'ADMIN')
  return { w, other, a, b, paid, unpaid, elsewhere, admin }
}

describe('GET /admin/api/orders', () => {
  it('needs the orders right: a moderator is refused, an admin reads every order newest first', async () => {
    const x = await world()
    const moderator = await createOperator(h, 'MODERATOR')
    const refused = await list(moderator.headers)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
    expect((await detail(moderator.headers, x.paid)).status).toBe(403)

    const all = await list(x.admin.headers)
    expect(all.status).toBe(200)
    expect(all.body.result.total).toBe(3)
    expect(all.body.result.records.map((r) => r.sn)).toEqual([x.elsewhere, x.unpaid, x.paid])
    const paidRow = all.body.result.records.find((r) => r.sn === x.paid)
    expect(paidRow).toMatchObject({
      status: 'UNDELIVERED',
      buyer: { id: String(x.a.member.id), username: x.a.member.username },
      shop: { id: String(x.w.seller.shop.id), name: '阿明二手電器' },
      flowPrice: '150.00',
      itemCount: 1,
    })
    expect(paidRow?.paidTime).not.toBeNull()
  })

  it('filters by sn (whole or its beginning), buyer, shop, status and Hong Kong days', async () => {
    const x = await world()
    const q = async (query: string) => sns((await list(x.admin.headers, query)).body.result)
    expect(await q(`sn=${x.paid}`)).toEqual([x.paid])
    expect(await q(`sn=${x.paid.slice(0, -1)}`)).toContain(x.paid)
    expect(await q('sn=NOPE')).toEqual([])
    expect(await q(`buyer=${x.a.member.id}`)).toEqual([x.paid, x.unpaid].sort())
    expect(await q(`buyer=${x.b.member.username}`)).toEqual([x.elsewhere])
    expect(await q(`buyer=${encodeURIComponent(x.b.member.nickName)}`)).toEqual([x.elsewhere])
    expect(await q(`shop=${encodeURIComponent('九龍')}`)).toEqual([x.elsewhere])
    expect(await q(`shop=${x.w.seller.shop.id}`)).toEqual([x.paid, x.unpaid].sort())
    expect(await q('status=UNPAID')).toEqual([x.unpaid, x.elsewhere].sort())
    expect(await q(`status=UNDELIVERED&buyer=${x.a.member.id}`)).toEqual([x.paid])
    // 23:30 and 00:30 in Hong Kong fall on different days.
    expect(await q('from=2026-11-20&to=2026-11-20')).toEqual([x.paid])
    expect(await q('from=2026-11-21&to=2026-11-21')).toEqual([x.unpaid])
    expect(await q('from=2026-11-21')).toEqual([x.unpaid, x.elsewhere].sort())
    expect(await q('to=2026-11-21')).toEqual([x.paid, x.unpaid].sort())
    const paged = (await list(x.admin.headers, 'pageSize=2&pageNumber=2')).body.result
    expect(paged.records.map((r) => r.sn)).toEqual([x.paid])
    expect(paged.total).toBe(3)
  })

  it('answers bad input with a localized 400', async () => {
    const admin = await createOperator(h, 'ADMIN')
    for (const query of [
      'status=LOST',
      'from=2026-13-01',
      'from=2026-02-30',
      'to=yesterday',
      'from=2026-11-22&to=2026-11-21',
      'pageSize=1000',
      'pageNumber=0',
      `sn=${'x'.repeat(41)}`,
    ]) {
      const res = await list(admin.headers, query)
      expect(res.status, query).toBe(400)
      expect(res.body.code, query).toBe(ErrorCode.PARAM_ERROR)
    }
    const zh = await list(admin.headers, 'status=LOST', 'zh-Hant')
    const en = await list(admin.headers, 'status=LOST', 'en')
    expect(zh.body.message).not.toBe(en.body.message)
  })
})

describe('GET /admin/api/orders/:sn', () => {
  it('shows the order with items, amounts, payment split, logs, buyer and shop; no pickup code, no actions', async () => {
    const x = await world()
    const res = await detail(x.admin.headers, x.paid)
    expect(res.status).toBe(200)
    const d = res.body.result
    expect(d).toMatchObject({
      sn: x.paid,
      orderStatus: 'UNDELIVERED',
      goodsPrice: '120.00',
      shippingFee: '30.00',
      flowPrice: '150.00',
      walletPaid: '150.00',
      providerPaid: '0.00',
      coinsUsed: 0,
      actions: [],
      pickupCode: null,
      buyer: { id: String(x.a.member.id), nickName: x.a.member.nickName },
      shop: { id: String(x.w.seller.shop.id), name: '阿明二手電器' },
    })
    expect(d.orderItems).toHaveLength(1)
    expect(d.logs[0]?.status).toBe('UNPAID')
    expect(d.logs.at(-1)?.status).toBe('UNDELIVERED')
    expect(d.shipTo?.consignee).toBeTruthy()
  })

  it('answers an unknown sn with the orders 404, in the caller’s language', async () => {
    const admin = await createOperator(h, 'ADMIN')
    const en = await detail(admin.headers, 'O000000000000')
    expect(en.status).toBe(404)
    expect(en.body.code).toBe(ErrorCode.ORDER_NOT_FOUND)
    const zh = await detail(admin.headers, 'O000000000000', 'zh-Hant')
    expect(zh.body.message).not.toBe(en.body.message)
    expect((await detail(admin.headers, 'x'.repeat(41))).status).toBe(400)
  })
})
