/**
 * Callbacks exactly once under races (docs/product/money.md, "Callbacks"). Real parallelism needs
 * PostgreSQL (npm run test:pg, or TEST_DATABASE_URL); on PGlite the same calls run one by one.
 */
import { moneyOf } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { notify, openRecharge, signedNotification, walletTotals } from '../../../test/wallet.ts'
import { coinLedger, payments, walletLedger } from '../../db/schema.ts'
import type { DomainEvents } from '../../lib/events.ts'
import { coinBalance } from '../coins/coins.service.ts'

const h = useTestApp()
const settled: DomainEvents['payment.settled'][] = []
beforeAll(() => {
  h.app.ctx.events.on('payment.settled', async (e) => {
    settled.push(e)
  })
})

describe('payment callbacks under concurrency', () => {
  it('100 parallel replays of one PAID callback: one settlement, one credit', async () => {
    const s = await createSignedIn(h)
    const p = await openRecharge(h, s.headers, '99.90')
    const signed = await signedNotification(h, p.id, 'PAID')
    const results = await Promise.all(Array.from({ length: 100 }, () => notify(h, signed)))
    expect(results.every((r) => r.status === 200 && r.body.result.status === 'PAID')).toBe(true)
    expect(settled.filter((e) => e.payment.id === p.id)).toHaveLength(1)
    const credits = await h.db.select().from(walletLedger).where(eq(walletLedger.memberId, s.member.id))
    expect(credits).toHaveLength(1)
    expect(await walletTotals(h, s.member.id)).toEqual({
      balance: moneyOf('99.90'),
      ledger: moneyOf('99.90'),
    })
  }, 120_000)

  it('a top-up’s PAID callback 100 times in parallel credits its coins once', async () => {
    const s = await createSignedIn(h)
    const bought = await call<{ id: string }>(h.app, {
      method: 'POST',
      url: '/buyer/members/topup',
      headers: s.headers,
      payload: { packageId: 'coins-300' },
    })
    const signed = await signedNotification(h, bought.body.result.id, 'PAID')
    await Promise.all(Array.from({ length: 100 }, () => notify(h, signed)))
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(300)
    expect(await h.db.select().from(coinLedger).where(eq(coinLedger.memberId, s.member.id))).toHaveLength(1)
  }, 120_000)

  it('PAID and FAILED callbacks racing: one wins, one event, money only if PAID won', async () => {
    const s = await createSignedIn(h)
    const p = await openRecharge(h, s.headers, '10')
    const paid = await signedNotification(h, p.id, 'PAID')
    const failed = await signedNotification(h, p.id, 'FAILED')
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => notify(h, i % 2 ? paid : failed)))
    const events = settled.filter((e) => e.payment.id === p.id)
    expect(events).toHaveLength(1)
    const [row] = await h.db.select().from(payments).where(eq(payments.id, p.id))
    expect(row?.status).toBe(events[0]?.status)
    expect(new Set(results.map((r) => r.body.result.status))).toEqual(new Set([row?.status]))
    const expected = row?.status === 'PAID' ? moneyOf('10') : moneyOf('0')
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: expected, ledger: expected })
  }, 120_000)
})
