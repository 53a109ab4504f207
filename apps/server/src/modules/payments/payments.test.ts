/**
 * Payments beyond top-up (docs/product/money.md, "Payments" and "Callbacks"): a payment of any
 * purpose, its view, the method, settling exactly once with one `payment.settled`, replays and
 * reorderings that change nothing, and refusals.
 */
import { randomUUID } from 'node:crypto'
import { moneyOf } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import {
  decide,
  notify,
  openRecharge,
  type PaymentView,
  signedNotification,
  walletTotals,
} from '../../../test/wallet.ts'
import { payments, walletLedger } from '../../db/schema.ts'
import type { DomainEvents } from '../../lib/events.ts'
import { openPayment } from './payments.service.ts'

const h = useTestApp()
const settled: DomainEvents['payment.settled'][] = []
const settledFor = (id: string) => settled.filter((e) => e.payment.id === id)

const view = (headers: Record<string, string>, id: string) =>
  call<PaymentView>(h.app, { method: 'GET', url: `/buyer/payment/payments/${id}`, headers })
const rowOf = async (id: string) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0]

beforeAll(() => {
  h.app.ctx.events.on('payment.settled', async (e) => {
    settled.push(e)
  })
})

describe('payments', () => {
  it('opens a payment for any purpose with its method; the checkout is the sandbox page', async () => {
    const s = await createSignedIn(h)
    const opened = await h.db.transaction((tx) =>
      openPayment(h.app.ctx, tx, {
        memberId: s.member.id,
        purpose: 'ORDER',
        ref: 'T2026112300001',
        amount: moneyOf('123.45'),
        method: 'FPS',
      }),
    )
    expect(opened.checkoutUrl).toBe(`/payMent?paymentId=${opened.payment.id}`)
    const res = await view(s.headers, opened.payment.id)
    expect(res.body.result).toMatchObject({
      purpose: 'ORDER',
      ref: 'T2026112300001',
      amount: '123.45',
      price: '123.45',
      method: 'FPS',
      status: 'PENDING',
      refundTime: null,
      checkoutUrl: `/payMent?paymentId=${opened.payment.id}`,
      provider: { name: 'sandbox', sandbox: true },
    })
    const card = await openRecharge(h, s.headers, '50')
    expect(card).toMatchObject({ purpose: 'RECHARGE', method: 'CARD', amount: '50.00' })
    expect(card.ref).toMatch(/^RC20261123\d{8}$/)
  })

  it('answers another member’s payment exactly like a missing one', async () => {
    const owner = await createSignedIn(h)
    const other = await createSignedIn(h)
    const p = await openRecharge(h, owner.headers, '20')
    for (const language of ['zh-Hant', 'en']) {
      const headers = { ...other.headers, language }
      const theirs = await view(headers, p.id)
      const missing = await view(headers, randomUUID())
      expect([theirs.status, theirs.body.code]).toEqual([404, 40005])
      expect([missing.status, missing.body.code, missing.body.message]).toEqual([
        theirs.status,
        theirs.body.code,
        theirs.body.message,
      ])
    }
    expect((await call(h.app, { method: 'GET', url: `/buyer/payment/payments/${p.id}` })).body.code).toBe(
      20003,
    )
  })

  it('settles once and emits payment.settled once, however often the PAID notification repeats', async () => {
    const s = await createSignedIn(h)
    const p = await openRecharge(h, s.headers, '88.80')
    const signed = await signedNotification(h, p.id, 'PAID')
    for (let i = 0; i < 5; i++) {
      const res = await notify(h, signed)
      expect([res.status, res.body.result.status]).toEqual([200, 'PAID'])
    }
    expect(settledFor(p.id).map((e) => e.status)).toEqual(['PAID'])
    expect(await walletTotals(h, s.member.id)).toEqual({
      balance: moneyOf('88.80'),
      ledger: moneyOf('88.80'),
    })
    // A FAILED notification after the PAID one (reordered) is acknowledged and changes nothing.
    const failed = await notify(h, await signedNotification(h, p.id, 'FAILED'))
    expect([failed.status, failed.body.result.status]).toEqual([200, 'PAID'])
    expect((await rowOf(p.id))?.status).toBe('PAID')
    expect(settledFor(p.id)).toHaveLength(1)
  })

  it('a PAID notification replayed after a FAILED one changes nothing', async () => {
    const s = await createSignedIn(h)
    const p = await openRecharge(h, s.headers, '30')
    expect((await decide(h, s.headers, p.id, 'FAILED')).body.result.status).toBe('FAILED')
    const late = await notify(h, await signedNotification(h, p.id, 'PAID'))
    expect([late.status, late.body.result.status]).toEqual([200, 'FAILED'])
    expect((await rowOf(p.id))?.status).toBe('FAILED')
    expect(settledFor(p.id).map((e) => e.status)).toEqual(['FAILED'])
    expect(await h.db.select().from(walletLedger).where(eq(walletLedger.memberId, s.member.id))).toEqual([])
    expect((await decide(h, s.headers, p.id, 'PAID')).body.code).toBe(40007)
  })

  it('refuses a wrong signature, amount, reference or payment; nothing changes', async () => {
    const s = await createSignedIn(h)
    const p = await openRecharge(h, s.headers, '40')
    const good = await signedNotification(h, p.id)
    const refusals = [
      { ...good, headers: { 'x-sandbox-signature': 'f'.repeat(64) } },
      { ...good, headers: {} },
      await signedNotification(h, p.id, 'PAID', { amountCents: 1 }),
      await signedNotification(h, p.id, 'PAID', { providerRef: 'sbx_other' }),
      { ...good, body: { ...good.body, amountCents: 1 } },
    ]
    for (const signed of refusals) {
      const res = await notify(h, signed)
      expect([res.status, res.body.code]).toEqual([400, 40006])
    }
    const unknown = await notify(h, await signedNotification(h, randomUUID()))
    expect([unknown.status, unknown.body.code]).toEqual([404, 40005])
    expect((await rowOf(p.id))?.status).toBe('PENDING')
    expect(settledFor(p.id)).toEqual([])
    expect((await walletTotals(h, s.member.id)).balance).toBe(moneyOf('0'))
  })
})
