/**
 * After-sales over HTTP (docs/product/after-sales.md): applying (window, caps, one open request per
 * item, photos), the refusals for bad input, strangers and visitors, and each path through the
 * states: refund only, return and refund, refused, cancelled.
 */
import { type AfterSaleView, ErrorCode, type Page } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  apply,
  buyerBase,
  deliveredOrder,
  firstItemId,
  moneyOfMember,
  shopBase,
  shopStep,
  stockOf,
} from '../../../test/aftersale-api.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { addMedia } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import { api, buyer, orderRow, paidOrder, placeOrder, shopWorld } from '../../../test/order-api.ts'
import { afterSales, notices } from '../../db/schema.ts'

const h = useTestApp()
const body = (orderSn: string, over: object = {}) => ({
  orderSn,
  kind: 'REFUND_ONLY',
  reasonCode: 'CHANGED_MIND',
  refundAmount: '150.00',
  ...over,
})

describe('after-sales', () => {
  it('refund only on a paid order: the shop accepts, the wallet gets it back, the stock returns, the order closes', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const before = await moneyOfMember(h, m.member.id)
    expect(await stockOf(h, w)).toBe(9)
    const reasons = await api<{ code: string; label: string }[]>(
      h,
      m,
      'GET',
      `${buyerBase}/reasons`,
      undefined,
      'zh-Hant',
    )
    expect(reasons.body.result.find((r) => r.code === 'DAMAGED')?.label).toBe('貨品損壞')
    const cap = await api<{ max: string }>(h, m, 'GET', `${buyerBase}/cap?orderSn=${sn}`)
    expect(cap.body.result.max).toBe('150.00')
    const res = await apply(h, m, body(sn))
    expect([res.status, res.body.result.status, res.body.result.refundAmount]).toEqual([
      200,
      'APPLIED',
      '150.00',
    ])
    const again = await apply(h, m, body(sn, { refundAmount: '1.00' }))
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.AFTER_SALE_OPEN_EXISTS])
    const list = await api<Page<AfterSaleView>>(h, w.seller, 'GET', `${shopBase}?status=APPLIED`)
    expect(list.body.result.records.map((r) => r.sn)).toEqual([res.body.result.sn])
    const accepted = await shopStep(h, w.seller, res.body.result.sn, 'accept')
    expect([accepted.status, accepted.body.result.status, accepted.body.result.refund]).toEqual([
      200,
      'REFUNDED',
      { wallet: '150.00', provider: '0.00', coinsValue: '0.00', coins: 0 },
    ])
    const after = await moneyOfMember(h, m.member.id)
    expect(after.balance - before.balance).toBe(15_000n)
    expect(after.ledger).toBe(after.balance)
    expect(await stockOf(h, w)).toBe(10)
    expect((await orderRow(h, sn)).status).toBe('CANCELLED')
    const twice = await shopStep(h, w.seller, res.body.result.sn, 'accept')
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.AFTER_SALE_STATE])
    expect((await moneyOfMember(h, m.member.id)).balance).toBe(after.balance)
  })

  it('caps the amount at what was paid for the item or order; refuses bad amounts and input with 400', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const itemId = await firstItemId(h, sn)
    const cap = await api<{ max: string }>(h, m, 'GET', `${buyerBase}/cap?orderSn=${sn}&itemId=${itemId}`)
    expect(cap.body.result.max).toBe('120.00')
    const over = await apply(h, m, body(sn, { itemId, refundAmount: '120.01' }))
    expect([over.status, over.body.code]).toEqual([400, ErrorCode.AFTER_SALE_AMOUNT_OVER])
    expect(over.body.message).toContain('120.00')
    const whole = await apply(h, m, body(sn, { refundAmount: '150.01' }))
    expect([whole.status, whole.body.code]).toEqual([400, ErrorCode.AFTER_SALE_AMOUNT_OVER])
    for (const refundAmount of [
      '-1',
      '0',
      '0.00',
      '1.234',
      '1e3',
      'abc',
      '99999999999999',
      '1\u00000',
      12.345,
      null,
    ]) {
      const res = await apply(h, m, body(sn, { itemId, refundAmount }))
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.PARAM_ERROR])
    }
    for (const over of [
      { reasonCode: 'BORED' },
      { kind: 'SWAP' },
      { reasonText: 'x'.repeat(501) },
      { reasonText: 'a\u0000b' },
      { itemId: '-3' },
      { itemId: 1.5 },
      { photos: Array.from({ length: 7 }, (_, i) => `p${i}`) },
    ]) {
      const res = await apply(h, m, body(sn, over))
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.PARAM_ERROR])
    }
    const unknownItem = await apply(h, m, body(sn, { itemId: '999999', refundAmount: '1.00' }))
    expect([unknownItem.status, unknownItem.body.code]).toEqual([400, ErrorCode.AFTER_SALE_ITEM_UNKNOWN])
    const stranger = await createSignedIn(h)
    const [theirPhoto] = await addMedia(h, stranger.member.id)
    const photo = await apply(h, m, body(sn, { photos: [theirPhoto] }))
    expect([photo.status, photo.body.code]).toEqual([400, ErrorCode.AFTER_SALE_PHOTO_UNKNOWN])
    const ret = await apply(h, m, body(sn, { kind: 'RETURN_REFUND' }))
    expect([ret.status, ret.body.code]).toEqual([400, ErrorCode.AFTER_SALE_KIND])
    const huge = await apply(h, m, body(sn, { reasonText: 'x'.repeat(1024 * 1024) }))
    expect(huge.status).toBe(413)
    const [mine] = await addMedia(h, m.member.id)
    const ok = await apply(h, m, body(sn, { itemId, refundAmount: '120', photos: [mine] }))
    expect([ok.status, ok.body.result.photos.length, ok.body.result.refundAmount]).toEqual([200, 1, '120.00'])
    expect(await h.db.select().from(afterSales)).toHaveLength(1)
  })

  it('an unpaid order, another member’s order or request, another shop: 404 like a missing one; visitors 401', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const unpaid = (await placeOrder(h, m, w.skuIds[1] as number)).orders[0]?.sn ?? ''
    const early = await apply(h, m, body(unpaid, { refundAmount: '1.00' }))
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.AFTER_SALE_ORDER_STATE])
    const sn = await paidOrder(h, w, m)
    const mine = (await apply(h, m, body(sn))).body.result.sn
    const other = await buyer(h)
    const theirs = await apply(h, other, body(sn))
    const missing = await apply(h, other, body('NO-SUCH-ORDER'))
    expect([theirs.status, theirs.body.code]).toEqual([missing.status, missing.body.code])
    expect(theirs.status).toBe(404)
    for (const [method, url] of [
      ['GET', `${buyerBase}/${mine}`],
      ['POST', `${buyerBase}/${mine}/cancel`],
    ] as const) {
      const res = await api(h, other, method, url)
      expect([res.status, res.body.code]).toEqual([404, ErrorCode.AFTER_SALE_NOT_FOUND])
      const nothing = await api(h, other, method, url.replace(mine, 'AS000'))
      expect([nothing.status, nothing.body.code]).toEqual([404, ErrorCode.AFTER_SALE_NOT_FOUND])
    }
    const otherShop = await shopWorld(h)
    const wrongShop = await shopStep(h, otherShop.seller, mine, 'accept')
    expect([wrongShop.status, wrongShop.body.code]).toEqual([404, ErrorCode.AFTER_SALE_NOT_FOUND])
    const noShop = await api(h, other, 'GET', shopBase)
    expect(noShop.status).toBe(403)
    for (const [method, url] of [
      ['GET', buyerBase],
      ['POST', buyerBase],
      ['GET', `${buyerBase}/reasons`],
      ['POST', `${shopBase}/${mine}/accept`],
    ] as const) {
      const res = await api(h, null, method, url, method === 'POST' ? body(sn) : undefined)
      expect([res.status, res.body.code]).toEqual([401, 20003])
    }
    const [row] = await h.db.select().from(afterSales).where(eq(afterSales.sn, mine))
    expect(row?.status).toBe('APPLIED')
  })

  it('return and refund: accepted, shipped back with a tracking number, confirmed by the shop; refused and cancelled paths', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await deliveredOrder(h, w, m)
    const before = await moneyOfMember(h, m.member.id)
    const itemId = await firstItemId(h, sn)
    const asn = (await apply(h, m, body(sn, { kind: 'RETURN_REFUND', itemId, refundAmount: '120.00' }))).body
      .result.sn
    const early = await api(h, m, 'POST', `${buyerBase}/delivery/${asn}`, {
      carrier: 'SANDBOX',
      trackingNo: 'SB1',
    })
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.AFTER_SALE_STATE])
    expect((await shopStep(h, w.seller, asn, 'accept')).body.result.status).toBe('ACCEPTED')
    const noConfirm = await shopStep(h, w.seller, asn, 'confirm')
    expect([noConfirm.status, noConfirm.body.code]).toEqual([409, ErrorCode.AFTER_SALE_STATE])
    const badTracking = await api(h, m, 'POST', `${buyerBase}/delivery/${asn}`, {
      carrier: 'SANDBOX',
      trackingNo: '',
    })
    expect(badTracking.status).toBe(400)
    const shipped = await api(h, m, 'POST', `${buyerBase}/delivery/${asn}`, {
      carrier: 'SANDBOX',
      trackingNo: 'sb-2026 1',
    })
    expect(shipped.status).toBe(200)
    const confirmed = await shopStep(h, w.seller, asn, 'confirm')
    expect([confirmed.body.result.status, confirmed.body.result.trackingNo]).toEqual(['REFUNDED', 'SB20261'])
    expect(confirmed.body.result.logs.map((l) => l.status)).toEqual([
      'APPLIED',
      'ACCEPTED',
      'BUYER_SHIPPED',
      'REFUNDED',
    ])
    // The return parcel's step names the carrier in words (in the request's language).
    expect(confirmed.body.result.logs[2]?.note).toBe('Sandbox courier (testing) SB20261')
    expect((await moneyOfMember(h, m.member.id)).balance - before.balance).toBe(12_000n)
    expect(await stockOf(h, w)).toBe(10)
    // Every item's money is back: the order closes (docs/product/after-sales.md, "The order").
    expect((await orderRow(h, sn)).status).toBe('CANCELLED')
    const closed = await apply(h, m, body(sn, { refundAmount: '30.00' }))
    expect([closed.status, closed.body.code]).toEqual([409, ErrorCode.AFTER_SALE_ORDER_STATE])
    const refused = await apply(h, m, body(await paidOrder(h, w, m), { refundAmount: '30.00' }))
    expect(refused.status).toBe(200)
    const noReason = await shopStep(h, w.seller, refused.body.result.sn, 'refuse', { reason: ' ' })
    expect(noReason.status).toBe(400)
    const r = await shopStep(h, w.seller, refused.body.result.sn, 'refuse', { reason: '運費不設退還' })
    expect([r.body.result.status, r.body.result.refuseReason]).toEqual(['REFUSED', '運費不設退還'])
  })

  it('the buyer cancels an applied request and may apply again', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const first = (await apply(h, m, body(sn))).body.result.sn
    expect((await api(h, m, 'POST', `${buyerBase}/${first}/cancel`)).status).toBe(200)
    const twice = await api(h, m, 'POST', `${buyerBase}/${first}/cancel`)
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.AFTER_SALE_STATE])
    expect((await shopStep(h, w.seller, first, 'accept')).status).toBe(409)
    expect((await apply(h, m, body(sn))).status).toBe(200)
    const mine = await api<Page<AfterSaleView>>(h, m, 'GET', buyerBase)
    expect(mine.body.result.records.map((r) => r.status)).toEqual(['APPLIED', 'CANCELLED'])
  })

  it('tells the other side of each step with a notice in three languages', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await deliveredOrder(h, w, m)
    const asn = (await apply(h, m, body(sn, { kind: 'RETURN_REFUND' }))).body.result.sn
    await shopStep(h, w.seller, asn, 'accept')
    await api(h, m, 'POST', `${buyerBase}/delivery/${asn}`, {
      carrier: 'SANDBOX',
      trackingNo: 'SB2026112303',
    })
    await shopStep(h, w.seller, asn, 'confirm')
    const typesOf = async (memberId: number) =>
      (await h.db.select().from(notices).where(eq(notices.memberId, memberId)))
        .map((n) => n.type)
        .filter((t) => t.startsWith('AFTER_SALE'))
    expect(await typesOf(w.seller.member.id)).toEqual(['AFTER_SALE_APPLIED', 'AFTER_SALE_RETURN_SHIPPED'])
    expect(await typesOf(m.member.id)).toEqual(['AFTER_SALE_ACCEPTED', 'AFTER_SALE_REFUNDED'])
    const [refunded] = await h.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, m.member.id), eq(notices.type, 'AFTER_SALE_REFUNDED')))
    expect(refunded?.content.en).toContain('HK$150 of')
    expect(refunded?.content['zh-Hant']).toContain(asn)
    expect(refunded?.link).toBe(`/home/me/AfterSaleDetail?sn=${asn}`)
  })
})
