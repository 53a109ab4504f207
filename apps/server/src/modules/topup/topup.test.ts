import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { coinBalance } from '../coins/coins.service.ts'
import { toCents } from './packages.ts'
import { loadSandboxSecret, type SandboxNotification, sign } from './sandbox-provider.ts'

const h = useTestApp()
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

describe('top-up', () => {
  it('lists packages with exact HK$ prices', async () => {
    const s = await createSignedIn(h)
    const res = await call<{ packages: { id: string; price: string }[] }>(h.app, {
      method: 'GET',
      url: '/buyer/members/topup',
      headers: s.headers,
    })
    expect(res.body.result.packages.map((p) => p.price)).toEqual(['8.00', '22.00', '68.00'])
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
      timestamp: 1,
    }
    const notify = (body: object, signature: string) =>
      call(h.app, {
        method: 'POST',
        url: '/buyer/payment/notify/sandbox',
        headers: { 'x-sandbox-signature': signature },
        payload: body,
      })

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
  })

  it('refuses another member’s payment and unknown packages', async () => {
    const owner = await createSignedIn(h)
    const other = await createSignedIn(h)
    const p = await buy(owner.headers)
    expect((await decide(other.headers, p.id, 'PAID')).status).toBe(403)
    expect(
      (await call(h.app, { method: 'GET', url: `/buyer/members/topup/${p.id}`, headers: other.headers }))
        .status,
    ).toBe(403)
    const bad = await call(h.app, {
      method: 'POST',
      url: '/buyer/members/topup',
      headers: owner.headers,
      payload: { packageId: 'free' },
    })
    expect(bad.status).toBe(400)
    expect(await coinBalance(h.app.ctx, other.member.id)).toBe(0)
  })
})
