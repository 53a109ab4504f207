/**
 * Coins in the console (docs/admin.md, "Coins"): adjustments (one ledger entry, the notice, the
 * audit row, never below zero under concurrency, Idempotency-Key), the member's ledger, and the
 * coin packages and task rewards that top-up and tasks read at once.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { auditLog, coinLedger, notices } from '../../db/schema.ts'
import { coinBalance, earn } from '../coins/coins.service.ts'
import { loadRewards } from '../tasks/rewards.ts'
import { DEFAULT_PACKAGES, loadPackages } from '../topup/packages.ts'

const h = useTestApp()
const coinsUrl = (id: number | string) => `/admin/api/members/${id}/coins`
const SETTINGS = '/admin/api/settings/coins'

interface Adjusted {
  entry: { amount: number; direction: string; reason: string; balanceAfter: number }
  balance: number
  repeated: boolean
}

const adjust = (headers: Record<string, string>, id: number | string, payload: unknown) =>
  call<Adjusted>(h.app, { method: 'POST', url: coinsUrl(id), headers, payload: payload as object })

async function ledgerSum(memberId: number) {
  const [row] = await queryRows<{ sum: number }>(
    h.db,
    sql`select coalesce(sum(amount), 0)::int as sum from coin_ledger where member_id = ${memberId}`,
  )
  return row?.sum ?? 0
}

describe('POST /admin/api/members/:id/coins', () => {
  it('adds and takes coins: one ADMIN_ADJUST entry each, a SYSTEM_POINT_CHANGE notice with the reason, audited', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    const add = await adjust(admin.headers, member.id, { amount: 50, reason: '活動獎勵' })
    expect(add.status).toBe(200)
    expect(add.body.result).toMatchObject({
      balance: 50,
      repeated: false,
      entry: { amount: 50, direction: 'INCREASE', reason: 'ADMIN_ADJUST', balanceAfter: 50 },
    })
    const take = await adjust(admin.headers, member.id, { amount: -20, reason: 'Refund reversed' })
    expect(take.body.result).toMatchObject({ balance: 30, entry: { direction: 'REDUCE', amount: 20 } })

    const ledger = await h.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.memberId, member.id))
      .orderBy(coinLedger.id)
    expect(ledger.map((e) => [e.amount, e.balanceAfter, e.reason])).toEqual([
      [50, 50, 'ADMIN_ADJUST'],
      [-20, 30, 'ADMIN_ADJUST'],
    ])
    const told = await h.db.select().from(notices).where(eq(notices.memberId, member.id)).orderBy(notices.id)
    expect(told.map((n) => [n.type, n.pointChangeType])).toEqual([
      ['SYSTEM_POINT_CHANGE', 'INCREASE'],
      ['SYSTEM_POINT_CHANGE', 'REDUCE'],
    ])
    expect(told[0]?.content['zh-Hant']).toBe('金幣調整（活動獎勵）：獲得 50 金幣，結餘 50 金幣')
    expect(told[1]?.content.en).toBe('Coin adjustment (Refund reversed): -20 coins, balance 30')
    const audits = await h.db.select().from(auditLog).orderBy(auditLog.id)
    expect(
      audits.map((a) => [a.action, a.before, (a.after as { balance: number }).balance, a.reason]),
    ).toEqual([
      ['coins.adjust', { balance: 0 }, 50, '活動獎勵'],
      ['coins.adjust', { balance: 50 }, 30, 'Refund reversed'],
    ])
  })

  it('refuses to go below zero (400 60201) and writes nothing', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    await earn(h.app.ctx, { memberId: member.id, amount: 5, reason: 'CHECK_IN', key: randomUUID() })
    const res = await call(h.app, {
      method: 'POST',
      url: coinsUrl(member.id),
      headers: { ...admin.headers, language: 'en' },
      payload: { amount: -6, reason: 'too much' },
    })
    expect([res.status, res.body.code]).toEqual([400, 60201])
    expect(res.body.message).toBe(
      'That would take the balance below 0: the member has 5 coins, 6 cannot be taken',
    )
    expect(await coinBalance(h.app.ctx, member.id)).toBe(5)
    expect(await h.db.select().from(coinLedger).where(eq(coinLedger.memberId, member.id))).toHaveLength(1)
    expect(await h.db.select().from(notices)).toHaveLength(0)
    expect(await h.db.select().from(auditLog)).toHaveLength(0)
  })

  it('balance 100, 50 deductions of 10 at once: exactly 10 succeed, balance 0, ledger consistent', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    await adjust(admin.headers, member.id, { amount: 100, reason: 'seed' })
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        adjust(admin.headers, member.id, { amount: -10, reason: `take ${i}` }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(10)
    for (const r of results.filter((r) => r.status !== 200))
      expect([r.status, r.body.code]).toEqual([400, 60201])
    expect(await coinBalance(h.app.ctx, member.id)).toBe(0)
    expect(await ledgerSum(member.id)).toBe(0)
    const ledger = await h.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.memberId, member.id))
      .orderBy(coinLedger.id)
    expect(ledger).toHaveLength(11)
    expect(ledger.map((e) => e.balanceAfter)).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0])
    expect(await h.db.select().from(auditLog)).toHaveLength(11)
    expect(await h.db.select().from(notices)).toHaveLength(11)
  }, 120_000)

  it('moves coins once per Idempotency-Key, even for concurrent retries', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    const headers = { ...admin.headers, 'idempotency-key': 'adjust-key-0001' }
    const results = await Promise.all(
      Array.from({ length: 20 }, () => adjust(headers, member.id, { amount: 7, reason: 'bonus' })),
    )
    expect(results.every((r) => r.status === 200 && r.body.result.balance === 7)).toBe(true)
    expect(results.filter((r) => !r.body.result.repeated)).toHaveLength(1)
    expect(await coinBalance(h.app.ctx, member.id)).toBe(7)
    expect(await h.db.select().from(auditLog)).toHaveLength(1)
    expect(await h.db.select().from(notices)).toHaveLength(1)
    const bad = await adjust({ ...admin.headers, 'idempotency-key': 'bad key!' }, member.id, {
      amount: 1,
      reason: 'x',
    })
    expect(bad.status).toBe(400)
  })

  it('refuses bad amounts and reasons, oneself, a deleted or missing member', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    const gone = await createMember(h, { deletedAt: h.clock.now() })
    const bad: unknown[] = [
      { amount: 0, reason: 'x' },
      { amount: 1.5, reason: 'x' },
      { amount: '10', reason: 'x' },
      { amount: 1_000_001, reason: 'x' },
      { amount: -1_000_001, reason: 'x' },
      { amount: 10 },
      { amount: 10, reason: '' },
      { amount: 10, reason: 'x'.repeat(201) },
      { amount: 10, reason: 'a\u0000' },
    ]
    for (const payload of bad) {
      const res = await adjust(admin.headers, member.id, payload)
      expect([res.status, res.body.code], JSON.stringify(payload).slice(0, 60)).toEqual([400, 4002])
    }
    const self = await adjust(admin.headers, admin.member.id, { amount: 10, reason: 'me' })
    expect([self.status, self.body.code]).toEqual([403, 60200])
    expect((await adjust(admin.headers, gone.id, { amount: 10, reason: 'x' })).status).toBe(404)
    expect((await adjust(admin.headers, 99999999, { amount: 10, reason: 'x' })).status).toBe(404)
    expect(await h.db.select().from(coinLedger)).toHaveLength(0)
    expect(await h.db.select().from(auditLog)).toHaveLength(0)
  })

  it('is an admin right: a visitor 401, a member 403, a moderator 403', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const signed = await createSignedIn(h)
    const target = await createMember(h)
    expect((await adjust({}, target.id, { amount: 1, reason: 'x' })).status).toBe(401)
    for (const headers of [signed.headers, moderator.headers]) {
      const res = await adjust(headers, target.id, { amount: 1, reason: 'x' })
      expect([res.status, res.body.code]).toEqual([403, 60001])
      const ledger = await call(h.app, {
        method: 'GET',
        url: `/admin/api/members/${target.id}/ledger`,
        headers,
      })
      expect(ledger.status).toBe(403)
    }
    expect(await h.db.select().from(coinLedger)).toHaveLength(0)
  })
})

describe('GET /admin/api/members/:id/ledger', () => {
  it('pages the member ledger newest first', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    for (const amount of [10, 20, -5]) await adjust(admin.headers, member.id, { amount, reason: 'r' })
    const res = await call<{ records: { amount: number; direction: string }[]; total: number }>(h.app, {
      method: 'GET',
      url: `/admin/api/members/${member.id}/ledger?pageNumber=1&pageSize=2`,
      headers: admin.headers,
    })
    expect(res.body.result.total).toBe(3)
    expect(res.body.result.records.map((r) => [r.amount, r.direction])).toEqual([
      [5, 'REDUCE'],
      [20, 'INCREASE'],
    ])
    const missing = await call(h.app, {
      method: 'GET',
      url: '/admin/api/members/99999999/ledger',
      headers: admin.headers,
    })
    expect(missing.status).toBe(404)
  })
})

describe('GET/PUT /admin/api/settings/coins', () => {
  const packages = [
    { id: 'coins-50', coins: 50, price: '4.5' },
    { id: 'coins-500', coins: 500, price: '36.00' },
  ]
  const rewards = {
    video: 3,
    videoDailyLimit: 5,
    videoSeconds: 20,
    verifyPhone: 12,
    verifyEmail: 6,
    inviteFriend: 15,
  }

  it('answers the defaults, saves new values that top-up and tasks use at once, audited', async () => {
    const admin = await createOperator(h)
    const first = await call<{ packages: unknown[]; rewards: Record<string, number> }>(h.app, {
      method: 'GET',
      url: SETTINGS,
      headers: admin.headers,
    })
    expect(first.body.result.packages).toEqual(DEFAULT_PACKAGES)
    expect(first.body.result.rewards.verifyPhone).toBe(10)

    const put = await call(h.app, {
      method: 'PUT',
      url: SETTINGS,
      headers: admin.headers,
      payload: { packages, rewards },
    })
    expect(put.status).toBe(200)
    const saved = [
      { id: 'coins-50', coins: 50, price: '4.50' },
      { id: 'coins-500', coins: 500, price: '36.00' },
    ]
    expect(put.body.result).toEqual({ packages: saved, rewards })
    expect(await loadPackages(h.db)).toEqual(saved)
    expect(await loadRewards(h.db)).toEqual(rewards)

    const signed = await createSignedIn(h)
    const topup = await call<{ packages: unknown[] }>(h.app, {
      method: 'GET',
      url: '/buyer/members/topup',
      headers: signed.headers,
    })
    expect(topup.status).toBe(200)
    expect(topup.body.result.packages).toEqual(saved)

    const [audit] = await h.db.select().from(auditLog)
    expect(audit).toMatchObject({ action: 'settings.coins', targetType: 'setting', targetId: 'coins' })
    expect(audit?.before).toMatchObject({ packages: DEFAULT_PACKAGES })
    expect(audit?.after).toMatchObject({ rewards })
  })

  it('refuses bad packages and rewards, writing nothing', async () => {
    const admin = await createOperator(h)
    const bad: unknown[] = [
      { packages: [], rewards },
      { packages: [{ ...packages[0], price: '0' }], rewards },
      { packages: [{ ...packages[0], price: '4.555' }], rewards },
      { packages: [{ ...packages[0], price: '-1' }], rewards },
      { packages: [{ ...packages[0], price: 4.5 }], rewards },
      { packages: [{ ...packages[0], price: '100000' }], rewards },
      { packages: [{ ...packages[0], coins: 0 }], rewards },
      { packages: [{ ...packages[0], coins: 2.5 }], rewards },
      { packages: [{ ...packages[0], id: 'Bad Id' }], rewards },
      { packages: [packages[0], packages[0]], rewards },
      { packages: Array.from({ length: 13 }, (_, i) => ({ id: `p${i}`, coins: 1, price: '1' })), rewards },
      { packages, rewards: { ...rewards, video: -1 } },
      { packages, rewards: { ...rewards, videoSeconds: 0 } },
      { packages, rewards: { ...rewards, inviteFriend: 1.5 } },
      { packages, rewards: { video: 1 } },
      { packages },
    ]
    for (const payload of bad) {
      const res = await call(h.app, {
        method: 'PUT',
        url: SETTINGS,
        headers: admin.headers,
        payload: payload as object,
      })
      expect([res.status, res.body.code], JSON.stringify(payload).slice(0, 80)).toEqual([400, 4002])
    }
    expect(await loadPackages(h.db)).toEqual(DEFAULT_PACKAGES)
    expect(await h.db.select().from(auditLog)).toHaveLength(0)
  })

  it('is an admin right (settings): a moderator and a member get 403, a visitor 401', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const signed = await createSignedIn(h)
    expect((await call(h.app, { method: 'GET', url: SETTINGS })).status).toBe(401)
    for (const headers of [moderator.headers, signed.headers]) {
      expect((await call(h.app, { method: 'GET', url: SETTINGS, headers })).status).toBe(403)
      const put = await call(h.app, { method: 'PUT', url: SETTINGS, headers, payload: { packages, rewards } })
      expect([put.status, put.body.code]).toEqual([403, 60001])
    }
    expect(await loadPackages(h.db)).toEqual(DEFAULT_PACKAGES)
  })
})
