/**
 * The cashier and paying (docs/product/orders.md, "Paying"): wallet with the payment password,
 * coins for part at the settings' rate and cap, the provider through payments' sandbox with its
 * notification marking the orders paid once, and a payment that arrives after cancelling refunded.
 */
import { type Cashier, ErrorCode, type PayResult } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { giveCoins } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import {
  addToCart,
  api,
  buyer,
  createTrade,
  orderRow,
  payByWallet,
  placeOrder,
  shopWorld,
} from '../../../test/order-api.ts'
import {
  decide,
  fundWallet,
  notify,
  PAY_PASSWORD,
  setPayPassword,
  signedNotification,
  walletTotals,
} from '../../../test/wallet.ts'
import { payments } from '../../db/schema.ts'
import { balanceOf } from '../coins/index.ts'
import { putSetting } from '../site/index.ts'

const h = useTestApp()
const pay = (s: { headers: Record<string, string> }, body: object, lang = 'en') =>
  api<PayResult>(h, s, 'POST', '/buyer/payment/pay', body, lang)
const cashier = (s: { headers: Record<string, string> }, sn: string) =>
  api<Cashier>(h, s, 'GET', `/buyer/payment/cashier?sn=${sn}`)

/** Two shops' orders in one trade: HK$270 (2 × 120 + 30) and HK$89.70 (3 × 19.90 + 30). */
async function twoShopTrade() {
  const a = await shopWorld(h)
  const b = await shopWorld(h, [{ specs: [], price: '19.90', stock: 5 }])
  const m = await buyer(h)
  await addToCart(h, m, a.skuIds[0] as number, 2)
  await addToCart(h, m, b.skuIds[0] as number, 3)
  const trade = (await createTrade(h, m)).body.result
  return { a, b, m, trade }
}

describe('the cashier', () => {
  it('shows what is due, the methods, the coin rate and cap and the balances; another member gets 404', async () => {
    const { m, trade } = await twoShopTrade()
    await giveCoins(h, m.member.id, 5000)
    await fundWallet(h, m.member.id, '12.30')
    const res = await cashier(m, trade.tradeSn)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      sn: trade.tradeSn,
      total: '359.70',
      due: '359.70',
      walletBalance: '12.30',
      sandbox: true,
      coins: { balance: 5000, perDollar: 100, maxSharePercent: 50, max: 5000 },
    })
    expect(res.body.result.methods.every((x) => x.available)).toBe(true)
    // Half of 270.00 and of 89.70 is 135.00 + 44.85 = 17,985 coins at 100 a dollar.
    await giveCoins(h, m.member.id, 50_000)
    expect((await cashier(m, trade.tradeSn)).body.result.coins.max).toBe(17_985)
    const other = await buyer(h)
    expect((await cashier(other, trade.tradeSn)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND)
    expect((await cashier(other, 'T000')).status).toBe(404)
    expect((await api(h, null, 'GET', `/buyer/payment/cashier?sn=${trade.tradeSn}`)).status).toBe(401)
  })
})

describe('paying by wallet', () => {
  it('pays the whole trade at once: each order debited, PAID then waiting to ship', async () => {
    const { m, trade } = await twoShopTrade()
    await payByWallet(h, m, trade.tradeSn, '400.00')
    for (const o of trade.orders) {
      const row = await orderRow(h, o.sn)
      expect(row).toMatchObject({ status: 'UNDELIVERED', payMethod: 'WALLET', walletPaid: o.flowPrice })
    }
    expect(await walletTotals(h, m.member.id)).toEqual({ balance: 4030n, ledger: 4030n })
    const again = await pay(m, { sn: trade.tradeSn, method: 'WALLET', password: PAY_PASSWORD })
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.ORDER_NOTHING_TO_PAY])
  })

  it('refuses a missing or wrong password and too little money, writing nothing', async () => {
    const { m, trade } = await twoShopTrade()
    await setPayPassword(h, m.headers)
    const none = await pay(m, { sn: trade.tradeSn, method: 'WALLET' })
    expect([none.status, none.body.code]).toEqual([400, ErrorCode.PARAM_ERROR])
    const wrong = await pay(m, { sn: trade.tradeSn, method: 'WALLET', password: '000000' })
    expect(wrong.body.code).toBe(ErrorCode.WALLET_PASSWORD_REFUSED)
    await fundWallet(h, m.member.id, '300.00')
    await giveCoins(h, m.member.id, 100)
    const poor = await pay(m, { sn: trade.tradeSn, method: 'WALLET', password: PAY_PASSWORD, coins: 100 })
    expect([poor.status, poor.body.code]).toEqual([409, ErrorCode.WALLET_INSUFFICIENT])
    expect(await balanceOf(h.db, m.member.id)).toBe(100)
    expect(await walletTotals(h, m.member.id)).toEqual({ balance: 30000n, ledger: 30000n })
    for (const o of trade.orders) expect((await orderRow(h, o.sn)).status).toBe('UNPAID')
  })
})

describe('paying with coins', () => {
  it('takes coins for part of each order within the cap, the wallet for the rest', async () => {
    const { m, trade } = await twoShopTrade()
    await giveCoins(h, m.member.id, 20_000)
    // 15,000 coins = HK$150, given in the orders' order: the first (shop B's, HK$89.70) takes its cap
    // of 4,485 (HK$44.85), the second (HK$270) the other 10,515.
    await payByWallet(h, m, trade.tradeSn, '500.00', 15_000)
    const rows = await Promise.all(trade.orders.map((o) => orderRow(h, o.sn)))
    const [first, second] = rows.sort((x, y) => x.id - y.id)
    expect(first).toMatchObject({
      flowPrice: '89.70',
      coinsUsed: 4_485,
      coinsValue: '44.85',
      walletPaid: '44.85',
    })
    expect(second).toMatchObject({
      flowPrice: '270.00',
      coinsUsed: 10_515,
      coinsValue: '105.15',
      walletPaid: '164.85',
    })
    expect(await balanceOf(h.db, m.member.id)).toBe(5_000)
  })

  it('refuses more than the cap, coins that do not make whole cents, and bad numbers', async () => {
    const { m, trade } = await twoShopTrade()
    await giveCoins(h, m.member.id, 50_000)
    await setPayPassword(h, m.headers)
    const over = await pay(m, { sn: trade.tradeSn, method: 'WALLET', password: PAY_PASSWORD, coins: 17_986 })
    expect([over.status, over.body.code]).toEqual([400, ErrorCode.ORDER_COINS_INVALID])
    await putSetting(h.db, 'order.coinsPerDollar', 30)
    const step = await pay(m, { sn: trade.tradeSn, method: 'WALLET', password: PAY_PASSWORD, coins: 100 })
    expect([step.status, step.body.code]).toEqual([400, ErrorCode.ORDER_COINS_INVALID])
    for (const coins of [-1, 1.5, '1e3', 10 ** 12, 'x', '\u0000']) {
      const bad = await pay(m, { sn: trade.tradeSn, method: 'WALLET', password: PAY_PASSWORD, coins })
      expect([bad.status, bad.body.code]).toEqual([400, ErrorCode.PARAM_ERROR])
    }
    const bodies = [
      { sn: trade.tradeSn, method: 'CASH' },
      { sn: '', method: 'CARD' },
      { method: 'CARD' },
      { sn: `${trade.tradeSn}\u0000`, method: 'CARD' },
      { sn: trade.tradeSn, method: 'WALLET', password: 'a\u0000b' },
    ]
    for (const body of bodies) expect((await pay(m, body)).status).toBe(400)
    const huge = await pay(m, { sn: trade.tradeSn, method: 'WALLET', password: 'x'.repeat(1024 * 1024) })
    expect(huge.status).toBe(413)
    expect(await balanceOf(h.db, m.member.id)).toBe(50_000)
  })

  it('coins covering the whole price (a 100 % share) pay the order at once', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await putSetting(h.db, 'order.coinsMaxSharePercent', 100)
    await giveCoins(h, m.member.id, 15_000)
    const trade = await placeOrder(h, m, w.skuIds[0] as number)
    const res = await pay(m, { sn: trade.tradeSn, method: 'CARD', coins: 15_000 })
    expect(res.body.result).toMatchObject({ status: 'PAID', checkoutUrl: null })
    expect(await orderRow(h, trade.orders[0]?.sn ?? '')).toMatchObject({
      status: 'UNDELIVERED',
      payMethod: 'COINS',
    })
  })
})

describe('paying through the provider', () => {
  it('CARD opens an ORDER payment; its notification marks the orders paid exactly once', async () => {
    const { m, trade } = await twoShopTrade()
    const res = await pay(m, { sn: trade.tradeSn, method: 'FPS' })
    expect(res.body.result).toMatchObject({ status: 'PENDING', checkoutUrl: expect.stringContaining('/') })
    const id = res.body.result.paymentId ?? ''
    const [row] = await h.db.select().from(payments).where(eq(payments.id, id))
    expect(row).toMatchObject({ purpose: 'ORDER', ref: trade.tradeSn, amount: '359.70', status: 'PENDING' })
    for (const o of trade.orders) expect((await orderRow(h, o.sn)).status).toBe('UNPAID')
    const signed = await signedNotification(h, id)
    for (let i = 0; i < 5; i++) expect((await notify(h, signed)).status).toBe(200)
    for (const o of trade.orders) {
      expect(await orderRow(h, o.sn)).toMatchObject({
        status: 'UNDELIVERED',
        payMethod: 'PROVIDER',
        providerPaid: o.flowPrice,
      })
    }
    expect((await pay(m, { sn: trade.tradeSn, method: 'CARD' })).body.code).toBe(
      ErrorCode.ORDER_NOTHING_TO_PAY,
    )
  })

  it('a payment that arrives after the buyer cancelled is refunded, and the coins came back once', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await giveCoins(h, m.member.id, 1_000)
    const trade = await placeOrder(h, m, w.skuIds[0] as number)
    const sn = trade.orders[0]?.sn ?? ''
    const res = await pay(m, { sn, method: 'CARD', coins: 1_000 })
    expect(await balanceOf(h.db, m.member.id)).toBe(0)
    expect((await api(h, m, 'POST', `/buyer/order/order/${sn}/cancel`)).status).toBe(200)
    expect(await balanceOf(h.db, m.member.id)).toBe(1_000)
    const paid = await decide(h, m.headers, res.body.result.paymentId ?? '', 'PAID')
    expect(paid.status).toBe(200)
    const [row] = await h.db
      .select()
      .from(payments)
      .where(eq(payments.id, res.body.result.paymentId ?? ''))
    expect(row?.refundedAt).not.toBeNull()
    expect((await orderRow(h, sn)).status).toBe('CANCELLED')
    expect(await balanceOf(h.db, m.member.id)).toBe(1_000)
  })

  it('an older payment replaced by a newer one is refunded when it is paid; the newer one pays', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    const first = (await pay(m, { sn, method: 'CARD' })).body.result.paymentId ?? ''
    const second = (await pay(m, { sn, method: 'FPS' })).body.result.paymentId ?? ''
    await decide(h, m.headers, first, 'PAID')
    expect((await orderRow(h, sn)).status).toBe('UNPAID')
    await decide(h, m.headers, second, 'PAID')
    expect(await orderRow(h, sn)).toMatchObject({ status: 'UNDELIVERED', paymentId: second })
    const rows = await h.db.select().from(payments).where(eq(payments.ref, sn))
    expect(rows.find((p) => p.id === first)?.refundedAt).not.toBeNull()
    expect(rows.find((p) => p.id === second)?.refundedAt).toBeNull()
  })

  it('a failed payment leaves the order unpaid, to pay again', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    const id = (await pay(m, { sn, method: 'CARD' })).body.result.paymentId ?? ''
    await decide(h, m.headers, id, 'FAILED')
    expect((await orderRow(h, sn)).status).toBe('UNPAID')
    expect((await cashier(m, sn)).body.result.due).toBe('150.00')
  })
})
