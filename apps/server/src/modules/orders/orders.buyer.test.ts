/**
 * The buyer's orders (docs/product/orders.md, "The buyer's steps"): the list by tab, one order,
 * cancel, confirm receipt, delete, and each refused where the state machine says no; another
 * member's order answers exactly like a missing one.
 */
import { ErrorCode, type OrderCard, type OrderDetail, type Page } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { giveCoins } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import {
  api,
  buyer,
  orderDetail,
  orderRow,
  paidOrder,
  payByWallet,
  placeOrder,
  ship,
  shopWorld,
} from '../../../test/order-api.ts'
import { walletTotals } from '../../../test/wallet.ts'
import { goodsSkus, orderItems } from '../../db/schema.ts'
import { balanceOf } from '../coins/index.ts'

const h = useTestApp()
const base = '/buyer/order/order'
const list = (s: { headers: Record<string, string> }, tag = 'ALL') =>
  api<Page<OrderCard>>(h, s, 'GET', `${base}?tag=${tag}&pageSize=50`)
const stockOf = async (skuId: number) =>
  (await h.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId)))[0]?.stock

describe('the buyer’s list and detail', () => {
  it('tabs sort the orders by where they are; WAIT_REVIEW holds completed orders with unreviewed items', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const unpaid = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    const toShip = await paidOrder(h, w, m)
    const shipped = await paidOrder(h, w, m)
    await ship(h, w.seller, shipped)
    const done = await paidOrder(h, w, m)
    await ship(h, w.seller, done, 'SB2026112302')
    await api(h, m, 'POST', `${base}/${done}/receiving`)
    const sns = async (tag: string) => (await list(m, tag)).body.result.records.map((r) => r.sn)
    expect((await sns('ALL')).sort()).toEqual([unpaid, toShip, shipped, done].sort())
    expect(await sns('WAIT_PAY')).toEqual([unpaid])
    expect(await sns('WAIT_SHIP')).toEqual([toShip])
    expect(await sns('WAIT_RECEIVE')).toEqual([shipped])
    expect(await sns('WAIT_REVIEW')).toEqual([done])
    expect(await sns('AFTER_SALE')).toEqual([])
    expect(await sns('CANCELLED')).toEqual([])
    await h.db.update(orderItems).set({ reviewedAt: h.clock.now() })
    expect(await sns('WAIT_REVIEW')).toEqual([])
    const card = (await list(m, 'WAIT_PAY')).body.result.records[0]
    expect(card).toMatchObject({
      orderStatus: 'UNPAID',
      actions: ['PAY', 'CANCEL'],
      storeName: w.seller.shop.name,
    })
    expect(card?.orderItems[0]).toMatchObject({ price: '120.00', num: 1, subtotal: '120.00', specs: '黑色' })
    for (const bad of ['NOPE', '', 'ALL&pageSize=0', 'ALL&pageSize=101', 'ALL&pageNumber=-1']) {
      expect((await list(m, bad)).status).toBe(400)
    }
  })

  it('the detail has the timeline, amounts, address copy and deadline; others and visitors are refused', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const res = await orderDetail(h, m, sn)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      sn,
      orderStatus: 'UNDELIVERED',
      flowPrice: '150.00',
      walletPaid: '150.00',
      payMethod: 'WALLET',
      shipTo: { consignee: '李小姐', district: 'SHA_TIN' },
      pickupCode: null,
      trackingNo: '',
    })
    expect(res.body.result.logs.map((l) => [l.status, l.actor])).toEqual([
      ['UNPAID', 'BUYER'],
      ['PAID', 'BUYER'],
      ['UNDELIVERED', 'SYSTEM'],
    ])
    const other = await buyer(h)
    const theirs = await orderDetail(h, other, sn)
    const missing = await orderDetail(h, other, 'O2026112300000000000')
    expect([theirs.status, theirs.body.code, theirs.body.message]).toEqual([
      missing.status,
      missing.body.code,
      missing.body.message,
    ])
    expect(theirs.body.code).toBe(ErrorCode.ORDER_NOT_FOUND)
    expect((await api(h, null, 'GET', `${base}/${sn}`)).body.code).toBe(ErrorCode.NOT_LOGGED_IN)
    expect((await api(h, other, 'POST', `${base}/${sn}/cancel`)).status).toBe(404)
    expect((await api(h, other, 'DELETE', `${base}/${sn}`)).status).toBe(404)
    expect((await api(h, m, 'GET', `${base}/${'x'.repeat(41)}`)).status).toBe(400)
    expect((await api(h, m, 'GET', `${base}/a%00b`)).status).toBe(400)
  })
})

describe('the buyer’s steps', () => {
  it('cancel: only UNPAID; the stock and the coins go back; the timeline says why', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await giveCoins(h, m.member.id, 500)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    await api(h, m, 'POST', '/buyer/payment/pay', { sn, method: 'CARD', coins: 500 })
    expect(await balanceOf(h.db, m.member.id)).toBe(0)
    expect(await stockOf(w.skuIds[0] as number)).toBe(9)
    const res = await api<OrderDetail>(h, m, 'POST', `${base}/${sn}/cancel`, undefined, 'zh-Hant')
    expect(res.body.result).toMatchObject({
      orderStatus: 'CANCELLED',
      cancelReason: '買家取消訂單',
      actions: ['DELETE'],
    })
    expect(await stockOf(w.skuIds[0] as number)).toBe(10)
    expect(await balanceOf(h.db, m.member.id)).toBe(500)
    const twice = await api(h, m, 'POST', `${base}/${sn}/cancel`)
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.ORDER_STATE])
    expect(await stockOf(w.skuIds[0] as number)).toBe(10)
    const paid = await paidOrder(h, w, m)
    expect((await api(h, m, 'POST', `${base}/${paid}/cancel`)).body.code).toBe(ErrorCode.ORDER_STATE)
  })

  it('receiving: only DELIVERED; the seller’s wallet gets the price once', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const early = await api(h, m, 'POST', `${base}/${sn}/receiving`)
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.ORDER_STATE])
    await ship(h, w.seller, sn)
    const res = await api<OrderDetail>(h, m, 'POST', `${base}/${sn}/receiving`)
    expect(res.body.result).toMatchObject({ orderStatus: 'COMPLETED', actions: ['TRACK', 'DELETE'] })
    expect((await orderRow(h, sn)).receivedAt).not.toBeNull()
    expect(await walletTotals(h, w.seller.member.id)).toEqual({ balance: 15000n, ledger: 15000n })
    expect((await api(h, m, 'POST', `${base}/${sn}/receiving`)).body.code).toBe(ErrorCode.ORDER_STATE)
    expect(await walletTotals(h, w.seller.member.id)).toEqual({ balance: 15000n, ledger: 15000n })
  })

  it('delete: only finished orders; hidden from the buyer afterwards, kept for the shop', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    expect((await api(h, m, 'DELETE', `${base}/${sn}`)).body.code).toBe(ErrorCode.ORDER_STATE)
    await api(h, m, 'POST', `${base}/${sn}/cancel`)
    expect((await api(h, m, 'DELETE', `${base}/${sn}`)).status).toBe(200)
    expect((await orderDetail(h, m, sn)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND)
    expect((await list(m)).body.result.total).toBe(0)
    expect((await api(h, m, 'DELETE', `${base}/${sn}`)).status).toBe(404)
    expect((await api(h, w.seller, 'GET', `/buyer/store/order/${sn}`)).status).toBe(200)
  })

  it('paying an order already paid or cancelled, and cancelling one being paid, are refused', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    await api(h, m, 'POST', `${base}/${sn}/cancel`)
    await expect(payByWallet(h, m, sn)).rejects.toThrow(/33014/)
  })
})
