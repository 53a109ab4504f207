/**
 * After-sales under concurrency (docs/product/after-sales.md, "Races"). Real parallelism needs
 * PostgreSQL (`TEST_DATABASE_URL=… npx vitest run` or npm run test:pg); on PGlite the same calls
 * run one by one.
 * - 20 accepts of one refund-only request at once: one refund, 19 × 409, the money back once;
 * - 20 confirms of one returned parcel at once: the same, and the stock back once;
 * - 10 requests on the same item at once: one open request.
 */
import { ErrorCode } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  apply,
  buyerBase,
  deliveredOrder,
  firstItemId,
  moneyOfMember,
  shopStep,
  stockOf,
} from '../../../test/aftersale-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import { api, buyer, paidOrder, shopWorld } from '../../../test/order-api.ts'
import { afterSales } from '../../db/schema.ts'

const h = useTestApp()
const body = (orderSn: string, over: object = {}) => ({
  orderSn,
  kind: 'REFUND_ONLY',
  reasonCode: 'DAMAGED',
  refundAmount: '150.00',
  ...over,
})

describe('after-sales under concurrency', () => {
  it('20 accepts of one refund-only request at once: the money comes back exactly once', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const before = await moneyOfMember(h, m.member.id)
    const asn = (await apply(h, m, body(sn))).body.result.sn
    const results = await Promise.all(Array.from({ length: 20 }, () => shopStep(h, w.seller, asn, 'accept')))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.code]).toEqual([409, ErrorCode.AFTER_SALE_STATE])
    const after = await moneyOfMember(h, m.member.id)
    expect(after.balance - before.balance).toBe(15_000n)
    expect(after.ledger).toBe(after.balance)
    expect(await stockOf(h, w)).toBe(10)
  }, 120_000)

  it('20 confirms of one returned parcel at once: one refund, the stock back once', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await deliveredOrder(h, w, m)
    const itemId = await firstItemId(h, sn)
    const asn = (await apply(h, m, body(sn, { kind: 'RETURN_REFUND', itemId, refundAmount: '120.00' }))).body
      .result.sn
    await shopStep(h, w.seller, asn, 'accept')
    await api(h, m, 'POST', `${buyerBase}/delivery/${asn}`, {
      carrier: 'SANDBOX',
      trackingNo: 'SB2026112302',
    })
    const before = await moneyOfMember(h, m.member.id)
    const results = await Promise.all(Array.from({ length: 20 }, () => shopStep(h, w.seller, asn, 'confirm')))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(19)
    const after = await moneyOfMember(h, m.member.id)
    expect(after.balance - before.balance).toBe(12_000n)
    expect(after.ledger).toBe(after.balance)
    expect(await stockOf(h, w)).toBe(10)
  }, 120_000)

  it('10 requests on one item at once: one is open', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const itemId = await firstItemId(h, sn)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => apply(h, m, body(sn, { itemId, refundAmount: '10.00' }))),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.code]).toEqual([409, ErrorCode.AFTER_SALE_OPEN_EXISTS])
    const rows = await h.db.select().from(afterSales).where(eq(afterSales.orderSn, sn))
    expect(rows).toHaveLength(1)
  }, 120_000)
})
