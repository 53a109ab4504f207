/**
 * SQL of the report queue (docs/admin.md, "Report queue"): reports grouped by listing or by chat in
 * one statement per page, a listing's or chat's reports with their reporters' names, the seller's
 * record and the row locks of a resolve. Settling the reports is their owners' (modules/reports,
 * modules/chat).
 */
import { and, count, countDistinct, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client.ts'
import { deals, goods, members, reports, talkReports, talks } from '../../db/schema.ts'
import { lockKey } from '../../lib/locks.ts'

export type GoodsRow = typeof goods.$inferSelect
export type ReportStatusValue = 'OPEN' | 'HANDLED'

export interface Slice {
  offset: number
  limit: number
}

/** `{ "typeNum": count }` of the group's reports: one pass over the group's own type numbers. */
const reasonsOf = (typeNum: typeof reports.typeNum | typeof talkReports.typeNum) =>
  sql<Record<string, number>>`(select jsonb_object_agg(t.n, t.c) from (select n, count(*)::int as c
    from unnest(array_agg(${typeNum})) as n group by n) as t)`

/** Reported listings with reports of `status`, most reporters first, then the latest report. */
export async function goodsQueue(db: DbOrTx, status: ReportStatusValue, slice: Slice) {
  const grouped = db
    .select({
      goodsId: reports.goodsId,
      reporters: sql<number>`count(distinct ${reports.reporterId})::int`.as('reporters'),
      reasons: reasonsOf(reports.typeNum).as('reasons'),
      firstAt: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt).as('first_at'),
      lastAt: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt).as('last_at'),
    })
    .from(reports)
    .where(eq(reports.status, status))
    .groupBy(reports.goodsId)
    .orderBy(sql`reporters desc`, sql`last_at desc`, desc(reports.goodsId))
    .offset(slice.offset)
    .limit(slice.limit)
    .as('grouped')
  const [rows, [total]] = await Promise.all([
    db
      .select({
        goodsId: grouped.goodsId,
        reporters: grouped.reporters,
        reasons: grouped.reasons,
        firstAt: grouped.firstAt,
        lastAt: grouped.lastAt,
        goodsName: goods.name,
        goodsPicture: goods.cover,
        marketEnable: goods.marketEnable,
        hiddenAt: goods.hiddenAt,
        deletedAt: goods.deletedAt,
        sellerId: goods.sellerId,
        sellerName: members.nickName,
      })
      .from(grouped)
      .innerJoin(goods, eq(goods.id, grouped.goodsId))
      .innerJoin(members, eq(members.id, goods.sellerId))
      .orderBy(desc(grouped.reporters), desc(grouped.lastAt), desc(grouped.goodsId)),
    db
      .select({ n: countDistinct(reports.goodsId) })
      .from(reports)
      .where(eq(reports.status, status)),
  ])
  return { rows, total: total?.n ?? 0 }
}
export type GoodsQueueRow = Awaited<ReturnType<typeof goodsQueue>>['rows'][number]

/**
 * Reported chats with reports of `status`, in the same order. The reported member shown is the
 * one most of the group's reports name (both members of a chat may report each other).
 */
export async function talkQueue(db: DbOrTx, status: ReportStatusValue, slice: Slice) {
  const grouped = db
    .select({
      talkId: talkReports.talkId,
      reportedId: sql<number>`mode() within group (order by ${talkReports.reportedId})`
        .mapWith(Number)
        .as('reported_id'),
      reporters: sql<number>`count(distinct ${talkReports.reporterId})::int`.as('reporters'),
      reasons: reasonsOf(talkReports.typeNum).as('reasons'),
      firstAt: sql<Date>`min(${talkReports.createdAt})`.mapWith(talkReports.createdAt).as('first_at'),
      lastAt: sql<Date>`max(${talkReports.createdAt})`.mapWith(talkReports.createdAt).as('last_at'),
    })
    .from(talkReports)
    .where(eq(talkReports.status, status))
    .groupBy(talkReports.talkId)
    .orderBy(sql`reporters desc`, sql`last_at desc`, desc(talkReports.talkId))
    .offset(slice.offset)
    .limit(slice.limit)
    .as('grouped')
  const [rows, [total]] = await Promise.all([
    db
      .select({
        talkId: grouped.talkId,
        reportedId: grouped.reportedId,
        reporters: grouped.reporters,
        reasons: grouped.reasons,
        firstAt: grouped.firstAt,
        lastAt: grouped.lastAt,
        goodsId: talks.goodsId,
        goodsName: goods.name,
        reportedName: members.nickName,
        reportedBanned: members.disabled,
      })
      .from(grouped)
      .innerJoin(talks, eq(talks.id, grouped.talkId))
      .innerJoin(goods, eq(goods.id, talks.goodsId))
      .innerJoin(members, eq(members.id, grouped.reportedId))
      .orderBy(desc(grouped.reporters), desc(grouped.lastAt), desc(grouped.talkId)),
    db
      .select({ n: countDistinct(talkReports.talkId) })
      .from(talkReports)
      .where(eq(talkReports.status, status)),
  ])
  return { rows, total: total?.n ?? 0 }
}
export type TalkQueueRow = Awaited<ReturnType<typeof talkQueue>>['rows'][number]

/** A listing, deleted or not, with its seller's name. */
export async function findListingWithSeller(db: DbOrTx, goodsId: number) {
  const [row] = await db
    .select({ listing: goods, sellerName: members.nickName })
    .from(goods)
    .innerJoin(members, eq(members.id, goods.sellerId))
    .where(eq(goods.id, goodsId))
    .limit(1)
  return row
}

/** The most reports a detail page lists (one per member; the newest first). */
const DETAIL_REPORTS_MAX = 500

/** Every report of the listing, newest first, with the reporter's name. */
export function reportsOfListing(db: DbOrTx, goodsId: number) {
  return db
    .select({
      id: reports.id,
      reporterId: reports.reporterId,
      reporterName: members.nickName,
      typeNum: reports.typeNum,
      context: reports.context,
      createdAt: reports.createdAt,
      status: reports.status,
      outcome: reports.outcome,
      handledAt: reports.handledAt,
    })
    .from(reports)
    .innerJoin(members, eq(members.id, reports.reporterId))
    .where(eq(reports.goodsId, goodsId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(DETAIL_REPORTS_MAX)
}
export type ListingReportRow = Awaited<ReturnType<typeof reportsOfListing>>[number]

/** The seller's record, in one statement: listings, live ones, reports, operator takedowns, deals. */
export async function sellerHistory(db: DbOrTx, sellerId: number, now: Date) {
  const own = eq(goods.sellerId, sellerId)
  const live = and(own, eq(goods.marketEnable, 'UPPER'), isNull(goods.deletedAt), gt(goods.closeTime, now))
  const onOwnListings = sql`${reports.goodsId} in (select ${goods.id} from ${goods} where ${own})`
  const [row] = await db
    .select({
      joined: members.createdAt,
      listings: sql<number>`(select count(*)::int from ${goods} where ${own})`,
      liveListings: sql<number>`(select count(*)::int from ${goods} where ${live})`,
      reportsReceived: sql<number>`(select count(*)::int from ${reports} where ${onOwnListings})`,
      takedowns: sql<number>`(select count(distinct ${reports.goodsId})::int from ${reports}
        where ${onOwnListings} and ${reports.outcome} in ('DOWN', 'DELETED'))`,
      deals: sql<number>`(select count(*)::int from ${deals}
        where ${deals.sellerId} = ${sellerId} and ${deals.status} = 'ACTIVE')`,
    })
    .from(members)
    .where(eq(members.id, sellerId))
    .limit(1)
  return row
}

/** The listing's row, deleted or not, locked for a resolve (reports lock it too: modules/reports). */
export async function lockListing(db: DbOrTx, goodsId: number): Promise<GoodsRow | undefined> {
  const [row] = await db.select().from(goods).where(eq(goods.id, goodsId)).limit(1).for('update')
  return row
}

/**
 * A chat, held for a resolve: resolves of one chat run one at a time. An advisory lock, not the
 * chat's row lock, which chat steps take after their listing's (modules/chat): a ban here
 * changes the banned member's listings, and the two orders would deadlock.
 */
export async function holdTalk(db: DbOrTx, talkId: number) {
  await lockKey(db, 'talk-reports', talkId)
  const [row] = await db.select({ id: talks.id }).from(talks).where(eq(talks.id, talkId)).limit(1)
  return row
}

/** A chat with its listing and both members. */
export async function findTalkWithMembers(db: DbOrTx, talkId: number) {
  const buyer = alias(members, 'buyer')
  const seller = alias(members, 'seller')
  const [row] = await db
    .select({
      id: talks.id,
      goodsId: talks.goodsId,
      goodsName: goods.name,
      goodsPicture: goods.cover,
      buyerId: buyer.id,
      buyerName: buyer.nickName,
      buyerBanned: buyer.disabled,
      sellerId: seller.id,
      sellerName: seller.nickName,
      sellerBanned: seller.disabled,
    })
    .from(talks)
    .innerJoin(goods, eq(goods.id, talks.goodsId))
    .innerJoin(buyer, eq(buyer.id, talks.buyerId))
    .innerJoin(seller, eq(seller.id, talks.sellerId))
    .where(eq(talks.id, talkId))
    .limit(1)
  return row
}

/** Every report of the chat, newest first, with the reporter's and the reported member's names. */
export function reportsOfTalk(db: DbOrTx, talkId: number) {
  const reporter = alias(members, 'reporter')
  const reported = alias(members, 'reported')
  return db
    .select({
      id: talkReports.id,
      reporterId: talkReports.reporterId,
      reporterName: reporter.nickName,
      reportedId: talkReports.reportedId,
      reportedName: reported.nickName,
      typeNum: talkReports.typeNum,
      context: talkReports.context,
      excerpt: talkReports.excerpt,
      createdAt: talkReports.createdAt,
      status: talkReports.status,
      outcome: talkReports.outcome,
      handledAt: talkReports.handledAt,
    })
    .from(talkReports)
    .innerJoin(reporter, eq(reporter.id, talkReports.reporterId))
    .innerJoin(reported, eq(reported.id, talkReports.reportedId))
    .where(eq(talkReports.talkId, talkId))
    .orderBy(desc(talkReports.createdAt), desc(talkReports.id))
}
export type TalkReportEntryRow = Awaited<ReturnType<typeof reportsOfTalk>>[number]

/** The members the chat's open reports name, and how many reports each. */
export function openReportedOf(db: DbOrTx, talkId: number) {
  return db
    .select({ reportedId: talkReports.reportedId, n: count() })
    .from(talkReports)
    .where(and(eq(talkReports.talkId, talkId), eq(talkReports.status, 'OPEN')))
    .groupBy(talkReports.reportedId)
}
