import { randomUUID } from 'node:crypto'
import { moneyOf, moneyToSafeCents } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { coinLedger, payments } from '../../db/schema.ts'
import { coinBalance } from '../coins/coins.service.ts'
import { NOTIFICATION_MAX_SKEW_MS } from '../payments/provider.ts'
import { loadSandboxSecret, type SandboxNotification, sign } from '../payments/sandbox-provider.ts'

const h = useTestApp()
/** A package price as a provider is told it: whole cents, through the contract's Money. */
const toCents = (price: string) => moneyToSafeCents(moneyOf(price))
type Payment = { id: string; coins: number; price: string; status: string; checkoutUrl: string }

async function buy(headers: Record<string, string>, packageId = 'coins-100') {
  const res = await call<Payment>(h.app, {
    method: 'POST',
    url: '/buyer/members/topup',
    headers,
    payload: { packageId },
  })
  expect(res.status).toBe(200)
  return res.body.result
}

const decide = (headers: Record<string, string>, id: string, outcome: string) =>
  call<Payment>(h.app, {
    method: 'POST',
    url: `/buyer/payment/sandbox/${id}/decide`,
    headers,
    payload: { outcome },
  })

const notify = (body: object, signature: string) =>
  call(h.app, {
    method: 'POST',
    url: '/buyer/payment/notify/sandbox',
    headers: { 'x-sandbox-signature': signature },
    payload: body,
  })

async function signedNotification(paymentId: string, timestamp: number) {
  const [row] = await h.db.select().from(payments).where(eq(payments.id, paymentId))
  const n: SandboxNotification = {
    paymentId,
    status: 'PAID',
    amountCents: row ? toCents(row.amount) : 0,
    providerRef: row?.providerRef ?? '',
    timestamp,
  }
  return { n, signature: sign(await loadSandboxSecret(h.db), n) }
}

const ledgerOf = (memberId: number) => h.db.select().from(coinLedger).where(eq(coinLedger.memberId, memberId))
const statusOf = async (id: string) =>
  (await h.db.select().from(payments).where(eq(payments.id, id)))[0]?.status

describe('top-up', () => {
  it('lists packages with exact HK$ prices and says the provider is the sandbox', async () => {
    const s = await createSignedIn(h)
    const res = await call<{ packages: { id: string; price: string }[]; provider: unknown }>(h.app, {
      method: 'GET',
      url: '/buyer/members/topup',
      headers: s.headers,
    })
    expect(res.body.result.packages.map((p) => p.price)).toEqual(['8.00', '22.00', '68.00'])
    expect(res.body.result.provider).toEqual({ name: 'sandbox', sandbox: true })
    expect(toCents('12.5')).toBe(1250)
    expect(toCents('0.07')).toBe(7)
  })

  it('credits the coins once when the payer confirms on the sandbox checkout', async () => {
    const s = await createSignedIn(h)
    const p = await buy(s.headers)
    expect(p).toMatchObject({
      coins: 100,
      price: '8.00',
      status: 'PENDING',
      checkoutUrl: `/payMent?paymentId=${p.id}`,
    })
    const paid = await decide(s.headers, p.id, 'PAID')
    expect(paid.body.result.status).toBe('PAID')
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(100)
    const again = await decide(s.headers, p.id, 'PAID')
    expect(again.status).toBe(409)
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(100)
  })

  it('credits nothing when the payment fails', async () => {
    const s = await createSignedIn(h)
    const p = await buy(s.headers)
    expect((await decide(s.headers, p.id, 'FAILED')).body.result.status).toBe('FAILED')
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(0)
  })

  it('acknowledges a replayed notification without paying twice, and refuses forged ones', async () => {
    const s = await createSignedIn(h)
    const p = await buy(s.headers)
    const row = await h.app.ctx.db.query.payments.findFirst({ where: (t, { eq }) => eq(t.id, p.id) })
    const n = {
      paymentId: p.id,
      status: 'PAID',
      amountCents: 800,
      providerRef: row?.providerRef ?? '',
      timestamp: h.clock.now().getTime(),
    }

    const forged = await notify(n, 'f'.repeat(64))
    expect(forged.status).toBe(400)
    expect(forged.body.code).toBe(40006)
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(0)

    const good = sign(await loadSandboxSecret(h.db), n as SandboxNotification)
    expect((await notify(n, good)).status).toBe(200)
    expect((await notify(n, good)).status).toBe(200)
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(100)

    const tampered = { ...n, amountCents: 1 }
    expect((await notify(tampered, good)).body.code).toBe(40006)
    // Correctly signed but not matching the payment (amount): refused with the same code.
    const other = await buy(s.headers)
    const wrong = { ...(await signedNotification(other.id, n.timestamp)).n, amountCents: 1 }
    const wrongRes = await notify(wrong, sign(await loadSandboxSecret(h.db), wrong))
    expect([wrongRes.status, wrongRes.body.code]).toEqual([400, 40006])
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(100)
  })

  it('refuses notifications sent more than 10 minutes from our clock, either way; nothing changes', async () => {
    const s = await createSignedIn(h)
    const p = await buy(s.headers)
    const now = h.clock.now().getTime()
    for (const timestamp of [now - NOTIFICATION_MAX_SKEW_MS - 1, now + NOTIFICATION_MAX_SKEW_MS + 1, 1]) {
      const { n, signature } = await signedNotification(p.id, timestamp)
      const res = await notify(n, signature)
      expect(res.status, String(timestamp - now)).toBe(400)
      expect(res.body.code).toBe(40009)
      expect(await statusOf(p.id)).toBe('PENDING')
      expect(await ledgerOf(s.member.id)).toEqual([])
    }
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(0)
    const stale = await signedNotification(p.id, now - NOTIFICATION_MAX_SKEW_MS - 1)
    const en = await call(h.app, {
      method: 'POST',
      url: '/buyer/payment/notify/sandbox',
      headers: { 'x-sandbox-signature': stale.signature, language: 'en' },
      payload: stale.n,
    })
    expect(en.body.message).toMatch(/time/)
    // Inside the window (a provider's clock a little off) it is accepted.
    const fresh = await signedNotification(p.id, now - NOTIFICATION_MAX_SKEW_MS + 1000)
    expect((await notify(fresh.n, fresh.signature)).status).toBe(200)
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(100)
  })

  it('answers another member’s payment exactly like a missing one', async () => {
    const owner = await createSignedIn(h)
    const other = await createSignedIn(h)
    const p = await buy(owner.headers)
    const missing = randomUUID()
    const same = (res: { status: number; body: { code: number; message: string } }) => [
      res.status,
      res.body.code,
      res.body.message,
    ]
    for (const language of ['zh-Hant', 'en']) {
      const headers = { ...other.headers, language }
      const get = (id: string) => call(h.app, { method: 'GET', url: `/buyer/members/topup/${id}`, headers })
      const theirs = await get(p.id)
      expect(theirs.status).toBe(404)
      expect(theirs.body.code).toBe(40005)
      expect(same(theirs)).toEqual(same(await get(missing)))
      const decided = await decide(headers, p.id, 'PAID')
      expect(decided.status).toBe(404)
      expect(same(decided)).toEqual(same(await decide(headers, missing, 'PAID')))
    }
    expect(await statusOf(p.id)).toBe('PENDING')
    expect(await coinBalance(h.app.ctx, other.member.id)).toBe(0)
    expect(await coinBalance(h.app.ctx, owner.member.id)).toBe(0)
  })

  it('refuses unknown packages', async () => {
    const owner = await createSignedIn(h)
    const bad = await call(h.app, {
      method: 'POST',
      url: '/buyer/members/topup',
      headers: owner.headers,
      payload: { packageId: 'free' },
    })
    expect(bad.status).toBe(400)
    expect(await h.db.select().from(payments)).toEqual([])
  })
})
