/**
 * System notices from the console (docs/admin.md, "System notices"): sending to one member, to a
 * whole audience in batches, scheduling, the job's claim, cancelling, the audit rows, bad input and
 * who may call.
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { auditLog, broadcasts, notices } from '../../db/schema.ts'
import { runBroadcastsOnce } from './broadcasts.job.ts'
import { broadcastsSettled } from './broadcasts.service.ts'

const h = useTestApp()
const URL = '/admin/api/notices'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const title = { 'zh-Hant': '系統維護', 'zh-Hans': '系统维护', en: 'Maintenance' }
const content = { 'zh-Hant': '今晚 12 時維護', 'zh-Hans': '今晚 12 时维护', en: 'Maintenance at midnight' }

interface Record_ {
  id: string
  audience: string
  memberId: string | null
  status: string
  recipients: number
  sendAt: string
  sentAt: string | null
}

function send(headers: Record<string, string>, payload: object) {
  return call<Record_>(h.app, { method: 'POST', url: URL, headers, payload })
}

async function noticesOf(memberId: number) {
  return h.db
    .select()
    .from(notices)
    .where(and(eq(notices.memberId, memberId), eq(notices.type, 'SYSTEM')))
}

async function auditActions() {
  return (await h.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => r.action)
}

/** `n` members written in one statement (batches of 1,000 need more than a few). */
async function manyMembers(n: number) {
  const tag = randomUUID().slice(0, 6)
  await h.db.execute(sql`insert into members (username, email, password_hash, nick_name, invitation_code)
    select 'bulk' || ${tag} || g, 'bulk' || ${tag} || g || '@example.com', 'x', 'bulk' || g, 'B' || ${tag} || g
    from generate_series(1, ${n}) g`)
}

describe('POST /admin/api/notices: who may send', () => {
  it('refuses a visitor (401), a member (403) and a moderator (403), writing nothing', async () => {
    const member = await createSignedIn(h)
    const moderator = await createOperator(h, 'MODERATOR')
    const body = { audience: 'ALL', title, content }
    expect((await send({}, body)).status).toBe(401)
    const asMember = await send(member.headers, body)
    expect([asMember.status, asMember.body.code]).toEqual([403, 60001])
    const asModerator = await send(moderator.headers, body)
    expect([asModerator.status, asModerator.body.code]).toEqual([403, 60001])
    expect((await call(h.app, { method: 'GET', url: URL, headers: moderator.headers })).status).toBe(403)
    expect(await h.db.select().from(broadcasts)).toHaveLength(0)
    expect(await h.db.select().from(notices)).toHaveLength(0)
  })
})

describe('one member', () => {
  it('sends at once: the SYSTEM notice in three languages, live over the socket, audited', async () => {
    const admin = await createOperator(h)
    const member = await createSignedIn(h)
    const frames: string[] = []
    const detach = h.app.ctx.realtime.attach({
      id: 'socket-1',
      memberId: member.member.id,
      sessionId: 'x',
      send: (json) => frames.push(json),
      end: () => {},
    })
    const res = await send(admin.headers, {
      audience: 'MEMBER',
      memberId: String(member.member.id),
      title,
      content,
    })
    detach()
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ audience: 'MEMBER', status: 'SENT', recipients: 1 })
    expect(frames).toEqual([JSON.stringify({ type: 'notice' })])
    const [n] = await noticesOf(member.member.id)
    expect(n).toMatchObject({ title, content, status: 'UN_READ' })
    const seen = await call<{ records: { title: string; content: string }[] }>(h.app, {
      method: 'GET',
      url: '/buyer/message/member',
      headers: { ...member.headers, language: 'en' },
    })
    expect(seen.body.result.records[0]).toMatchObject({
      title: 'Maintenance',
      content: 'Maintenance at midnight',
    })
    const [audit] = await h.db.select().from(auditLog)
    expect(audit).toMatchObject({
      action: 'notice.send',
      targetType: 'notice',
      targetId: res.body.result.id,
      actorId: admin.member.id,
    })
  })

  it('refuses a missing or deleted member (400 60203) and writes nothing', async () => {
    const admin = await createOperator(h)
    const gone = await createMember(h, { deletedAt: h.clock.now() })
    for (const memberId of ['999999999', String(gone.id)]) {
      const res = await send(admin.headers, { audience: 'MEMBER', memberId, title, content })
      expect([res.status, res.body.code]).toEqual([400, 60203])
    }
    expect(await h.db.select().from(broadcasts)).toHaveLength(0)
    expect(await auditActions()).toEqual([])
  })
})

describe('bad input', () => {
  it('is refused field by field, in the request language, and nothing is written', async () => {
    const admin = await createOperator(h)
    const headers = { ...admin.headers, language: 'en' }
    const cases: [object, string][] = [
      [{ audience: 'MEMBER', title, content }, 'memberId'],
      [{ audience: 'EVERYONE', title, content }, 'audience'],
      [{ audience: 'ALL', title: { 'zh-Hant': 'x', en: 'x' }, content }, 'title.zh-Hans'],
      [{ audience: 'ALL', title: { ...title, en: '   ' }, content }, 'title.en'],
      [{ audience: 'ALL', title: { ...title, en: 'x'.repeat(101) }, content }, 'title.en'],
      [{ audience: 'ALL', title, content: { ...content, 'zh-Hant': '字'.repeat(2001) } }, 'content.zh-Hant'],
      [{ audience: 'ALL', title, content, sendAt: 'tomorrow' }, 'sendAt'],
      [{ audience: 'ALL', title, content, memberId: 'abc' }, 'memberId'],
      // A language has both texts or neither; and some language has them.
      [{ audience: 'ALL', title: { 'zh-Hant': '八號風球' }, content: { en: 'Typhoon' } }, 'content.zh-Hant'],
      [{ audience: 'ALL', title: { 'zh-Hant': '八號風球' }, content: { en: 'Typhoon' } }, 'title.en'],
      [{ audience: 'ALL', title: { en: ' ' }, content: {} }, 'title.zh-Hant'],
    ]
    for (const [payload, field] of cases) {
      const res = await call<{ fields: { field: string; message: string }[] }>(h.app, {
        method: 'POST',
        url: URL,
        headers,
        payload,
      })
      expect([res.status, res.body.code], JSON.stringify(payload).slice(0, 80)).toEqual([400, 4002])
      expect(res.body.result.fields.map((f) => f.field)).toContain(field)
    }
    const none = await send(headers, { audience: 'ALL', title: {}, content: { 'zh-Hans': '' } })
    expect(none.body.message).toBe('Write the title and message in at least one language')
    const nul = await send(headers, { audience: 'ALL', title: { ...title, en: 'a\u0000b' }, content })
    expect([nul.status, nul.body.code]).toEqual([400, 4002])
    const huge = await h.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ audience: 'ALL', title, content: { ...content, en: 'x'.repeat(1_100_000) } }),
    })
    expect(huge.statusCode).toBe(413)
    const far = await send(headers, {
      audience: 'ALL',
      title,
      content,
      sendAt: new Date(h.clock.now().getTime() + 91 * DAY).toISOString(),
    })
    expect([far.status, far.body.code]).toEqual([400, 60204])
    expect(far.body.message).toBe('A notice can be scheduled at most 90 days ahead')
    expect(await h.db.select().from(broadcasts)).toHaveLength(0)
    expect(await auditActions()).toEqual([])
  })
})

describe('one language is enough (an urgent notice)', () => {
  async function sendOne(payload: object) {
    const admin = await createOperator(h)
    const member = await createSignedIn(h)
    const res = await send(admin.headers, {
      audience: 'MEMBER',
      memberId: String(member.member.id),
      ...payload,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [n] = await noticesOf(member.member.id)
    const [audit] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    return { notice: n, audit, member }
  }

  it('Traditional only: Simplified readers get it converted, English readers the Traditional text', async () => {
    const { notice, audit, member } = await sendOne({
      title: { 'zh-Hant': '八號風球', 'zh-Hans': '', en: '' },
      content: { 'zh-Hant': '今日下午兩點後暫停交收，請留意安全。' },
    })
    expect(notice).toMatchObject({
      title: { 'zh-Hant': '八號風球', 'zh-Hans': '八号风球', en: '八號風球' },
      content: {
        'zh-Hant': '今日下午兩點後暫停交收，請留意安全。',
        'zh-Hans': '今天下午两点后暂停交收，请留意安全。',
        en: '今日下午兩點後暫停交收，請留意安全。',
      },
    })
    expect(audit?.after).toMatchObject({ fallbacks: { 'zh-Hans': 'zh-Hant', en: 'zh-Hant' } })
    const seen = await call<{ records: { title: string }[] }>(h.app, {
      method: 'GET',
      url: '/buyer/message/member',
      headers: { ...member.headers, language: 'zh-Hans' },
    })
    expect(seen.body.result.records[0]?.title).toBe('八号风球')
  })

  it('Simplified only: converted to Traditional (in its glossary words), English readers the Simplified', async () => {
    const { notice, audit } = await sendOne({
      title: { 'zh-Hans': '商品交收暂停' },
      content: { 'zh-Hans': '台风期间暂停交收' },
    })
    expect(notice).toMatchObject({
      title: { 'zh-Hant': '貨品交收暫停', 'zh-Hans': '商品交收暂停', en: '商品交收暂停' },
      content: { 'zh-Hant': '颱風期間暫停交收', 'zh-Hans': '台风期间暂停交收', en: '台风期间暂停交收' },
    })
    expect(audit?.after).toMatchObject({ fallbacks: { 'zh-Hant': 'zh-Hans', en: 'zh-Hans' } })
  })

  it('English only: both Chinese scripts show the English; all three filled: no fallback', async () => {
    const { notice } = await sendOne({
      title: { en: 'Typhoon No. 8' },
      content: { en: 'No meet-ups today.' },
    })
    expect(notice).toMatchObject({
      title: { 'zh-Hant': 'Typhoon No. 8', 'zh-Hans': 'Typhoon No. 8', en: 'Typhoon No. 8' },
    })
    const { audit } = await sendOne({ title, content })
    expect(audit?.after).not.toHaveProperty('fallbacks')
  })
})

describe('an audience', () => {
  it('ALL: every live member once (banned and deleted accounts left out), in batches of 1,000', async () => {
    const admin = await createOperator(h)
    await manyMembers(2_300)
    const banned = await createMember(h, { disabled: true, banReason: 'spam' })
    const deleted = await createMember(h, { deletedAt: h.clock.now() })
    const res = await send(admin.headers, { audience: 'ALL', title, content })
    expect(res.body.result).toMatchObject({ status: 'SENDING', audience: 'ALL' })
    await broadcastsSettled(h.app.ctx)
    const [live] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from members where deleted_at is null and not disabled`,
    )
    const [written] = await queryRows<{ n: number; members: number }>(
      h.db,
      sql`select count(*)::int as n, count(distinct member_id)::int as members from notices where type = 'SYSTEM'`,
    )
    expect(written).toEqual({ n: live?.n, members: live?.n })
    expect(live?.n).toBe(2_301)
    expect(await noticesOf(banned.id)).toHaveLength(0)
    expect(await noticesOf(deleted.id)).toHaveLength(0)
    const [row] = await h.db.select().from(broadcasts)
    expect(row).toMatchObject({ status: 'SENT', recipients: 2_301 })
    expect(row?.sentAt).not.toBeNull()
    expect(await auditActions()).toEqual(['notice.send'])
  }, 60_000)

  it('SELLERS: members with a live listing; NEW_MEMBERS: those who joined in the last 30 days', async () => {
    const admin = await createOperator(h, 'ADMIN', {
      createdAt: new Date(h.clock.now().getTime() - 60 * DAY),
    })
    const path = await createCategoryPath(h)
    const sellerOld = await createMember(h, { createdAt: new Date(h.clock.now().getTime() - 40 * DAY) })
    await createListing(h, sellerOld.id, path)
    const downSeller = await createMember(h, { createdAt: new Date(h.clock.now().getTime() - 40 * DAY) })
    await createListing(h, downSeller.id, path, { marketEnable: 'DOWN' })
    const newcomer = await createMember(h, { createdAt: new Date(h.clock.now().getTime() - 2 * DAY) })

    await send(admin.headers, { audience: 'SELLERS', title, content })
    await broadcastsSettled(h.app.ctx)
    expect(await noticesOf(sellerOld.id)).toHaveLength(1)
    expect(await noticesOf(downSeller.id)).toHaveLength(0)
    expect(await noticesOf(newcomer.id)).toHaveLength(0)

    await send(admin.headers, { audience: 'NEW_MEMBERS', title, content })
    await broadcastsSettled(h.app.ctx)
    expect(await noticesOf(newcomer.id)).toHaveLength(1)
    expect(await noticesOf(sellerOld.id)).toHaveLength(1)
    expect(await noticesOf(admin.member.id)).toHaveLength(0)
  })
})

describe('scheduled notices', () => {
  it('wait for their time; two job runs at once send each exactly once', async () => {
    const admin = await createOperator(h)
    const members = await Promise.all([createMember(h), createMember(h), createMember(h)])
    const sendAt = new Date(h.clock.now().getTime() + HOUR)
    const res = await send(admin.headers, { audience: 'ALL', title, content, sendAt: sendAt.toISOString() })
    expect(res.body.result).toMatchObject({
      status: 'SCHEDULED',
      recipients: 0,
      sendAt: sendAt.toISOString(),
    })
    expect(await auditActions()).toEqual(['notice.schedule'])

    expect(await runBroadcastsOnce(h.app.ctx)).toEqual({ sent: 0, recipients: 0 })
    expect(await h.db.select().from(notices)).toHaveLength(0)

    h.clock.set(new Date(sendAt.getTime() + 1000))
    const runs = await Promise.all([runBroadcastsOnce(h.app.ctx), runBroadcastsOnce(h.app.ctx)])
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1)
    for (const m of members) expect(await noticesOf(m.id)).toHaveLength(1)
    const [row] = await h.db.select().from(broadcasts)
    expect(row).toMatchObject({ status: 'SENT', recipients: 4 })
    expect(await runBroadcastsOnce(h.app.ctx)).toEqual({ sent: 0, recipients: 0 })
  })

  it('a scheduled one to one member goes to that member only', async () => {
    const admin = await createOperator(h)
    const [one, other] = await Promise.all([createMember(h), createMember(h)])
    const sendAt = new Date(h.clock.now().getTime() + 10 * 60_000).toISOString()
    await send(admin.headers, { audience: 'MEMBER', memberId: String(one.id), title, content, sendAt })
    h.clock.advance(11 * 60_000)
    expect(await runBroadcastsOnce(h.app.ctx)).toEqual({ sent: 1, recipients: 1 })
    expect(await noticesOf(one.id)).toHaveLength(1)
    expect(await noticesOf(other.id)).toHaveLength(0)
  })

  it('a time not in the future sends now', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    const sendAt = new Date(h.clock.now().getTime() - HOUR).toISOString()
    const res = await send(admin.headers, {
      audience: 'MEMBER',
      memberId: String(member.id),
      title,
      content,
      sendAt,
    })
    expect(res.body.result.status).toBe('SENT')
    expect(await noticesOf(member.id)).toHaveLength(1)
  })
})

describe('POST /admin/api/notices/:id/cancel and the list', () => {
  it('cancels a scheduled notice once (audited); the job then skips it; sent ones cannot be cancelled', async () => {
    const admin = await createOperator(h)
    await createMember(h)
    const sendAt = new Date(h.clock.now().getTime() + HOUR).toISOString()
    const scheduled = await send(admin.headers, { audience: 'ALL', title, content, sendAt })
    const id = scheduled.body.result.id
    const cancel = () =>
      call<Record_>(h.app, { method: 'POST', url: `${URL}/${id}/cancel`, headers: admin.headers })

    const results = await Promise.all(Array.from({ length: 20 }, cancel))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200))
      expect([r.status, r.body.code]).toEqual([409, 60202])
    expect(await auditActions()).toEqual(['notice.schedule', 'notice.cancel'])

    const member = await createMember(h)
    const sent = await send(admin.headers, {
      audience: 'MEMBER',
      memberId: String(member.id),
      title,
      content,
    })
    const again = await call(h.app, {
      method: 'POST',
      url: `${URL}/${sent.body.result.id}/cancel`,
      headers: admin.headers,
    })
    expect([again.status, again.body.code]).toEqual([409, 60202])
    const missing = await call(h.app, {
      method: 'POST',
      url: `${URL}/99999999/cancel`,
      headers: admin.headers,
    })
    expect(missing.status).toBe(404)

    // The operator's token lives an hour; the job needs none.
    h.clock.advance(2 * HOUR)
    expect(await runBroadcastsOnce(h.app.ctx)).toEqual({ sent: 0, recipients: 0 })
    expect(await h.db.select().from(notices)).toHaveLength(1)
  })

  it('lists past and scheduled notices, newest first, in pages of at most 50', async () => {
    const admin = await createOperator(h)
    const member = await createMember(h)
    for (let i = 0; i < 3; i++) {
      await send(admin.headers, { audience: 'MEMBER', memberId: String(member.id), title, content })
      h.clock.advance(1000)
    }
    await send(admin.headers, {
      audience: 'ALL',
      title,
      content,
      sendAt: new Date(h.clock.now().getTime() + DAY).toISOString(),
    })
    const list = await call<{ records: Record_[]; total: number; pages: number }>(h.app, {
      method: 'GET',
      url: `${URL}?pageNumber=1&pageSize=2`,
      headers: admin.headers,
    })
    expect(list.body.result.total).toBe(4)
    expect(list.body.result.pages).toBe(2)
    expect(list.body.result.records.map((r) => r.status)).toEqual(['SCHEDULED', 'SENT'])
    const tooBig = await call(h.app, { method: 'GET', url: `${URL}?pageSize=51`, headers: admin.headers })
    expect(tooBig.status).toBe(400)
  })
})
