/**
 * The audit page (docs/admin.md, "Audit log"): records of operator actions, newest first, filtered
 * by operator, action prefix, target and Hong Kong days; only for the right `audit`; and a log
 * that neither a route nor SQL can change.
 */
import { ErrorCode } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { call, type TestApp, useTestApp } from '../../../test/harness.ts'
import { auditLog, members } from '../../db/schema.ts'
import { recordAudit } from './audit.service.ts'

const h = useTestApp()
const AUDIT = '/admin/api/audit'

interface AuditPage {
  records: {
    id: string
    actorId: string
    actorName: string
    action: string
    targetType: string
    targetId: string
    before: unknown
    after: unknown
    reason: string
    ip: string
    createTime: string
  }[]
  total: number
  size: number
  current: number
  pages: number
}

type Operator = Awaited<ReturnType<typeof createOperator>>

/** A record written as an operator action writes it, at `at`. */
function record(
  t: TestApp,
  who: Operator,
  entry: { action: string; targetType?: string; targetId?: string | number; reason?: string },
  at: string,
  extra: { before?: unknown; after?: unknown } = {},
) {
  const admin = {
    id: who.member.id,
    sessionId: who.sessionId,
    username: who.member.username,
    role: 'ADMIN' as const,
  }
  return recordAudit(
    t.db,
    { admin, ip: '203.0.113.9' },
    { targetType: 'member', targetId: 1, ...entry, ...extra },
    new Date(at),
  )
}

const list = (headers: Record<string, string>, query: Record<string, string | number> = {}) =>
  call<AuditPage>(h.app, {
    method: 'GET',
    url: AUDIT,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { language: 'en', ...headers },
  })

async function seedRecords() {
  const admin = await createOperator(h, 'ADMIN')
  const other = await createOperator(h, 'ADMIN')
  await record(h, admin, { action: 'member.ban', targetId: 7, reason: 'spam' }, '2026-11-20T03:00:00Z', {
    before: { disabled: false },
    after: { disabled: true },
  })
  await record(h, admin, { action: 'member.unban', targetId: 7 }, '2026-11-21T03:00:00Z')
  await record(h, other, { action: 'coins.adjust', targetId: 8 }, '2026-11-21T04:00:00Z')
  // 00:30 on 23 November in Hong Kong, still the 22nd in UTC.
  await record(
    h,
    other,
    { action: 'report.takedown', targetType: 'goods', targetId: 99 },
    '2026-11-22T16:30:00Z',
  )
  await record(
    h,
    admin,
    { action: 'settings.site', targetType: 'setting', targetId: 'site' },
    '2026-11-23T01:00:00Z',
  )
  return { admin, other }
}

describe('GET /admin/api/audit', () => {
  it('pages the records newest first with who, what, the target, before and after, the reason, the time and the IP', async () => {
    const { admin } = await seedRecords()
    const res = await list(admin.headers, { pageSize: 2 })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ total: 5, size: 2, current: 1, pages: 3 })
    expect(res.body.result.records.map((r) => r.action)).toEqual(['settings.site', 'report.takedown'])
    const last = await list(admin.headers, { pageSize: 2, pageNumber: 3 })
    expect(last.body.result.records).toEqual([
      {
        id: expect.any(String),
        actorId: String(admin.member.id),
        actorName: admin.member.username,
        action: 'member.ban',
        targetType: 'member',
        targetId: '7',
        before: { disabled: false },
        after: { disabled: true },
        reason: 'spam',
        ip: '203.0.113.9',
        createTime: '2026-11-20T03:00:00.000Z',
      },
    ])
  })

  it('filters by operator, action prefix, target and Hong Kong days', async () => {
    const { admin, other } = await seedRecords()
    const actions = async (query: Record<string, string | number>) => {
      const res = await list(admin.headers, query)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.result.records.map((r) => r.action)
    }
    expect(await actions({ actor: other.member.username })).toEqual(['report.takedown', 'coins.adjust'])
    expect(await actions({ actor: admin.member.username.toUpperCase() })).toEqual([
      'settings.site',
      'member.unban',
      'member.ban',
    ])
    expect(await actions({ action: 'member.' })).toEqual(['member.unban', 'member.ban'])
    expect(await actions({ action: 'member.ban' })).toEqual(['member.ban'])
    // A prefix is a prefix: LIKE's wildcards are plain characters here.
    expect(await actions({ action: '%' })).toEqual([])
    expect(await actions({ action: 'member_' })).toEqual([])
    expect(await actions({ targetType: 'goods' })).toEqual(['report.takedown'])
    expect(await actions({ targetType: 'member', targetId: '7' })).toEqual(['member.unban', 'member.ban'])
    expect(await actions({ from: '2026-11-23' })).toEqual(['settings.site', 'report.takedown'])
    expect(await actions({ to: '2026-11-21' })).toEqual(['coins.adjust', 'member.unban', 'member.ban'])
    expect(await actions({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['coins.adjust', 'member.unban'])
    expect(await actions({ actor: 'nobody', action: 'member.' })).toEqual([])
  })

  it("finds an operator's records after a rename, by who they are now", async () => {
    const { admin } = await seedRecords()
    await h.db.update(members).set({ username: 'renamed_op' }).where(eq(members.id, admin.member.id))
    const res = await list(admin.headers, { actor: 'renamed_op' })
    expect(res.body.result.total).toBe(3)
    expect(res.body.result.records[0]?.actorName).toBe(admin.member.username)
  })

  it('shows the sign-in of an operator', async () => {
    const admin = await createOperator(h, 'ADMIN')
    await record(h, admin, { action: 'admin.signIn', targetId: admin.member.id }, '2026-11-23T01:59:00Z')
    const res = await list(admin.headers, { action: 'admin.' })
    expect(res.body.result.records[0]).toMatchObject({
      action: 'admin.signIn',
      targetId: String(admin.member.id),
    })
  })

  it('refuses bad filters with a localised 400', async () => {
    const admin = await createOperator(h, 'ADMIN')
    const bad: Record<string, string | number>[] = [
      { pageSize: 51 },
      { pageNumber: 0 },
      { from: '2026-13-01' },
      { to: 'yesterday' },
    ]
    for (const query of bad) {
      const res = await list(admin.headers, query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body.code).toBe(ErrorCode.PARAM_ERROR)
    }
    const reversed = await list(
      { ...admin.headers, language: 'zh-Hant' },
      { from: '2026-11-23', to: '2026-11-22' },
    )
    expect(reversed.status).toBe(400)
    expect(reversed.body.message).toBe('開始日期不可遲於結束日期')
  })

  it('is for the right `audit`: a moderator, a member and a visitor are refused', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const refused = await list(moderator.headers)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
    const member = await createSignedIn(h, { role: 'ADMIN' })
    expect((await list(member.headers)).status).toBe(403)
    const visitor = await list({})
    expect(visitor.status).toBe(401)
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN)
  })
})

describe('the log cannot be changed', () => {
  it('has no route that changes or deletes a record', async () => {
    const { admin } = await seedRecords()
    const [row] = await h.db.select().from(auditLog).limit(1)
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'] as const) {
      for (const url of [AUDIT, `${AUDIT}/${row?.id}`]) {
        const res = await h.app.inject({ method, url, headers: admin.headers, payload: {} })
        expect(res.statusCode, `${method} ${url}`).toBe(404)
      }
    }
    expect((await h.db.select().from(auditLog)).length).toBe(5)
  })

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await seedRecords()
    await expect(h.db.execute(sql`update audit_log set reason = 'edited'`)).rejects.toThrow()
    await expect(h.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    await expect(h.db.execute(sql`truncate audit_log`)).rejects.toThrow()
    const rows = await h.db.select().from(auditLog)
    expect(rows).toHaveLength(5)
    expect(rows.some((r) => r.reason === 'edited')).toBe(false)
  })
})
