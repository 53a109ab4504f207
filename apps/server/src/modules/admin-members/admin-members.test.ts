/**
 * Members in the console (docs/admin.md, "Members"): search, a member's page, ban (end to end: the
 * live token, the refresh, login, the hidden listings), unban, reset password (login refused with
 * 60003 until the email reset), the refusals (oneself, an admin, a deleted account) and rights.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createMember, createSignedIn, DEFAULT_PASSWORD, emailCode } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { auditLog, goods, members, reports, sessions } from '../../db/schema.ts'
import { earn } from '../coins/coins.service.ts'

const h = useTestApp()
const MEMBERS = '/admin/api/members'

interface Row {
  id: string
  username: string
  email: string
  mobile: string
  role: string
  disabled: boolean
  point: number
}
interface Detail extends Row {
  banReason: string | null
  bannedAt: string | null
  passwordResetRequired: boolean
  listings: number
  liveListings: number
  dealsAsBuyer: number
  dealsAsSeller: number
  deals: number
  reportsMade: number
  reportsReceived: number
  sessions: { id: string; clientType: string; browser: string; os: string; deviceName: string; ip: string }[]
}
type Page<T> = { records: T[]; total: number }

const action = (
  headers: Record<string, string>,
  id: number | string,
  what: string,
  reason: unknown = '違反守則',
) =>
  call<{ member: Detail; endedSessions: number; listings: number }>(h.app, {
    method: 'POST',
    url: `${MEMBERS}/${id}/${what}`,
    headers,
    payload: { reason },
  })

const loginAs = (username: string, password = DEFAULT_PASSWORD, language = 'en') =>
  call<{ accessToken: string; refreshToken: string }>(h.app, {
    method: 'POST',
    url: '/buyer/passport/member/userLogin',
    headers: { language },
    payload: { username, password },
  })

async function auditRows() {
  return h.db.select().from(auditLog).orderBy(auditLog.id)
}

describe('GET /admin/api/members', () => {
  it('finds by username prefix, email, phone digits and id, with role, ban state and coins', async () => {
    const admin = await createOperator(h, 'MODERATOR')
    const alice = await createMember(h, { username: 'alice_hk', email: 'alice.wong@example.com' })
    const bob = await createMember(h, { username: 'bobby', mobile: '91234567', countryCode: '+852' })
    await createMember(h, { username: 'alice_gone', deletedAt: h.clock.now() })
    await earn(h.app.ctx, { memberId: alice.id, amount: 42, reason: 'TOP_UP', key: randomUUID() })
    const search = async (q: string) =>
      (
        await call<Page<Row>>(h.app, {
          method: 'GET',
          url: `${MEMBERS}?q=${encodeURIComponent(q)}`,
          headers: admin.headers,
        })
      ).body.result
    const byName = await search('ALICE')
    expect(byName.records.map((r) => r.username)).toEqual(['alice_hk'])
    expect(byName.records[0]).toMatchObject({ email: 'alice.wong@example.com', point: 42, role: 'MEMBER' })
    expect((await search('wong@')).records.map((r) => r.id)).toEqual([String(alice.id)])
    expect((await search('9123 4567')).records.map((r) => r.id)).toEqual([String(bob.id)])
    expect((await search(String(bob.id))).records.map((r) => r.id)).toContain(String(bob.id))
    expect((await search('%')).total).toBe(0)
    expect((await search('')).total).toBe(3)
  })

  it('refuses a visitor (401) and a member (403)', async () => {
    const member = await createSignedIn(h)
    expect((await call(h.app, { method: 'GET', url: MEMBERS })).status).toBe(401)
    const res = await call(h.app, { method: 'GET', url: MEMBERS, headers: member.headers })
    expect([res.status, res.body.code]).toEqual([403, 60001])
  })
})

describe('GET /admin/api/members/:id', () => {
  it('answers unmasked contacts, counts, coins and sessions with devices', async () => {
    const admin = await createOperator(h, 'MODERATOR')
    const seller = await createSignedIn(h, {
      mobile: '91234567',
      countryCode: '+852',
      phoneVerifiedAt: h.clock.now(),
    })
    const reporter = await createMember(h)
    const path = await createCategoryPath(h)
    const live = await createListing(h, seller.member.id, path)
    await createListing(h, seller.member.id, path, { marketEnable: 'DOWN' })
    await createListing(h, seller.member.id, path, { deletedAt: h.clock.now() })
    await h.db
      .insert(reports)
      .values({ reporterId: reporter.id, goodsId: live.id, typeNum: 1, goodsName: live.name })
    const res = await call<Detail>(h.app, {
      method: 'GET',
      url: `${MEMBERS}/${seller.member.id}`,
      headers: admin.headers,
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      email: seller.member.email,
      mobile: '91234567',
      listings: 2,
      liveListings: 1,
      deals: 0,
      reportsReceived: 1,
      reportsMade: 0,
      banReason: null,
      point: 0,
    })
    expect(res.body.result.sessions).toHaveLength(1)
    expect(res.body.result.sessions[0]).toMatchObject({ clientType: 'PC', ip: '127.0.0.1' })
    const reporterPage = await call<Detail>(h.app, {
      method: 'GET',
      url: `${MEMBERS}/${reporter.id}`,
      headers: admin.headers,
    })
    expect(reporterPage.body.result.reportsMade).toBe(1)
  })

  it('answers 404 for a missing or deleted member and 400 for a bad id', async () => {
    const admin = await createOperator(h, 'MODERATOR')
    const gone = await createMember(h, { deletedAt: h.clock.now() })
    for (const id of ['99999999', String(gone.id)]) {
      const res = await call(h.app, { method: 'GET', url: `${MEMBERS}/${id}`, headers: admin.headers })
      expect([res.status, res.body.code]).toEqual([404, 20002])
    }
    const bad = await call(h.app, { method: 'GET', url: `${MEMBERS}/abc`, headers: admin.headers })
    expect(bad.status).toBe(400)
  })
})

describe('POST /admin/api/members/:id/ban', () => {
  it('bans end to end: live token 60002 with the reason, refresh and login refused, listings hidden, audited', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const member = await createSignedIn(h)
    const path = await createCategoryPath(h)
    const listed = await createListing(h, member.member.id, path)
    const down = await createListing(h, member.member.id, path, { marketEnable: 'DOWN' })
    const held = await createListing(h, member.member.id, path, {
      hiddenAt: h.clock.now(),
      hiddenReason: 'REPORTS',
    })
    const ended: string[] = []
    h.app.ctx.events.on('session.ended', async ({ sessionIds }) => {
      ended.push(...sessionIds)
    })

    const res = await action(moderator.headers, member.member.id, 'ban', 'Selling fakes')
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ endedSessions: 1, listings: 1 })
    expect(res.body.result.member).toMatchObject({ disabled: true, banReason: 'Selling fakes', sessions: [] })
    expect(ended).toHaveLength(1)

    const me = await call(h.app, {
      method: 'GET',
      url: '/buyer/passport/member',
      headers: { ...member.headers, language: 'en' },
    })
    expect([me.status, me.body.code]).toEqual([403, 60002])
    expect(me.body.message).toBe('This account has been suspended: Selling fakes')
    const meHant = await call(h.app, {
      method: 'GET',
      url: '/buyer/passport/member',
      headers: member.headers,
    })
    expect(meHant.body.message).toBe('此帳號已被停權：Selling fakes')
    const refresh = await call(h.app, {
      method: 'GET',
      url: `/buyer/passport/member/refresh/${member.refreshToken}`,
      headers: { language: 'en' },
    })
    expect([refresh.status, refresh.body.code, refresh.body.message]).toEqual([
      403,
      60002,
      'This account has been suspended: Selling fakes',
    ])
    const login = await loginAs(member.member.username)
    expect([login.status, login.body.code]).toEqual([403, 60002])

    const rows = await h.db.select().from(goods).where(eq(goods.sellerId, member.member.id))
    const byId = new Map(rows.map((g) => [g.id, g]))
    expect(byId.get(listed.id)?.hiddenReason).toBe('SELLER_BANNED')
    expect(byId.get(down.id)?.hiddenAt).toBeNull()
    expect(byId.get(held.id)?.hiddenReason).toBe('REPORTS')

    const [audit] = await auditRows()
    expect(audit).toMatchObject({
      action: 'member.ban',
      targetType: 'member',
      targetId: String(member.member.id),
      reason: 'Selling fakes',
      actorId: moderator.member.id,
    })
  })

  it('ends console sessions too: a banned operator is out of the console at once', async () => {
    const admin = await createOperator(h)
    const moderator = await createOperator(h, 'MODERATOR')
    await action(admin.headers, moderator.member.id, 'ban')
    const [session] = await h.db.select().from(sessions).where(eq(sessions.id, moderator.sessionId))
    expect(session?.revokedReason).toBe('BANNED')
    const res = await call(h.app, { method: 'GET', url: MEMBERS, headers: moderator.headers })
    expect(res.status).toBeGreaterThanOrEqual(401)
  })

  it('refuses oneself and an admin (403 60200), a deleted member (404), a second ban (409 60205)', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const admin = await createOperator(h)
    const gone = await createMember(h, { deletedAt: h.clock.now() })
    const self = await action(moderator.headers, moderator.member.id, 'ban')
    expect([self.status, self.body.code]).toEqual([403, 60200])
    const onAdmin = await action(moderator.headers, admin.member.id, 'ban')
    expect([onAdmin.status, onAdmin.body.code]).toEqual([403, 60200])
    const adminOnAdmin = await action(admin.headers, (await createOperator(h)).member.id, 'ban')
    expect([adminOnAdmin.status, adminOnAdmin.body.code]).toEqual([403, 60200])
    expect((await action(moderator.headers, gone.id, 'ban')).status).toBe(404)
    expect((await action(moderator.headers, 99999999, 'ban')).status).toBe(404)
    expect(await auditRows()).toHaveLength(0)

    const member = await createMember(h)
    expect((await action(moderator.headers, member.id, 'ban')).status).toBe(200)
    const again = await action(moderator.headers, member.id, 'ban')
    expect([again.status, again.body.code]).toEqual([409, 60205])
  })

  it('50 operators banning at once: one ban, one audit row', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const member = await createSignedIn(h)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => action(moderator.headers, member.member.id, 'ban')),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(49)
    expect((await auditRows()).map((r) => r.action)).toEqual(['member.ban'])
  }, 60_000)

  it('refuses a missing, empty, too long or control-character reason, writing nothing', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const member = await createMember(h)
    for (const reason of [null, '', '   ', 'x'.repeat(501), 'bad\u0000reason', 42]) {
      const res = await action(moderator.headers, member.id, 'ban', reason)
      expect([res.status, res.body.code]).toEqual([400, 4002])
    }
    const [row] = await h.db.select().from(members).where(eq(members.id, member.id))
    expect(row?.disabled).toBe(false)
    expect(await auditRows()).toHaveLength(0)
  })

  it('refuses a visitor (401) and a member (403)', async () => {
    const member = await createSignedIn(h)
    const target = await createMember(h)
    expect((await action({}, target.id, 'ban')).status).toBe(401)
    const res = await action(member.headers, target.id, 'ban')
    expect([res.status, res.body.code]).toEqual([403, 60001])
  })
})

describe('POST /admin/api/members/:id/unban', () => {
  it('lifts the ban: login works, listings the ban hid return (a hold after reports stays), audited', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const member = await createSignedIn(h)
    const path = await createCategoryPath(h)
    const listed = await createListing(h, member.member.id, path)
    const held = await createListing(h, member.member.id, path, {
      hiddenAt: h.clock.now(),
      hiddenReason: 'REPORTS',
    })
    await action(moderator.headers, member.member.id, 'ban', 'first reason')
    const res = await action(moderator.headers, member.member.id, 'unban', 'appeal accepted')
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ listings: 1, member: { disabled: false, banReason: null } })
    const rows = new Map(
      (await h.db.select().from(goods).where(eq(goods.sellerId, member.member.id))).map((g) => [g.id, g]),
    )
    expect(rows.get(listed.id)?.hiddenAt).toBeNull()
    expect(rows.get(held.id)?.hiddenReason).toBe('REPORTS')
    expect((await loginAs(member.member.username)).status).toBe(200)
    const audits = await auditRows()
    expect(audits.map((a) => a.action)).toEqual(['member.ban', 'member.unban'])
    expect(audits[1]?.before).toMatchObject({ banReason: 'first reason' })
    expect(audits[1]?.reason).toBe('appeal accepted')
    const again = await action(moderator.headers, member.member.id, 'unban')
    expect([again.status, again.body.code]).toEqual([409, 60206])
  })
})

describe('POST /admin/api/members/:id/reset-password', () => {
  it('ends every session; login answers 60003 until the email reset, then works', async () => {
    const admin = await createOperator(h)
    const member = await createSignedIn(h)
    const res = await action(admin.headers, member.member.id, 'reset-password', 'account shared')
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ endedSessions: 1, member: { passwordResetRequired: true } })
    const me = await call(h.app, { method: 'GET', url: '/buyer/passport/member', headers: member.headers })
    expect([me.status, me.body.code]).toEqual([401, 20004])
    const refused = await loginAs(member.member.username)
    expect([refused.status, refused.body.code]).toEqual([403, 60003])
    const [audit] = await auditRows()
    expect(audit).toMatchObject({ action: 'member.reset', reason: 'account shared' })

    // "Forgot password": the email code, then the new password.
    const uuid = randomUUID()
    const code = await emailCode(h, 'FIND_USER', member.member.email, uuid)
    const verify = await call(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/resetByEmail',
      headers: { uuid },
      payload: { email: member.member.email, code },
    })
    expect(verify.status).toBe(200)
    const reset = await call(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/resetPasswordByEmail',
      headers: { uuid },
      payload: { email: member.member.email, password: 'NewPass99' },
    })
    expect(reset.status).toBe(200)
    expect((await loginAs(member.member.username, 'NewPass99')).status).toBe(200)
  })

  it('is an admin right: a moderator gets 403; nobody resets oneself or an admin', async () => {
    const moderator = await createOperator(h, 'MODERATOR')
    const admin = await createOperator(h)
    const member = await createMember(h)
    const byModerator = await action(moderator.headers, member.id, 'reset-password')
    expect([byModerator.status, byModerator.body.code]).toEqual([403, 60001])
    const self = await action(admin.headers, admin.member.id, 'reset-password')
    expect([self.status, self.body.code]).toEqual([403, 60200])
    const other = await action(admin.headers, (await createOperator(h)).member.id, 'reset-password')
    expect([other.status, other.body.code]).toEqual([403, 60200])
    const [row] = await h.db.select().from(members).where(eq(members.id, member.id))
    expect(row?.passwordResetRequired).toBe(false)
    expect(await auditRows()).toHaveLength(0)
  })
})
