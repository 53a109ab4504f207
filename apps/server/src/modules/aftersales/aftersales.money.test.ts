/**
 * The after-sale's money (docs/product/after-sales.md, "Money back"): the split, pure; then over
 * HTTP the ways the money came (wallet and coins, exact over two refunds), the seller's income
 * given back (at the refund, or at completion when the refund came first), a seller who is
 * short, and the window after completion.
 */
import { ErrorCode, type Money } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  apply,
  completedOrder,
  deliveredOrder,
  firstItemId,
  moneyOfMember,
  shopStep,
  stockOf,
} from '../../../test/aftersale-api.ts'
import { giveCoins } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import { api, buyer, orderRow, payByWallet, placeOrder, shopWorld } from '../../../test/order-api.ts'
import { decide, fundWallet } from '../../../test/wallet.ts'
import { queryRows } from '../../db/client.ts'
import { afterSales, orders, payments } from '../../db/schema.ts'
import { walletDebit } from '../wallet/index.ts'
import { splitRefund } from './aftersales.money.ts'

const h = useTestApp()
const c = (n: number) => BigInt(n) as Money
const body = (orderSn: string, over: object = {}) => ({
  orderSn,
  kind: 'REFUND_ONLY',
  reasonCode: 'DAMAGED',
  refundAmount: '150.00',
  ...over,
})

describe('splitting a refund', () => {
  it('shares it out in proportion, exact to the cent; the last refund takes what is left', () => {
    const left = { wallet: c(11_667), provider: c(0), coinsValue: c(3_333), coins: 3_333 }
    const first = splitRefund(left, c(5_000))
    expect(first).toEqual({ wallet: c(3_889), provider: c(0), coinsValue: c(1_111), coins: 1_111 })
    const rest = { wallet: c(7_778), provider: c(0), coinsValue: c(2_222), coins: 2_222 }
    expect(splitRefund(rest, c(10_000))).toEqual(rest)
    const odd = splitRefund({ wallet: c(1), provider: c(1), coinsValue: c(1), coins: 1 }, c(2))
    expect(odd.wallet + odd.provider + odd.coinsValue).toBe(2n)
    expect(() => splitRefund(left, c(15_001))).toThrow(RangeError)
    expect(() => splitRefund(left, c(0))).toThrow(RangeError)
  })
})

describe('money back', () => {
  it('wallet and coins come back exactly over two refunds; the order closes', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await giveCoins(h, m.member.id, 5_000)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    await payByWallet(h, m, sn, '10000.00', 3_333)
    const paid = await moneyOfMember(h, m.member.id)
    expect(paid.coins).toBe(1_667)
    const itemId = await firstItemId(h, sn)
    const one = await apply(h, m, body(sn, { itemId, refundAmount: '50.00' }))
    const r1 = await shopStep(h, w.seller, one.body.result.sn, 'accept')
    expect(r1.body.result.refund).toEqual({
      wallet: '38.89',
      provider: '0.00',
      coinsValue: '11.11',
      coins: 1_111,
    })
    const cap = await api<{ max: string }>(h, m, 'GET', `/buyer/order/afterSale/cap?orderSn=${sn}`)
    expect(cap.body.result.max).toBe('100.00')
    const two = await apply(h, m, body(sn, { refundAmount: '100.00' }))
    const r2 = await shopStep(h, w.seller, two.body.result.sn, 'accept')
    expect(r2.body.result.refund).toEqual({
      wallet: '77.78',
      provider: '0.00',
      coinsValue: '22.22',
      coins: 2_222,
    })
    const back = await moneyOfMember(h, m.member.id)
    expect(back.balance - paid.balance).toBe(11_667n)
    expect(back.ledger).toBe(back.balance)
    expect(back.coins).toBe(5_000)
    const [coinSum] = await queryRows<{ sum: number }>(
      h.db,
      sql`select sum(amount)::int as sum from coin_ledger where member_id = ${m.member.id}`,
    )
    expect(coinSum?.sum).toBe(5_000)
    expect((await orderRow(h, sn)).status).toBe('CANCELLED')
    expect(await stockOf(h, w)).toBe(10)
    const none = await apply(h, m, body(sn, { refundAmount: '0.01' }))
    expect(none.status).toBe(409)
  })

  it('a completed order: the seller gives the income back; short → 409 and nothing moves; refund-only keeps the stock', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await completedOrder(h, w, m)
    expect((await moneyOfMember(h, w.seller.member.id)).balance).toBe(15_000n)
    const itemId = await firstItemId(h, sn)
    const asn = (await apply(h, m, body(sn, { itemId, refundAmount: '100.00' }))).body.result.sn
    await h.db.transaction((tx) =>
      walletDebit(h.app.ctx, tx, {
        memberId: w.seller.member.id,
        amount: c(6_000),
        reason: 'WITHDRAW',
        key: 'drain',
      }),
    )
    const before = await moneyOfMember(h, m.member.id)
    const short = await shopStep(h, w.seller, asn, 'accept')
    expect([short.status, short.body.code]).toEqual([409, ErrorCode.AFTER_SALE_SELLER_SHORT])
    expect((await moneyOfMember(h, m.member.id)).balance).toBe(before.balance)
    const [row] = await h.db.select().from(afterSales).where(eq(afterSales.sn, asn))
    expect(row?.status).toBe('APPLIED')
    await fundWallet(h, w.seller.member.id, '60.00', 'refill')
    const ok = await shopStep(h, w.seller, asn, 'accept')
    expect(ok.body.result.status).toBe('REFUNDED')
    const after = await moneyOfMember(h, w.seller.member.id)
    expect(after.balance).toBe(15_000n - 10_000n)
    expect(after.ledger).toBe(after.balance)
    expect((await moneyOfMember(h, m.member.id)).balance - before.balance).toBe(10_000n)
    expect((await orderRow(h, sn)).status).toBe('COMPLETED')
    expect(await stockOf(h, w)).toBe(9)
  })

  it('a refund before completion is taken from the income when the order completes', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await deliveredOrder(h, w, m)
    const itemId = await firstItemId(h, sn)
    const asn = (await apply(h, m, body(sn, { itemId, refundAmount: '20.00' }))).body.result.sn
    expect((await shopStep(h, w.seller, asn, 'accept')).body.result.status).toBe('REFUNDED')
    expect((await moneyOfMember(h, w.seller.member.id)).balance).toBe(0n)
    expect((await api(h, m, 'POST', `/buyer/order/order/${sn}/receiving`)).status).toBe(200)
    const seller = await moneyOfMember(h, w.seller.member.id)
    expect([seller.balance, seller.ledger]).toEqual([13_000n, 13_000n])
    const [row] = await h.db.select().from(afterSales).where(eq(afterSales.sn, asn))
    expect(row?.sellerDebited).toBe('20.00')
  })

  it('the provider part: a whole payment goes back through the provider; a part of one goes to the wallet', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const paidByCard = async () => {
      const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
      const res = await api<{ paymentId: string }>(h, m, 'POST', '/buyer/payment/pay', { sn, method: 'CARD' })
      expect((await decide(h, m.headers, res.body.result.paymentId, 'PAID')).status).toBe(200)
      return { sn, paymentId: res.body.result.paymentId }
    }
    const whole = await paidByCard()
    const before = await moneyOfMember(h, m.member.id)
    const a = (await apply(h, m, body(whole.sn))).body.result.sn
    const r = await shopStep(h, w.seller, a, 'accept')
    expect(r.body.result.refund).toEqual({ wallet: '0.00', provider: '150.00', coinsValue: '0.00', coins: 0 })
    const [payment] = await h.db.select().from(payments).where(eq(payments.id, whole.paymentId))
    expect(payment?.refundedAt).not.toBeNull()
    expect((await moneyOfMember(h, m.member.id)).balance).toBe(before.balance)
    const part = await paidByCard()
    const b = (await apply(h, m, body(part.sn, { refundAmount: '40.00' }))).body.result.sn
    expect((await shopStep(h, w.seller, b, 'accept')).body.result.refund.provider).toBe('40.00')
    const [kept] = await h.db.select().from(payments).where(eq(payments.id, part.paymentId))
    expect(kept?.refundedAt).toBeNull()
    const after = await moneyOfMember(h, m.member.id)
    expect([after.balance - before.balance, after.ledger]).toEqual([4_000n, after.balance])
  })

  it('the window: 7 days after completion, then refused', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await completedOrder(h, w, m)
    const eightDaysAgo = new Date(h.app.ctx.clock.now().getTime() - 8 * 24 * 3600 * 1000)
    await h.db.update(orders).set({ completedAt: eightDaysAgo }).where(eq(orders.sn, sn))
    const late = await apply(h, m, body(sn, { refundAmount: '1.00' }), 'zh-Hant')
    expect([late.status, late.body.code]).toEqual([409, ErrorCode.AFTER_SALE_ORDER_STATE])
    expect(late.body.message).toContain('7')
  })
})
