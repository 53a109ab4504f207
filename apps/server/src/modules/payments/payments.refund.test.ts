/**
 * Refunds and the log of refused notifications (docs/product/money.md, "Refunds", "Callbacks"):
 * only a paid payment is given back, once, through the provider that took it; the status stays
 * PAID with the refund's time, reference and reason. A refused notification leaves a log line.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { decide, openRecharge, type PaymentView, signedNotification } from '../../../test/wallet.ts'
import { buildApp } from '../../app.ts'
import { payments } from '../../db/schema.ts'
import { refundPayment } from './payments.service.ts'

const h = useTestApp()
const refund = (id: string, reason = 'order cancelled') =>
  h.db.transaction((tx) => refundPayment(h.app.ctx, tx, id, reason))
const rowOf = async (id: string) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0]
const codeOf = (err: unknown) => (err as { code?: number }).code

describe('refunds', () => {
  it('gives a paid payment back once: status PAID, refund time, reference and reason; repeats change nothing', async () => {
    const s = await createSignedIn(h)
    const p = await openRecharge(h, s.headers, '25.50')
    await decide(h, s.headers, p.id, 'PAID')
    const first = await refund(p.id)
    expect(first).toMatchObject({
      status: 'PAID',
      refundRef: `sbx_rf_${p.id.slice(0, 8)}`,
      refundReason: 'order cancelled',
    })
    expect(first.refundedAt).toEqual(h.clock.now())
    h.clock.advance(60_000)
    const again = await refund(p.id, 'another reason')
    expect(again.refundedAt).toEqual(first.refundedAt)
    expect(again.refundReason).toBe('order cancelled')
    const shown = await call<PaymentView>(h.app, {
      method: 'GET',
      url: `/buyer/payment/payments/${p.id}`,
      headers: s.headers,
    })
    expect(shown.body.result).toMatchObject({ status: 'PAID', refundTime: first.refundedAt?.toISOString() })
  })

  it('refuses a pending or failed payment (409 40010) and an unknown one (404 40005); nothing is written', async () => {
    const s = await createSignedIn(h)
    const pending = await openRecharge(h, s.headers, '10')
    const failed = await openRecharge(h, s.headers, '11')
    await decide(h, s.headers, failed.id, 'FAILED')
    for (const id of [pending.id, failed.id]) {
      expect(codeOf(await refund(id).catch((e: unknown) => e))).toBe(40010)
      expect((await rowOf(id))?.refundedAt).toBeNull()
    }
    expect(codeOf(await refund(randomUUID()).catch((e: unknown) => e))).toBe(40005)
  })

  it('refuses a paid payment whose provider is no longer configured (409 40011)', async () => {
    const s = await createSignedIn(h)
    const id = randomUUID()
    await h.db.insert(payments).values({
      id,
      memberId: s.member.id,
      purpose: 'ORDER',
      ref: 'T1',
      amount: '9.90',
      provider: 'old-acquirer',
      status: 'PAID',
      createdAt: h.clock.now(),
    })
    expect(codeOf(await refund(id).catch((e: unknown) => e))).toBe(40011)
    expect((await rowOf(id))?.refundedAt).toBeNull()
  })
})

describe('refused notifications', () => {
  it('are logged with what they claimed, never the signature', async () => {
    const lines: string[] = []
    const app = await buildApp({
      config: h.config,
      db: h.db,
      clock: h.clock,
      mailer: h.mailer,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    })
    try {
      const s = await createSignedIn(h)
      const p = await openRecharge(h, s.headers, '12')
      const good = await signedNotification(h, p.id)
      const post = (signed: { body: object; headers: Record<string, string> }) =>
        app.inject({
          method: 'POST',
          url: '/buyer/payment/notify/sandbox',
          headers: signed.headers,
          payload: signed.body,
        })
      expect((await post({ ...good, headers: { 'x-sandbox-signature': 'a'.repeat(64) } })).statusCode).toBe(
        400,
      )
      expect((await post(await signedNotification(h, p.id, 'PAID', { amountCents: 1 }))).statusCode).toBe(400)
      expect((await post(await signedNotification(h, randomUUID()))).statusCode).toBe(404)
      const refused = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'payment notification refused')
      expect(refused.map((l) => l.code)).toEqual([40006, 40006, 40005])
      expect(refused[1]).toMatchObject({ provider: 'sandbox', claimed: { paymentId: p.id, amountCents: 1 } })
      expect(lines.join('\n')).not.toContain('a'.repeat(64))
      // An accepted one is not a warning.
      expect((await post(good)).statusCode).toBe(200)
      expect(lines.filter((l) => l.includes('refused'))).toHaveLength(3)
    } finally {
      await app.close()
    }
  })
})
