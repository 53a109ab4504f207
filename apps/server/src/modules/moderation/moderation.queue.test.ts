/** The report queue's reads (docs/admin.md, "Report queue"): grouping, order, paging, details, who may read. */
import type { GoodsReportDetail, ReportQueuePage, TalkReportDetail } from '@kaifong/contract/admin'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import {
  admin,
  createMember,
  createSignedIn,
  createTalk,
  fileReport,
  fileTalkReport,
  reportedBy,
  world,
} from '../../../test/moderation.ts'
import { deals, members, quotes, reports, talkReports } from '../../db/schema.ts'

const h = useTestApp()

describe('GET /admin/api/reports', () => {
  it('groups open reports by listing, most reporters first, then the latest report', async () => {
    const w = await world(h)
    const three = await w.list({ name: '三人舉報' })
    const twoOld = await w.list({ name: '兩人舊' })
    const twoNew = await w.list({ name: '兩人新', hiddenAt: h.clock.now(), hiddenReason: 'REPORTS' })
    const quiet = await w.list({ name: '無人舉報' })
    await reportedBy(h, three.id, 3, [0, 0, 6])
    const [a, b] = [await createMember(h), await createMember(h)]
    await fileReport(h, twoOld.id, a.id, { typeNum: 1, minutesAgo: 90 })
    await fileReport(h, twoOld.id, b.id, { typeNum: 2, minutesAgo: 60 })
    await fileReport(h, twoNew.id, a.id, { typeNum: 1, minutesAgo: 30 })
    await fileReport(h, twoNew.id, b.id, { typeNum: 1, minutesAgo: 5 })
    // Handled reports are not in the open queue.
    const handled = await fileReport(h, quiet.id, a.id)
    await h.db
      .update(reports)
      .set({ status: 'HANDLED', outcome: 'DISMISSED' })
      .where(eq(reports.id, handled.id))

    const res = await admin<ReportQueuePage>(h, 'GET', '/reports?status=OPEN&kind=goods', w.operator.headers)
    expect(res.status).toBe(200)
    const { records, total, pages, current, size } = res.body.result
    expect({ total, pages, current, size }).toEqual({ total: 3, pages: 1, current: 1, size: 20 })
    expect(records.map((r) => r.kind === 'goods' && r.goodsName)).toEqual(['三人舉報', '兩人新', '兩人舊'])
    expect(records[0]).toEqual({
      kind: 'goods',
      goodsId: String(three.id),
      goodsName: '三人舉報',
      goodsPicture: '/media/goods/bag.webp',
      marketEnable: 'UPPER',
      hidden: false,
      deleted: false,
      sellerId: String(w.seller.id),
      sellerName: '賣家阿明',
      reporters: 3,
      reasons: { '0': 2, '6': 1 },
      firstReportTime: new Date(h.clock.now().getTime() - 3 * 60_000).toISOString(),
      lastReportTime: new Date(h.clock.now().getTime() - 60_000).toISOString(),
    })
    expect(records[1]).toMatchObject({ hidden: true, reporters: 2, reasons: { '1': 2 } })
    expect(records[2]).toMatchObject({ reasons: { '1': 1, '2': 1 } })

    const done = await admin<ReportQueuePage>(h, 'GET', '/reports?status=HANDLED', w.operator.headers)
    expect(done.body.result.records).toEqual([
      expect.objectContaining({ goodsId: String(quiet.id), reporters: 1, reasons: { '0': 1 } }),
    ])
  })

  it('pages the groups (at most 50 a page) and counts groups, not reports', async () => {
    const w = await world(h)
    for (let i = 0; i < 5; i++) await reportedBy(h, (await w.list({ name: `item ${i}` })).id, 5 - i)
    const page2 = await admin<ReportQueuePage>(
      h,
      'GET',
      '/reports?pageNumber=2&pageSize=2',
      w.operator.headers,
    )
    expect(page2.body.result).toMatchObject({ total: 5, pages: 3, current: 2, size: 2 })
    expect(page2.body.result.records.map((r) => r.reporters)).toEqual([3, 2])
    const past = await admin<ReportQueuePage>(
      h,
      'GET',
      '/reports?pageNumber=9&pageSize=2',
      w.operator.headers,
    )
    expect(past.body.result).toMatchObject({ total: 5, records: [] })
    for (const bad of ['pageSize=51', 'pageSize=0', 'pageNumber=0', 'status=DONE', 'kind=member']) {
      const res = await admin(h, 'GET', `/reports?${bad}`, { ...w.operator.headers, language: 'en' })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
  })

  it('groups chat reports by chat, with the member most reports name', async () => {
    const w = await world(h)
    const listing = await w.list()
    const buyer = await createMember(h, { nickName: '買家小美' })
    const talk = await createTalk(h, listing.id, buyer.id, w.seller.id)
    await fileTalkReport(h, talk, buyer.id, w.seller.id, { typeNum: 3, minutesAgo: 10 })
    const other = await createMember(h)
    const quietTalk = await createTalk(h, listing.id, other.id, w.seller.id)
    await fileTalkReport(h, quietTalk, w.seller.id, other.id, { typeNum: 1, minutesAgo: 2 })
    await h.db.update(members).set({ disabled: true }).where(eq(members.id, other.id))

    const res = await admin<ReportQueuePage>(h, 'GET', '/reports?kind=talk', w.operator.headers)
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(2)
    expect(res.body.result.records).toEqual([
      {
        kind: 'talk',
        talkId: String(quietTalk.id),
        goodsId: String(listing.id),
        goodsName: '名牌手袋',
        reportedId: String(other.id),
        reportedName: other.nickName,
        reportedBanned: true,
        reporters: 1,
        reasons: { '1': 1 },
        firstReportTime: expect.any(String),
        lastReportTime: expect.any(String),
      },
      expect.objectContaining({
        talkId: String(talk.id),
        reportedId: String(w.seller.id),
        reportedName: '賣家阿明',
      }),
    ])
  })

  it('refuses a visitor (401), a member (403), and a member’s own session of an operator (403)', async () => {
    const member = await createSignedIn(h)
    const operatorAsMember = await createSignedIn(h, { role: 'ADMIN' })
    const urls = ['/reports', '/reports/goods/1', '/reports/talk/1']
    for (const url of urls) {
      const visitor = await admin(h, 'GET', url, {})
      expect(visitor.status).toBe(401)
      expect(visitor.body.code).toBe(20003)
      for (const headers of [member.headers, operatorAsMember.headers]) {
        const res = await admin(h, 'GET', url, headers)
        expect(res.status).toBe(403)
        expect(res.body.code).toBe(60001)
      }
    }
    // A moderator and an admin both have the right.
    for (const role of ['MODERATOR', 'ADMIN'] as const) {
      const op = await createOperator(h, role)
      expect((await admin(h, 'GET', '/reports', op.headers)).status).toBe(200)
    }
  })
})

describe('GET /admin/api/reports/goods/:goodsId', () => {
  it('answers the listing, its reports with the reporters’ names, and the seller’s record', async () => {
    const w = await world(h)
    const listing = await w.list({ price: '1999.90', hiddenAt: h.clock.now(), hiddenReason: 'REPORTS' })
    await w.list({ marketEnable: 'DOWN', closeTime: null })
    const earlier = await w.list({ deletedAt: h.clock.now() })
    const reporter = await createMember(h, { nickName: '街坊甲' })
    const other = await createMember(h, { nickName: '街坊乙' })
    const older = await fileReport(h, listing.id, reporter.id, {
      typeNum: 6,
      context: '假貨',
      minutesAgo: 20,
    })
    await fileReport(h, listing.id, other.id, { typeNum: 0, minutesAgo: 1 })
    const taken = await fileReport(h, earlier.id, reporter.id)
    await h.db.update(reports).set({ status: 'HANDLED', outcome: 'DELETED' }).where(eq(reports.id, taken.id))
    const buyer = await createMember(h)
    const talk = await createTalk(h, listing.id, buyer.id, w.seller.id)
    const quote = await quoteId(talk, buyer.id, w.seller.id, listing.id)
    const deal = {
      goodsId: listing.id,
      talkId: talk.id,
      buyerId: buyer.id,
      sellerId: w.seller.id,
      price: '100.00',
    }
    await h.db.insert(deals).values({ ...deal, quoteId: quote, singleStock: false })

    const res = await admin<GoodsReportDetail>(h, 'GET', `/reports/goods/${listing.id}`, w.operator.headers)
    expect(res.status).toBe(200)
    expect(res.body.result.goods).toEqual({
      id: String(listing.id),
      goodsName: '名牌手袋',
      goodsPicture: '/media/goods/bag.webp',
      price: '1999.90',
      marketEnable: 'UPPER',
      hidden: true,
      hiddenReason: 'REPORTS',
      deleted: false,
      sellerId: String(w.seller.id),
      sellerName: '賣家阿明',
    })
    expect(res.body.result.reports.map((r) => r.reporterName)).toEqual(['街坊乙', '街坊甲'])
    expect(res.body.result.reports[1]).toEqual({
      id: String(older.id),
      reporterId: String(reporter.id),
      reporterName: '街坊甲',
      typeNum: 6,
      context: '假貨',
      createTime: older.createdAt.toISOString(),
      status: 'OPEN',
      outcome: null,
      handledTime: null,
    })
    expect(res.body.result.sellerHistory).toEqual({
      listings: 3,
      liveListings: 1,
      reportsReceived: 3,
      takedowns: 1,
      deals: 1,
      joined: w.seller.createdAt.toISOString(),
    })
  })

  it('opens a deleted listing’s reports; an unknown or malformed id → 404 / 400', async () => {
    const w = await world(h)
    const gone = await w.list({ deletedAt: h.clock.now() })
    const res = await admin<GoodsReportDetail>(h, 'GET', `/reports/goods/${gone.id}`, w.operator.headers)
    expect(res.body.result.goods.deleted).toBe(true)
    const unknown = await admin(h, 'GET', '/reports/goods/987654', { ...w.operator.headers, language: 'en' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: 4004, message: 'No such listing' })
    expect((await admin(h, 'GET', '/reports/goods/abc', w.operator.headers)).status).toBe(400)
  })
})

describe('GET /admin/api/reports/talk/:talkId', () => {
  it('answers the chat’s reports, its two members and the latest report’s excerpt', async () => {
    const w = await world(h)
    const listing = await w.list()
    const buyer = await createMember(h, { nickName: '買家小美' })
    const talk = await createTalk(h, listing.id, buyer.id, w.seller.id)
    const message = {
      id: '1',
      talkId: String(talk.id),
      seq: 1,
      senderId: String(w.seller.id),
      kind: 'TEXT',
      text: '請先過數',
    }
    await fileTalkReport(h, talk, w.seller.id, buyer.id, { typeNum: 1, minutesAgo: 30, excerpt: [] })
    const latest = await fileTalkReport(h, talk, buyer.id, w.seller.id, { typeNum: 3, excerpt: [message] })
    await h.db
      .update(talkReports)
      .set({ status: 'HANDLED', outcome: 'DISMISSED' })
      .where(eq(talkReports.reporterId, w.seller.id))

    const res = await admin<TalkReportDetail>(h, 'GET', `/reports/talk/${talk.id}`, w.operator.headers)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      talkId: String(talk.id),
      goodsId: String(listing.id),
      goodsName: '名牌手袋',
      reportedId: String(w.seller.id),
      reportedName: '賣家阿明',
      buyer: { id: String(buyer.id), name: '買家小美', banned: false },
      seller: { id: String(w.seller.id), name: '賣家阿明', banned: false },
      excerpt: [message],
    })
    expect(res.body.result.reports).toEqual([
      expect.objectContaining({
        id: String(latest.id),
        reporterName: '買家小美',
        reportedName: '賣家阿明',
        status: 'OPEN',
      }),
      expect.objectContaining({
        reporterName: '賣家阿明',
        reportedName: '買家小美',
        status: 'HANDLED',
        outcome: 'DISMISSED',
      }),
    ])
    const unknown = await admin(h, 'GET', '/reports/talk/987654', w.operator.headers)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('找不到此對話')
  })
})

/** A quote for a deal row (deals refer to the accepted offer). */
async function quoteId(talk: { id: number }, buyerId: number, sellerId: number, goodsId: number) {
  const [row] = await h.db
    .insert(quotes)
    .values({ talkId: talk.id, goodsId, buyerId, sellerId, price: '100.00', status: 2 })
    .returning({ id: quotes.id })
  if (!row) throw new Error('quote insert failed')
  return row.id
}
