/**
 * create/trade (docs/product/orders.md, "Checkout"): one order per shop from the cart's choices,
 * amounts exact and the server's, stock taken, lines removed, everything rolled back on a refusal.
 */
import { ErrorCode } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/harness.ts'
import {
  addToCart,
  api,
  buyer,
  chooseWay,
  createTrade,
  orderRow,
  placeOrder,
  shopWorld,
} from '../../../test/order-api.ts'
import { cartCall, listShopGoods, shopSeller, skuRowsOf } from '../../../test/sku-api.ts'
import { cartLines, goodsSkus, orderItems, orderLogs, orders } from '../../db/schema.ts'

const h = useTestApp()

const stockOf = async (skuId: number) =>
  (await h.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId)))[0]?.stock

describe('create/trade', () => {
  it('makes one UNPAID order per shop with exact amounts, takes stock and empties the ticked lines', async () => {
    const a = await shopWorld(h)
    const b = await shopWorld(h, [{ specs: [], price: '19.90', stock: 5 }])
    const m = await buyer(h)
    await addToCart(h, m, a.skuIds[0] as number, 2)
    await addToCart(h, m, a.skuIds[1] as number, 1)
    await addToCart(h, m, b.skuIds[0] as number, 3)
    const res = await createTrade(h, m, {
      remark: [{ storeId: String(a.seller.shop.id), remark: '請用盒裝' }],
    })
    expect(res.status).toBe(200)
    const { tradeSn, orders: made, total } = res.body.result
    expect(tradeSn).toMatch(/^T\d{18}$/)
    expect(made).toHaveLength(2)
    // Shop A: 2 × 120 + 45.50 = 285.50 + delivery 30; shop B: 3 × 19.90 = 59.70 + 30.
    expect(made.map((o) => o.flowPrice).sort()).toEqual(['315.50', '89.70'])
    expect(total).toBe('405.20')
    const rowA = await orderRow(h, made.find((o) => o.flowPrice === '315.50')?.sn ?? '')
    expect(rowA).toMatchObject({
      status: 'UNPAID',
      tradeSn,
      goodsPrice: '285.50',
      shippingFee: '30.00',
      discount: '0.00',
      way: 'DELIVERY',
      remark: '請用盒裝',
      buyerId: m.member.id,
      sellerId: a.seller.member.id,
    })
    expect(rowA.shipTo).toEqual({
      consignee: '李小姐',
      mobile: '61234567',
      district: 'SHA_TIN',
      detail: expect.any(String),
    })
    expect(rowA.payBefore.getTime() - h.clock.now().getTime()).toBe(30 * 60_000)
    const items = await h.db.select().from(orderItems).where(eq(orderItems.orderId, rowA.id))
    expect(items.map((i) => [i.price, i.num, i.subtotal]).sort()).toEqual([
      ['120.00', 2, '240.00'],
      ['45.50', 1, '45.50'],
    ])
    expect(await stockOf(a.skuIds[0] as number)).toBe(8)
    expect(await stockOf(a.skuIds[1] as number)).toBe(2)
    expect(await stockOf(b.skuIds[0] as number)).toBe(2)
    const logs = await h.db.select().from(orderLogs).where(eq(orderLogs.orderId, rowA.id))
    expect(logs.map((l) => [l.status, l.actor])).toEqual([['UNPAID', 'BUYER']])
    const count = await cartCall<number>(h, m, 'GET', '/count')
    expect(count.body.result).toBe(0)
  })

  it('refuses to order at a price the buyer has not seen (409 33016, nothing written); the checkout shows it, then it orders', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const skuId = w.skuIds[0] as number
    await addToCart(h, m, skuId, 1)
    await h.db.update(goodsSkus).set({ price: '150.00' }).where(eq(goodsSkus.id, skuId))
    const refused = await createTrade(h, m, {})
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe(ErrorCode.ORDER_PRICE_CHANGED)
    expect(await stockOf(skuId)).toBe(10)
    expect(await h.db.select().from(orders).where(eq(orders.buyerId, m.member.id))).toHaveLength(0)
    const seen = await api<{ parts: { lines: { price: string }[] }[] }>(
      h,
      m,
      'GET',
      '/buyer/trade/carts/checked',
    )
    expect(seen.body.result.parts[0]?.lines[0]?.price).toBe('150.00')
    const res = await createTrade(h, m, {})
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe('180.00')
  })

  it('uses the server price and fee whatever the body says, and free delivery over the shop amount', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await addToCart(h, m, w.skuIds[0] as number, 5)
    const res = await createTrade(h, m, {
      remark: [],
      price: '0.01',
      flowPrice: '1.00',
      shippingFee: '0',
      discount: '999',
      num: 1000,
      orders: [{ sn: 'x', flowPrice: '0.01' }],
    })
    expect(res.status).toBe(200)
    // 5 × 120 = 600 ≥ 500: delivery is free.
    expect(res.body.result.orders[0]?.flowPrice).toBe('600.00')
    expect(await stockOf(w.skuIds[0] as number)).toBe(5)
  })

  it('the pay deadline follows the setting order.payMinutes', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const { putSetting } = await import('../site/index.ts')
    await putSetting(h.db, 'order.payMinutes', 45)
    const trade = await placeOrder(h, m, w.skuIds[0] as number)
    const row = await orderRow(h, trade.orders[0]?.sn ?? '')
    expect(row.payBefore.getTime() - h.clock.now().getTime()).toBe(45 * 60_000)
  })

  it('self pickup: no fee, the pickup point copied, no address needed', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await h.db.delete(orders)
    await addToCart(h, m, w.skuIds[1] as number, 2)
    await chooseWay(h, m, w.seller.shop.id, 'PICKUP', w.seller.pickup.id)
    const res = await createTrade(h, m)
    expect(res.status).toBe(200)
    const row = await orderRow(h, res.body.result.orders[0]?.sn ?? '')
    expect(row).toMatchObject({ way: 'PICKUP', shippingFee: '0.00', flowPrice: '91.00', shipTo: null })
    expect(row.pickup).toMatchObject({ shopAddressId: w.seller.pickup.id, district: 'YAU_TSIM_MONG' })
  })

  it('refuses nothing ticked, a missing or incomplete address, and a visitor', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    expect((await createTrade(h, m)).body.code).toBe(ErrorCode.ORDER_NOTHING_CHECKED)
    await addToCart(h, m, w.skuIds[0] as number)
    await api(h, m, 'PUT', `/buyer/member/address/default/${m.addressId}`)
    const { addresses } = await import('../../db/schema.ts')
    await h.db.update(addresses).set({ consignee: '' }).where(eq(addresses.id, m.addressId))
    const incomplete = await createTrade(h, m)
    expect([incomplete.status, incomplete.body.code]).toEqual([400, ErrorCode.ORDER_ADDRESS_MISSING])
    await h.db.delete(addresses).where(eq(addresses.id, m.addressId))
    const missing = await createTrade(h, m, undefined, 'zh-Hant')
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      400,
      ErrorCode.ORDER_ADDRESS_MISSING,
      '請先揀選收貨地址',
    ])
    expect((await createTrade(h, null)).status).toBe(401)
    expect(await stockOf(w.skuIds[0] as number)).toBe(10)
    expect(await h.db.select().from(orders)).toHaveLength(0)
  })

  it('a line taken down, or with more than the stock, refuses the whole checkout and writes nothing', async () => {
    const a = await shopWorld(h)
    const b = await shopWorld(h)
    const m = await buyer(h)
    await addToCart(h, m, a.skuIds[0] as number, 2)
    await addToCart(h, m, b.skuIds[1] as number, 3)
    // Someone else buys two of shop B's white ones meanwhile: 1 left of the 3 in the cart.
    await h.db
      .update(goodsSkus)
      .set({ stock: 1 })
      .where(eq(goodsSkus.id, b.skuIds[1] as number))
    const short = await createTrade(h, m)
    expect([short.status, short.body.code]).toEqual([409, ErrorCode.ORDER_STOCK_RAN_OUT])
    expect(await stockOf(a.skuIds[0] as number)).toBe(10)
    await h.db
      .update(goodsSkus)
      .set({ stock: 0 })
      .where(eq(goodsSkus.id, b.skuIds[1] as number))
    const gone = await createTrade(h, m)
    expect([gone.status, gone.body.code]).toEqual([409, ErrorCode.ORDER_LINE_UNAVAILABLE])
    expect(await h.db.select().from(orders)).toHaveLength(0)
    expect((await cartCall<number>(h, m, 'GET', '/count')).body.result).toBe(2)
  })

  it('refuses bad remarks: NUL, too long, a 1 MB body, not an array', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await addToCart(h, m, w.skuIds[0] as number)
    const storeId = String(w.seller.shop.id)
    for (const remark of [
      [{ storeId, remark: 'a\u0000b' }],
      [{ storeId, remark: 'x'.repeat(201) }],
      'hi',
      [{ storeId: '-1', remark: '' }],
    ]) {
      const res = await createTrade(h, m, { remark })
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.PARAM_ERROR])
    }
    const huge = await createTrade(h, m, { remark: [{ storeId, remark: 'x'.repeat(1024 * 1024) }] })
    expect(huge.status).toBe(413)
    expect(await h.db.select().from(orders)).toHaveLength(0)
  })

  it('a member cannot order from their own shop (even with a line put in the cart behind its back)', async () => {
    const w = await shopWorld(h)
    const other = await shopSeller(h)
    const theirs = await listShopGoods(h, other, w.path, [{ specs: [], price: '10', stock: 1 }])
    const [sku] = await skuRowsOf(h, theirs.id)
    const add = await cartCall(h, other, 'POST', '', { skuId: String(sku?.id), num: 1 })
    expect(add.status).toBe(400)
    await h.db
      .insert(cartLines)
      .values({ memberId: other.member.id, skuId: sku?.id ?? 0, num: 1, priceSeen: '10.00' })
    await chooseWay(h, other, other.shop.id, 'PICKUP', other.pickup.id)
    const made = await createTrade(h, other)
    expect([made.status, made.body.code]).toEqual([400, ErrorCode.ORDER_OWN_SHOP])
  })
})
