/**
 * Resolving reports (docs/admin.md, "Report queue"): each action's effect on the listing or the
 * member, the notices, the audit row, bad input, who may act, and two operators at once.
 */
import type { ResolveResult } from '@kaifong/contract/admin'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import {
  admin,
  auditRows,
  createMember,
  createSignedIn,
  createTalk,
  fileReport,
  fileTalkReport,
  noticesOf,
  reportedBy,
  type World,
  world,
} from '../../../test/moderation.ts'
import { goods, members, reports, sessions, talkReports } from '../../db/schema.ts'

const h = useTestApp()

const resolveGoods = (w: World, goodsId: number, payload: Record<string, unknown>, headers = {}) =>
  admin<ResolveResult>(
    h,
    'POST',
    `/reports/goods/${goodsId}/resolve`,
    { ...w.operator.headers, ...headers },
    payload,
  )
const resolveTalk = (w: World, talkId: number, payload: Record<string, unknown>, headers = {}) =>
  admin<ResolveResult>(
    h,
    'POST',
    `/reports/talk/${talkId}/resolve`,
    { ...w.operator.headers, ...headers },
    payload,
  )
const listingRow = async (id: number) => (await h.db.select().from(goods).where(eq(goods.id, id)))[0]
const reportRows = (goodsId: number) => h.db.select().from(reports).where(eq(reports.goodsId, goodsId))

/** A held listing reported by three members, and one report of another listing left alone. */
async function heldListing(w: World) {
  const listing = await w.list({ hiddenAt: h.clock.now(), hiddenReason: 'REPORTS' })
  const reporters = await reportedBy(h, listing.id, 3, [0, 6])
  const other = await w.list()
  await fileReport(h, other.id, reporters[0]?.id ?? 0)
  return { listing, reporters, other }
}

describe('POST /admin/api/reports/goods/:goodsId/resolve', () => {
  it('the seller and the reporters hear of their notices live, once the takedown commits', async () => {
    const w = await world(h)
    const { listing, reporters } = await heldListing(w)
    const frames: number[] = []
    const detach = [w.seller.id, ...reporters.map((r) => r.id)].map((memberId) =>
      h.app.ctx.realtime.attach({
        id: `socket-${memberId}`,
        memberId,
        sessionId: `session-${memberId}`,
        send: () => frames.push(memberId),
        end: () => {},
      }),
    )
    const res = await resolveGoods(w, listing.id, { action: 'DOWN', reason: 'Stolen photos' })
    for (const d of detach) d()
    expect(res.status).toBe(200)
    expect(frames.sort()).toEqual([w.seller.id, ...reporters.map((r) => r.id)].sort())
  })

  it('DOWN takes the listing down, lifts the hold, settles every open report, tells everyone, audits', async () => {
    const w = await world(h)
    const { listing, reporters, other } = await heldListing(w)
    const res = await resolveGoods(
      w,
      listing.id,
      { action: 'DOWN', reason: '  冒牌貨品  ' },
      { language: 'en' },
    )
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ handled: 3, outcome: 'DOWN' })
    expect(res.body.message).toBe('3 report(s) handled')

    const row = await listingRow(listing.id)
    expect(row).toMatchObject({
      marketEnable: 'DOWN',
      closeTime: null,
      hiddenAt: null,
      hiddenReason: null,
      deletedAt: null,
    })
    expect(row?.updatedAt.getTime()).toBeGreaterThan(listing.updatedAt.getTime() - 1)
    for (const r of await reportRows(listing.id)) {
      expect(r).toMatchObject({
        status: 'HANDLED',
        outcome: 'DOWN',
        handledBy: w.operator.member.id,
        handledAt: h.clock.now(),
      })
    }
    expect((await reportRows(other.id))[0]).toMatchObject({ status: 'OPEN', outcome: null })

    const sent = await noticesOf(h)
    const toSeller = sent.filter((n) => n.memberId === w.seller.id)
    expect(toSeller).toEqual([
      expect.objectContaining({
        type: 'SYSTEM_DOWN_PRODUCT',
        goodsId: listing.id,
        goodsName: '名牌手袋',
        goodsPicture: '/media/goods/bag.webp',
        title: {
          'zh-Hant': '你的貨品已被下架',
          'zh-Hans': '你的商品已被下架',
          en: 'Your listing was taken down',
        },
        content: {
          'zh-Hant': '你的貨品「名牌手袋」經管理員審核後已被下架。原因：冒牌貨品',
          'zh-Hans': '你的商品「名牌手袋」经管理员审核后已被下架。原因：冒牌貨品',
          en: 'After review, an administrator took down your listing "名牌手袋". Reason: 冒牌貨品',
        },
      }),
    ])
    const toReporters = sent.filter((n) => n.memberId !== w.seller.id)
    expect(toReporters.map((n) => n.memberId).sort()).toEqual(reporters.map((r) => r.id).sort())
    for (const n of toReporters) {
      expect(n).toMatchObject({ type: 'GOODS_FEEDBACK_DOWN', goodsId: listing.id })
      expect(n.content['zh-Hant']).toBe('多謝你的舉報。你舉報的貨品「名牌手袋」已被下架。')
    }

    const [audit] = await auditRows(h)
    expect(audit).toMatchObject({
      actorId: w.operator.member.id,
      actorName: w.operator.member.username,
      action: 'report.takedown',
      targetType: 'goods',
      targetId: String(listing.id),
      reason: '冒牌貨品',
      before: expect.objectContaining({ marketEnable: 'UPPER', hiddenReason: 'REPORTS', openReports: 3 }),
      after: expect.objectContaining({
        marketEnable: 'DOWN',
        hiddenAt: null,
        openReports: 0,
        outcome: 'DOWN',
      }),
    })
    // Nothing is left open: a second resolve is refused and writes nothing.
    const again = await resolveGoods(w, listing.id, { action: 'DISMISS' })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(60100)
    expect(await auditRows(h)).toHaveLength(1)
  })

  it('DOWN of a listing the seller took down already still settles its reports', async () => {
    const w = await world(h)
    const listing = await w.list({ marketEnable: 'DOWN', closeTime: null })
    await reportedBy(h, listing.id, 1)
    const res = await resolveGoods(w, listing.id, { action: 'DOWN', reason: 'scam' })
    expect(res.status).toBe(200)
    expect((await listingRow(listing.id))?.marketEnable).toBe('DOWN')
    expect((await noticesOf(h)).map((n) => n.type).sort()).toEqual([
      'GOODS_FEEDBACK_DOWN',
      'SYSTEM_DOWN_PRODUCT',
    ])
  })

  it('DELETE soft-deletes the listing and sends SYSTEM_DELETE_PRODUCT', async () => {
    const w = await world(h)
    const { listing } = await heldListing(w)
    const res = await resolveGoods(w, listing.id, { action: 'DELETE', reason: 'Stolen photos' })
    expect(res.body.result).toEqual({ handled: 3, outcome: 'DELETED' })
    expect(await listingRow(listing.id)).toMatchObject({
      deletedAt: h.clock.now(),
      hiddenAt: null,
      marketEnable: 'UPPER',
    })
    const sent = await noticesOf(h)
    expect(sent.filter((n) => n.type === 'SYSTEM_DELETE_PRODUCT')).toEqual([
      expect.objectContaining({ memberId: w.seller.id, goodsId: listing.id }),
    ])
    expect(sent.filter((n) => n.type === 'SYSTEM_DELETE_PRODUCT')[0]?.content.en).toContain(
      'Reason: Stolen photos',
    )
    expect(sent.filter((n) => n.type === 'GOODS_FEEDBACK_DOWN')).toHaveLength(3)
    expect(sent.find((n) => n.type === 'GOODS_FEEDBACK_DOWN')?.content.en).toContain('was removed')
    expect((await auditRows(h))[0]).toMatchObject({ action: 'report.delete', reason: 'Stolen photos' })
    // The listing is gone for members, but its reports stay readable for operators.
    const page = await call(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${listing.id}` })
    expect(page.status).toBe(404)
  })

  it('DISMISS leaves the listing, lifts the hold, tells the reporters "no violation"; a reason is optional', async () => {
    const w = await world(h)
    const { listing, reporters } = await heldListing(w)
    const res = await resolveGoods(w, listing.id, { action: 'DISMISS' })
    expect(res.body.result).toEqual({ handled: 3, outcome: 'DISMISSED' })
    expect(await listingRow(listing.id)).toMatchObject({
      marketEnable: 'UPPER',
      hiddenAt: null,
      deletedAt: null,
    })
    const sent = await noticesOf(h)
    expect(sent).toHaveLength(reporters.length)
    for (const n of sent) {
      expect(n.type).toBe('GOODS_FEEDBACK')
      expect(n.content).toEqual({
        'zh-Hant': '多謝你的舉報。我們已審核「名牌手袋」，未有發現違規。',
        'zh-Hans': '感谢你的举报。我们已审核「名牌手袋」，未发现违规。',
        en: 'Thank you for your report. We reviewed "名牌手袋" and found no violation.',
      })
    }
    expect((await auditRows(h))[0]).toMatchObject({ action: 'report.dismiss', reason: '' })
  })

  it('keeps a hold for a banned seller: only a hold for reports is lifted', async () => {
    const w = await world(h)
    const listing = await w.list({ hiddenAt: h.clock.now(), hiddenReason: 'SELLER_BANNED' })
    await reportedBy(h, listing.id, 1)
    await resolveGoods(w, listing.id, { action: 'DISMISS' })
    expect(await listingRow(listing.id)).toMatchObject({ hiddenReason: 'SELLER_BANNED' })
  })

  it('refuses bad input in the request language, and writes nothing', async () => {
    const w = await world(h)
    const { listing } = await heldListing(w)
    for (const [payload, field, message] of [
      [{ action: 'DOWN' }, 'reason', 'Please give a reason'],
      [{ action: 'DELETE', reason: '   ' }, 'reason', 'Please give a reason'],
      [{ action: 'DOWN', reason: 'x'.repeat(501) }, 'reason', 'The reason can be up to 500 characters'],
      [{ action: 'BAN', reason: 'x' }, 'action', 'Please choose an action'],
      [{ reason: 'x' }, 'action', 'Please choose an action'],
      [{ action: 'DISMISS', reason: 'bad\u0000text' }, 'reason', 'Must not contain control characters'],
    ] as const) {
      const res = await resolveGoods(w, listing.id, payload, { language: 'en' })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
      const fields = (res.body.result as unknown as { fields: { field: string; message: string }[] }).fields
      expect(fields[0]).toEqual({ field, message })
    }
    const hant = await resolveGoods(w, listing.id, { action: 'DOWN' })
    expect(hant.body.message).toContain('請填寫原因')
    const unknown = await resolveGoods(w, 987654, { action: 'DISMISS' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe(4004)
    const neverReported = await w.list()
    const none = await resolveGoods(w, neverReported.id, { action: 'DISMISS' }, { language: 'zh-Hans' })
    expect(none.status).toBe(409)
    expect(none.body).toMatchObject({
      code: 60100,
      message: '此项目没有待处理的举报，可能已由其他管理员处理',
    })
    expect(await auditRows(h)).toEqual([])
    expect(await noticesOf(h)).toEqual([])
    expect((await listingRow(listing.id))?.hiddenReason).toBe('REPORTS')
  })

  it('refuses a visitor and a member', async () => {
    const w = await world(h)
    const { listing } = await heldListing(w)
    const url = `/admin/api/reports/goods/${listing.id}/resolve`
    const payload = { action: 'DISMISS' }
    const visitor = await call(h.app, { method: 'POST', url, payload })
    expect(visitor.status).toBe(401)
    const member = await createSignedIn(h)
    const refused = await call(h.app, { method: 'POST', url, payload, headers: member.headers })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(60001)
    expect((await reportRows(listing.id)).every((r) => r.status === 'OPEN')).toBe(true)
  })

  it('of operators resolving at once, exactly one wins; the others get 409 and write nothing', async () => {
    const w = await world(h)
    const { listing } = await heldListing(w)
    const second = await createOperator(h, 'ADMIN')
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        resolveGoods(
          w,
          listing.id,
          i % 2 === 0 ? { action: 'DOWN', reason: 'fake' } : { action: 'DISMISS' },
          i % 3 === 0 ? second.headers : {},
        ),
      ),
    )
    const won = results.filter((r) => r.status === 200)
    expect(won).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toBe(60100)
    expect(await auditRows(h)).toHaveLength(1)
    const feedback = (await noticesOf(h)).filter((n) => n.type.startsWith('GOODS_FEEDBACK'))
    expect(feedback).toHaveLength(3)
    const outcomes = new Set((await reportRows(listing.id)).map((r) => r.outcome))
    expect(outcomes.size).toBe(1)
  }, 60_000)
})

describe('POST /admin/api/reports/talk/:talkId/resolve', () => {
  async function reportedChat(w: World) {
    const listing = await w.list()
    const buyer = await createSignedIn(h, { nickName: '買家' })
    const talk = await createTalk(h, listing.id, buyer.member.id, w.seller.id)
    await fileTalkReport(h, talk, buyer.member.id, w.seller.id, { typeNum: 2 })
    return { listing, buyer, talk }
  }

  it('DISMISS settles the chat’s open reports and audits; the member is untouched', async () => {
    const w = await world(h)
    const { talk } = await reportedChat(w)
    const res = await resolveTalk(w, talk.id, { action: 'DISMISS' })
    expect(res.body.result).toEqual({ handled: 1, outcome: 'DISMISSED' })
    const [row] = await h.db.select().from(talkReports)
    expect(row).toMatchObject({ status: 'HANDLED', outcome: 'DISMISSED', handledBy: w.operator.member.id })
    expect((await h.db.select().from(members).where(eq(members.id, w.seller.id)))[0]?.disabled).toBe(false)
    expect(await auditRows(h)).toEqual([
      expect.objectContaining({
        action: 'report.talk.dismiss',
        targetType: 'talk',
        targetId: String(talk.id),
      }),
    ])
    expect((await resolveTalk(w, talk.id, { action: 'DISMISS' })).body.code).toBe(60100)
  })

  it('BAN bans the reported member: sessions end (60002 next), listings hidden, two audit rows', async () => {
    const w = await world(h)
    const seller = await createSignedIn(h, { nickName: '壞賣家' })
    const live = await w.list({ sellerId: seller.member.id })
    const down = await w.list({ sellerId: seller.member.id, marketEnable: 'DOWN', closeTime: null })
    const buyer = await createSignedIn(h)
    const talk = await createTalk(h, live.id, buyer.member.id, seller.member.id)
    await fileTalkReport(h, talk, buyer.member.id, seller.member.id)
    const res = await resolveTalk(w, talk.id, { action: 'BAN', reason: '要求先過數' })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ handled: 1, outcome: 'BANNED' })
    const [member] = await h.db.select().from(members).where(eq(members.id, seller.member.id))
    expect(member).toMatchObject({ disabled: true, banReason: '要求先過數', bannedAt: h.clock.now() })
    const own = await h.db.select().from(sessions).where(eq(sessions.memberId, seller.member.id))
    expect(own.every((s) => s.revokedReason === 'BANNED')).toBe(true)
    const next = await call(h.app, { method: 'GET', url: '/buyer/message/member', headers: seller.headers })
    expect(next.status).toBe(403)
    expect(next.body.code).toBe(60002)
    expect(await listingRow(live.id)).toMatchObject({ hiddenReason: 'SELLER_BANNED' })
    expect(await listingRow(down.id)).toMatchObject({ hiddenAt: null })
    // The reporter keeps their session.
    expect(
      (await call(h.app, { method: 'GET', url: '/buyer/message/member', headers: buyer.headers })).status,
    ).toBe(200)
    const audits = await auditRows(h)
    expect(audits.map((a) => a.action).sort()).toEqual(['member.ban', 'report.ban'])
    expect(audits.find((a) => a.action === 'member.ban')).toMatchObject({
      targetType: 'member',
      targetId: String(seller.member.id),
      reason: '要求先過數',
    })
  })

  it('BAN needs a reason, and says which member when both were reported', async () => {
    const w = await world(h)
    const { talk, buyer } = await reportedChat(w)
    const noReason = await resolveTalk(w, talk.id, { action: 'BAN' }, { language: 'en' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.message).toContain('Please give a reason')
    await fileTalkReport(h, talk, w.seller.id, buyer.member.id)
    const which = await resolveTalk(w, talk.id, { action: 'BAN', reason: 'abuse' }, { language: 'en' })
    expect(which.status).toBe(400)
    expect(which.body.code).toBe(60101)
    const stranger = await createMember(h)
    const wrong = await resolveTalk(w, talk.id, {
      action: 'BAN',
      reason: 'abuse',
      memberId: String(stranger.id),
    })
    expect(wrong.body.code).toBe(60101)
    const res = await resolveTalk(w, talk.id, {
      action: 'BAN',
      reason: 'abuse',
      memberId: String(buyer.member.id),
    })
    expect(res.body.result).toEqual({ handled: 2, outcome: 'BANNED' })
    const [banned] = await h.db.select().from(members).where(eq(members.id, buyer.member.id))
    expect(banned?.disabled).toBe(true)
    const [seller] = await h.db.select().from(members).where(eq(members.id, w.seller.id))
    expect(seller?.disabled).toBe(false)
  })

  it('never bans an admin or the operator themself (403 60200), and writes nothing', async () => {
    const w = await world(h)
    const listing = await w.list()
    const adminMember = await createMember(h, { role: 'ADMIN' })
    const talk = await createTalk(h, listing.id, adminMember.id, w.seller.id)
    await fileTalkReport(h, talk, w.seller.id, adminMember.id)
    const res = await resolveTalk(w, talk.id, { action: 'BAN', reason: 'x' })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(60200)
    const selfTalk = await createTalk(h, listing.id, w.operator.member.id, w.seller.id)
    await fileTalkReport(h, selfTalk, w.seller.id, w.operator.member.id)
    expect((await resolveTalk(w, selfTalk.id, { action: 'BAN', reason: 'x' })).body.code).toBe(60200)
    expect(await auditRows(h)).toEqual([])
    const open = await h.db
      .select()
      .from(talkReports)
      .where(and(eq(talkReports.status, 'OPEN')))
    expect(open).toHaveLength(2)
  })

  it('unknown chat → 404; a visitor and a member are refused; parallel resolves: one wins', async () => {
    const w = await world(h)
    const { talk, buyer } = await reportedChat(w)
    expect((await resolveTalk(w, 987654, { action: 'DISMISS' })).status).toBe(404)
    const url = `/admin/api/reports/talk/${talk.id}/resolve`
    expect((await call(h.app, { method: 'POST', url, payload: { action: 'DISMISS' } })).status).toBe(401)
    const member = await call(h.app, {
      method: 'POST',
      url,
      payload: { action: 'DISMISS' },
      headers: buyer.headers,
    })
    expect(member.status).toBe(403)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        resolveTalk(w, talk.id, i % 2 ? { action: 'DISMISS' } : { action: 'BAN', reason: 'scam' }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(9)
    expect((await auditRows(h)).filter((a) => a.action.startsWith('report.'))).toHaveLength(1)
  }, 60_000)
})
