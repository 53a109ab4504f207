/**
 * The sandbox credits coins without money: in production it exists only when PAYMENTS_SANDBOX is
 * on (docs/decisions.md, Top-up). Production apps, with and without the setting; the wallet's
 * recharges and the payments' routes follow the same rule (docs/product/money.md).
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, type TestApp, useTestApp } from '../../../test/harness.ts'
import { coinLedger, payments, walletLedger } from '../../db/schema.ts'
import { coinBalance } from '../coins/coins.service.ts'
import { refundPayment } from '../payments/payments.service.ts'
import { loadSandboxSecret, type SandboxNotification, sign } from '../payments/sandbox-provider.ts'
import { walletBalance } from '../wallet/wallet.service.ts'

type Payment = { id: string; status: string; checkoutUrl: string | null }
type Overview = { packages: unknown[]; payments: Payment[]; provider: { sandbox: boolean } | null }

/** The attack: buy the biggest package, then "pay" it on the sandbox checkout with one's own token. */
async function attack(h: TestApp, headers: Record<string, string>) {
  const bought = await call<Payment>(h.app, {
    method: 'POST',
    url: '/buyer/members/topup',
    headers,
    payload: { packageId: 'coins-1000' },
  })
  // Without a payment from the API, try a made-up id: the route must not exist at all.
  const id = bought.status === 200 ? bought.body.result.id : randomUUID()
  const decided = await call<Payment>(h.app, {
    method: 'POST',
    url: `/buyer/payment/sandbox/${id}/decide`,
    headers,
    payload: { outcome: 'PAID' },
  })
  return { bought, decided }
}

const ledgerOf = (h: TestApp, memberId: number) =>
  h.db.select().from(coinLedger).where(eq(coinLedger.memberId, memberId))

describe('production without PAYMENTS_SANDBOX', () => {
  const h = useTestApp({ NODE_ENV: 'production', ALLOW_NO_MAIL: 'true', PHONE_VERIFICATION: 'off' })

  it('has no provider: buying answers 503 40008, the sandbox routes are 404, no coins', async () => {
    expect(h.config.PAYMENTS_SANDBOX).toBe(false)
    const s = await createSignedIn(h)
    const { bought, decided } = await attack(h, { ...s.headers, language: 'en' })
    expect(bought.status).toBe(503)
    expect(bought.body.code).toBe(40008)
    expect(bought.body.message).toBe('Top-up is unavailable: this site has no payment provider configured')
    expect(decided.status).toBe(404)
    expect(decided.body.code).toBe(4004)
    expect(await h.db.select().from(payments)).toEqual([])
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(0)
    expect(await ledgerOf(h, s.member.id)).toEqual([])

    const zh = await call(h.app, {
      method: 'POST',
      url: '/buyer/members/topup',
      headers: s.headers,
      payload: { packageId: 'coins-100' },
    })
    expect(zh.body.message).toBe('暫時未能增值：本站未設定付款服務')
  })

  it('tells the web app top-up is unavailable', async () => {
    const s = await createSignedIn(h)
    const res = await call<Overview>(h.app, {
      method: 'GET',
      url: '/buyer/members/topup',
      headers: s.headers,
    })
    expect(res.status).toBe(200)
    expect(res.body.result.provider).toBeNull()
    expect(res.body.result.packages).toHaveLength(3)
  })

  it('a pending sandbox payment from before cannot be settled: decide and notify are 404', async () => {
    const s = await createSignedIn(h)
    const id = randomUUID()
    await h.db.insert(payments).values({
      id,
      memberId: s.member.id,
      packageId: 'coins-1000',
      coins: 1000,
      amount: '68.00',
      provider: 'sandbox',
      providerRef: `sbx_${id.slice(0, 8)}`,
      createdAt: h.clock.now(),
    })
    const decided = await call(h.app, {
      method: 'POST',
      url: `/buyer/payment/sandbox/${id}/decide`,
      headers: s.headers,
      payload: { outcome: 'PAID' },
    })
    expect(decided.status).toBe(404)
    // Even a correctly signed notification finds no route.
    const n: SandboxNotification = {
      paymentId: id,
      status: 'PAID',
      amountCents: 6800,
      providerRef: `sbx_${id.slice(0, 8)}`,
      timestamp: h.clock.now().getTime(),
    }
    const notified = await call(h.app, {
      method: 'POST',
      url: '/buyer/payment/notify/sandbox',
      headers: { 'x-sandbox-signature': sign(await loadSandboxSecret(h.db), n) },
      payload: n,
    })
    expect(notified.status).toBe(404)
    expect(notified.body.code).toBe(4004)
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(0)
    expect(await ledgerOf(h, s.member.id)).toEqual([])
    const shown = await call<Payment>(h.app, {
      method: 'GET',
      url: `/buyer/members/topup/${id}`,
      headers: s.headers,
    })
    expect(shown.body.result).toMatchObject({ status: 'PENDING', checkoutUrl: null })
  })
})

describe('production without PAYMENTS_SANDBOX: the other payments', () => {
  const h = useTestApp({ NODE_ENV: 'production', ALLOW_NO_MAIL: 'true', PHONE_VERIFICATION: 'off' })

  it('a wallet recharge answers 503 40008 and writes nothing', async () => {
    const s = await createSignedIn(h)
    const res = await call(h.app, {
      method: 'POST',
      url: '/buyer/wallet/recharge',
      headers: { ...s.headers, language: 'en' },
      payload: { amount: '100', method: 'FPS' },
    })
    expect([res.status, res.body.code]).toEqual([503, 40008])
    expect(res.body.message).toBe(
      'Paying by card or FPS is unavailable: this site has no payment provider configured',
    )
    expect(await h.db.select().from(payments)).toEqual([])
    expect(await h.db.select().from(walletLedger)).toEqual([])
  })

  it('an old sandbox payment is shown without a checkout, cannot be settled, and cannot be refunded (40011)', async () => {
    const s = await createSignedIn(h)
    const id = randomUUID()
    await h.db.insert(payments).values({
      id,
      memberId: s.member.id,
      purpose: 'RECHARGE',
      ref: 'RC1',
      amount: '100.00',
      provider: 'sandbox',
      providerRef: `sbx_${id.slice(0, 8)}`,
      status: 'PAID',
      createdAt: h.clock.now(),
    })
    const shown = await call<Payment & { provider: unknown }>(h.app, {
      method: 'GET',
      url: `/buyer/payment/payments/${id}`,
      headers: s.headers,
    })
    expect(shown.body.result).toMatchObject({ status: 'PAID', checkoutUrl: null, provider: null })
    const refused = await h.db
      .transaction((tx) => refundPayment(h.app.ctx, tx, id, 'cancelled'))
      .catch((err: unknown) => err)
    expect(refused).toMatchObject({ status: 409, code: 40011 })
    expect((await h.db.select().from(payments))[0]?.refundedAt).toBeNull()
  })
})

describe('production with PAYMENTS_SANDBOX=true (a demo site)', () => {
  const h = useTestApp({
    NODE_ENV: 'production',
    ALLOW_NO_MAIL: 'true',
    PHONE_VERIFICATION: 'off',
    PAYMENTS_SANDBOX: 'true',
  })

  it('the sandbox works and says it is one', async () => {
    const s = await createSignedIn(h)
    const overview = await call<Overview>(h.app, {
      method: 'GET',
      url: '/buyer/members/topup',
      headers: s.headers,
    })
    expect(overview.body.result.provider).toEqual({ name: 'sandbox', sandbox: true })
    const { bought, decided } = await attack(h, s.headers)
    expect(bought.status).toBe(200)
    expect(decided.status).toBe(200)
    expect(decided.body.result.status).toBe('PAID')
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(1000)
  })

  it('a wallet recharge works through the sandbox too', async () => {
    const s = await createSignedIn(h)
    const opened = await call<Payment>(h.app, {
      method: 'POST',
      url: '/buyer/wallet/recharge',
      headers: s.headers,
      payload: { amount: '10' },
    })
    expect(opened.body.result.checkoutUrl).toBe(`/payMent?paymentId=${opened.body.result.id}`)
    const decided = await call<Payment>(h.app, {
      method: 'POST',
      url: `/buyer/payment/sandbox/${opened.body.result.id}/decide`,
      headers: s.headers,
      payload: { outcome: 'PAID' },
    })
    expect(decided.body.result.status).toBe('PAID')
    expect(await walletBalance(h.db, s.member.id)).toBe(1000n)
  })
})
