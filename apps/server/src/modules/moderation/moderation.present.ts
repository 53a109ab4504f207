/** Rows of the report queue to the console's shapes (packages/contract/src/admin/moderation.ts; docs/admin.md, "Report queue"). */
import type {
  GoodsReportDetail,
  GoodsReportRow,
  ReportEntry,
  ReportStatus,
  TalkReportDetail,
  TalkReportRow,
} from '@kaifong/contract/admin'
import type { GoodsQueueRow, ListingReportRow, TalkQueueRow, TalkReportEntryRow } from './moderation.repo.ts'
import type { GoodsReportDetailData, TalkReportDetailData } from './moderation.service.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function presentGoodsRow(r: GoodsQueueRow): GoodsReportRow {
  return {
    kind: 'goods',
    goodsId: String(r.goodsId),
    goodsName: r.goodsName,
    goodsPicture: r.goodsPicture,
    marketEnable: r.marketEnable,
    hidden: r.hiddenAt !== null,
    deleted: r.deletedAt !== null,
    sellerId: String(r.sellerId),
    sellerName: r.sellerName,
    reporters: r.reporters,
    reasons: r.reasons ?? {},
    firstReportTime: r.firstAt.toISOString(),
    lastReportTime: r.lastAt.toISOString(),
  }
}

export function presentTalkRow(r: TalkQueueRow): TalkReportRow {
  return {
    kind: 'talk',
    talkId: String(r.talkId),
    goodsId: String(r.goodsId),
    goodsName: r.goodsName,
    reportedId: String(r.reportedId),
    reportedName: r.reportedName,
    reportedBanned: r.reportedBanned,
    reporters: r.reporters,
    reasons: r.reasons ?? {},
    firstReportTime: r.firstAt.toISOString(),
    lastReportTime: r.lastAt.toISOString(),
  }
}

function presentEntry(r: ListingReportRow | TalkReportEntryRow): ReportEntry {
  return {
    id: String(r.id),
    reporterId: String(r.reporterId),
    reporterName: r.reporterName,
    typeNum: r.typeNum,
    context: r.context,
    createTime: r.createdAt.toISOString(),
    status: r.status as ReportStatus,
    outcome: r.outcome,
    handledTime: iso(r.handledAt),
  }
}

export function presentGoodsDetail(d: GoodsReportDetailData): GoodsReportDetail {
  const { listing, history } = d
  return {
    goods: {
      id: String(listing.id),
      goodsName: listing.name,
      goodsPicture: listing.cover,
      price: listing.price,
      marketEnable: listing.marketEnable,
      hidden: listing.hiddenAt !== null,
      hiddenReason: listing.hiddenReason,
      deleted: listing.deletedAt !== null,
      sellerId: String(listing.sellerId),
      sellerName: d.sellerName,
    },
    reports: d.reports.map(presentEntry),
    sellerHistory: {
      listings: history.listings,
      liveListings: history.liveListings,
      reportsReceived: history.reportsReceived,
      takedowns: history.takedowns,
      deals: history.deals,
      joined: history.joined.toISOString(),
    },
  }
}

/** The member the open reports name most (else all reports); ties go to the latest report's. */
function mostReported(reports: TalkReportEntryRow[]): TalkReportEntryRow | undefined {
  const open = reports.filter((r) => r.status === 'OPEN')
  const pool = open.length > 0 ? open : reports
  const counts = new Map<number, number>()
  for (const r of pool) counts.set(r.reportedId, (counts.get(r.reportedId) ?? 0) + 1)
  const most = Math.max(0, ...counts.values())
  return pool.find((r) => counts.get(r.reportedId) === most)
}

export function presentTalkDetail(d: TalkReportDetailData): TalkReportDetail {
  const { talk, reports } = d
  const top = mostReported(reports)
  const fallback = { reportedId: talk.sellerId, reportedName: talk.sellerName }
  const reported = top ?? fallback
  return {
    talkId: String(talk.id),
    goodsId: String(talk.goodsId),
    goodsName: talk.goodsName,
    goodsPicture: talk.goodsPicture,
    reportedId: String(reported.reportedId),
    reportedName: reported.reportedName,
    buyer: { id: String(talk.buyerId), name: talk.buyerName, banned: talk.buyerBanned },
    seller: { id: String(talk.sellerId), name: talk.sellerName, banned: talk.sellerBanned },
    reports: reports.map((r) => ({
      ...presentEntry(r),
      reportedId: String(r.reportedId),
      reportedName: r.reportedName,
    })),
    excerpt: (reports[0]?.excerpt ?? []) as TalkReportDetail['excerpt'],
  }
}
