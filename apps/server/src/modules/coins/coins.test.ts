import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { coinLedger, notices } from '../../db/schema.ts'
import { coinBalance, earn, spend } from './coins.service.ts'

const h = useTestApp()

async function ledgerSum(memberId: number) {
  const [row] = await queryRows<{ sum: number }>(
    h.db,
    sql`select coalesce(sum(amount), 0)::int as sum from coin_ledger where member_id = ${memberId}`,
  )
  return row?.sum ?? 0
}

describe('coin ledger', () => {
  it('earns and spends, recording the balance after each move', async () => {
    const m = await createMember(h)
    await earn(h.app.ctx, { memberId: m.id, amount: 30, reason: 'ADMIN_ADJUST', key: 'a1' })
    const spent = await spend(h.app.ctx, {
      memberId: m.id,
      amount: 10,
      reason: 'LIST_GOODS',
      ref: 'g1',
      key: 's1',
    })
    expect(spent.balance).toBe(20)
    const rows = await h.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.memberId, m.id))
      .orderBy(coinLedger.id)
    expect(rows.map((r) => [r.amount, r.balanceAfter])).toEqual([
      [30, 30],
      [-10, 20],
    ])
    expect(await ledgerSum(m.id)).toBe(await coinBalance(h.app.ctx, m.id))
  })

  it('refuses to go below zero and writes nothing', async () => {
    const m = await createMember(h)
    await earn(h.app.ctx, { memberId: m.id, amount: 5, reason: 'ADMIN_ADJUST', key: 'a1' })
    await expect(
      spend(h.app.ctx, { memberId: m.id, amount: 10, reason: 'LIST_GOODS', key: 's1' }),
    ).rejects.toMatchObject({ code: 40001, status: 409, params: { need: 10, have: 5 } })
    expect(await coinBalance(h.app.ctx, m.id)).toBe(5)
    expect(await h.db.select().from(coinLedger).where(eq(coinLedger.memberId, m.id))).toHaveLength(1)
  })

  it('moves once per idempotency key', async () => {
    const m = await createMember(h)
    const first = await earn(h.app.ctx, { memberId: m.id, amount: 7, reason: 'CHECK_IN', key: 'k' })
    const again = await earn(h.app.ctx, { memberId: m.id, amount: 7, reason: 'CHECK_IN', key: 'k' })
    expect(again).toMatchObject({ repeated: true, balance: 7 })
    expect(again.entry.id).toBe(first.entry.id)
    expect(await coinBalance(h.app.ctx, m.id)).toBe(7)
  })

  it('keeps the ledger append-only', async () => {
    const m = await createMember(h)
    await earn(h.app.ctx, { memberId: m.id, amount: 7, reason: 'CHECK_IN', key: 'k' })
    await expect(h.db.update(coinLedger).set({ amount: 700 })).rejects.toThrow()
    await expect(h.db.delete(coinLedger)).rejects.toThrow()
    await expect(h.db.execute(sql`truncate coin_ledger`)).rejects.toThrow()
    expect(await coinBalance(h.app.ctx, m.id)).toBe(7)
  })

  it('rejects amounts that are not whole positive coins', async () => {
    const m = await createMember(h)
    for (const amount of [0, -3, 1.5]) {
      await expect(
        earn(h.app.ctx, { memberId: m.id, amount, reason: 'ADMIN_ADJUST', key: `x${amount}` }),
      ).rejects.toThrow()
    }
  })

  it('tells the member about system changes with a SYSTEM_POINT_CHANGE notice', async () => {
    const m = await createMember(h)
    await earn(h.app.ctx, { memberId: m.id, amount: 10, reason: 'TASK_VERIFY_PHONE', key: 'p', notice: true })
    const [n] = await h.db.select().from(notices).where(eq(notices.memberId, m.id))
    expect(n).toMatchObject({ type: 'SYSTEM_POINT_CHANGE', pointChangeType: 'INCREASE', status: 'UN_READ' })
    expect(n?.content.en).toBe('Verified phone: +10 coins, balance 10')
    expect(n?.content['zh-Hant']).toBe('驗證手機：獲得 10 金幣，結餘 10 金幣')
  })

  it('adds a day’s system changes of one direction into one notice, unread again and newest', async () => {
    const m = await createMember(h)
    const reward = (key: string, amount: number, reason: 'TASK_VIDEO' | 'TASK_VERIFY_PHONE' = 'TASK_VIDEO') =>
      earn(h.app.ctx, { memberId: m.id, amount, reason, key, notice: true })
    await reward('v1', 2)
    const [first] = await h.db.select().from(notices).where(eq(notices.memberId, m.id))
    // Read in between: the next change of the day marks it unread again.
    await h.db.update(notices).set({ status: 'ALREADY_READ' })
    h.clock.advance(60_000)
    await reward('v2', 2)
    await reward('phone', 10, 'TASK_VERIFY_PHONE')
    await reward('v3', 2)
    // The member's own spending and changes without a notice are not added in.
    await spend(h.app.ctx, { memberId: m.id, amount: 1, reason: 'LIST_GOODS', key: 's' })

    const rows = await h.db.select().from(notices).where(eq(notices.memberId, m.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: first?.id,
      type: 'SYSTEM_POINT_CHANGE',
      pointChangeType: 'INCREASE',
      status: 'UN_READ',
      groupAmount: 16,
      groupCount: 4,
    })
    expect(rows[0]?.createdAt.getTime()).toBe(h.clock.now().getTime())
    expect(rows[0]?.content).toEqual({
      'zh-Hant': '今日共獲得 16 金幣（4 次，最近一次：觀看影片），結餘 16 金幣',
      'zh-Hans': '今天共获得 16 金币（4 次，最近一次：观看视频），余额 16 金币',
      en: 'Today: +16 coins from 4 changes (latest: Watched a video), balance 16',
    })
  })

  it('starts a new coin notice on a new Hong Kong day, and keeps gains and losses apart', async () => {
    const m = await createMember(h)
    // 2026-11-23 15:59 UTC is 23:59 in Hong Kong; a minute later is the next day there.
    h.clock.set('2026-11-23T15:59:00Z')
    await earn(h.app.ctx, { memberId: m.id, amount: 2, reason: 'TASK_VIDEO', key: 'a', notice: true })
    await spend(h.app.ctx, { memberId: m.id, amount: 1, reason: 'ADMIN_ADJUST', key: 'r', notice: true })
    h.clock.advance(60_000)
    await earn(h.app.ctx, { memberId: m.id, amount: 2, reason: 'TASK_VIDEO', key: 'b', notice: true })
    const rows = await h.db.select().from(notices).where(eq(notices.memberId, m.id)).orderBy(notices.id)
    expect(rows.map((r) => [r.pointChangeType, r.groupAmount, r.groupCount])).toEqual([
      ['INCREASE', 2, 1],
      ['REDUCE', 1, 1],
      ['INCREASE', 2, 1],
    ])
  })
})

describe('GET /buyer/members/point and history', () => {
  it('answers the balance and a paged history, newest first', async () => {
    const s = await createSignedIn(h)
    await earn(h.app.ctx, { memberId: s.member.id, amount: 20, reason: 'TOP_UP', key: 't' })
    await spend(h.app.ctx, { memberId: s.member.id, amount: 10, reason: 'LIST_GOODS', key: 'l' })
    const point = await call(h.app, { method: 'GET', url: '/buyer/members/point', headers: s.headers })
    expect(point.body.result).toEqual({ point: 10 })
    const history = await call<{
      records: { amount: number; direction: string; reason: string }[]
      total: number
    }>(h.app, {
      method: 'GET',
      url: '/buyer/members/point/history?pageNumber=1&pageSize=1',
      headers: s.headers,
    })
    expect(history.body.result.total).toBe(2)
    expect(history.body.result.records).toEqual([
      expect.objectContaining({ amount: 10, direction: 'REDUCE', reason: 'LIST_GOODS', balanceAfter: 10 }),
    ])
  })

  it('needs a session and refuses bad paging', async () => {
    expect((await call(h.app, { method: 'GET', url: '/buyer/members/point' })).body.code).toBe(20003)
    const s = await createSignedIn(h)
    const bad = await call(h.app, {
      method: 'GET',
      url: '/buyer/members/point/history?pageSize=1000',
      headers: s.headers,
    })
    expect(bad.status).toBe(400)
  })
})
