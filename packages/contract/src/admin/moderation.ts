/**
 * The report queue (docs/admin.md, "Report queue"): listings and chats reported by members, and
 * what an operator does with them (server modules/moderation). Ids travel as strings, times as ISO
 * 8601 strings; reasons are the `typeNum`s 0–6 of REPORT_REASONS (docs/product/data.md).
 */
import { chatMessage } from '../api/chat.ts'
import { idSchema } from '../api/common.ts'
import { MARKET_ENABLE } from '../enums.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'

/** An operator's reason: stored in the audit log and, for a takedown, sent to the seller. */
export const MODERATION_REASON_MAX = 500
export const REPORT_QUEUE_PAGE_MAX = 50

export const REPORT_STATUSES = ['OPEN', 'HANDLED'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
export const REPORT_KINDS = ['goods', 'talk'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]
/** How an operator settled a listing's reports (reports.outcome). */
export const GOODS_REPORT_OUTCOMES = ['DISMISSED', 'DOWN', 'DELETED'] as const
/** How an operator settled a chat's reports (talk_reports.outcome). */
export const TALK_REPORT_OUTCOMES = ['DISMISSED', 'BANNED'] as const
export const GOODS_RESOLVE_ACTIONS = ['DISMISS', 'DOWN', 'DELETE'] as const
export type GoodsResolveAction = (typeof GOODS_RESOLVE_ACTIONS)[number]
export const TALK_RESOLVE_ACTIONS = ['DISMISS', 'BAN'] as const
export type TalkResolveAction = (typeof TALK_RESOLVE_ACTIONS)[number]

const pageField = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .min(1)
    .max(max)
    .default(fallback)

/** GET /admin/api/reports */
export const reportQueueQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'field.invalid' }).default('OPEN'),
  kind: z.enum(REPORT_KINDS, { error: 'field.invalid' }).default('goods'),
  pageNumber: pageField(Number.MAX_SAFE_INTEGER, 1),
  pageSize: pageField(REPORT_QUEUE_PAGE_MAX, 20),
})
export type ReportQueueQuery = z.input<typeof reportQueueQuery>

/** How many reports gave each reason: `{ "0": 2, "6": 1 }`. */
const reasonCounts = z.record(z.string(), z.number())

/** One reported listing: its reports of the asked status, grouped. */
export const goodsReportRow = z.object({
  kind: z.literal('goods'),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  marketEnable: z.enum(MARKET_ENABLE),
  /** Hidden from search and browsing (held after reports, or its seller banned). */
  hidden: z.boolean(),
  /** The seller (or an operator) deleted it. */
  deleted: z.boolean(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** Distinct members who reported it (one report per member and listing). */
  reporters: z.number(),
  reasons: reasonCounts,
  firstReportTime: z.string(),
  lastReportTime: z.string(),
})
export type GoodsReportRow = z.infer<typeof goodsReportRow>

/** One reported chat: its reports of the asked status, grouped. */
export const talkReportRow = z.object({
  kind: z.literal('talk'),
  talkId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  /** The member most of the reports name (a chat has two members; both may report). */
  reportedId: z.string(),
  reportedName: z.string(),
  /** Whether the reported member is banned already. */
  reportedBanned: z.boolean(),
  reporters: z.number(),
  reasons: reasonCounts,
  firstReportTime: z.string(),
  lastReportTime: z.string(),
})
export type TalkReportRow = z.infer<typeof talkReportRow>

export const reportQueueRow = z.discriminatedUnion('kind', [goodsReportRow, talkReportRow])
export type ReportQueueRow = z.infer<typeof reportQueueRow>

export const reportQueuePage = z.object({
  records: z.array(reportQueueRow),
  total: z.number(),
  size: z.number(),
  current: z.number(),
  pages: z.number(),
})
export type ReportQueuePage = z.infer<typeof reportQueuePage>

/** One member's report, as the detail pages list them (newest first). */
export const reportEntry = z.object({
  id: z.string(),
  reporterId: z.string(),
  reporterName: z.string(),
  typeNum: z.number(),
  context: z.string(),
  createTime: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** DISMISSED | DOWN | DELETED for a listing, DISMISSED | BANNED for a chat; null while open. */
  outcome: z.string().nullable(),
  handledTime: z.string().nullable(),
})
export type ReportEntry = z.infer<typeof reportEntry>

/** GET /admin/api/reports/goods/:goodsId */
export const goodsReportDetail = z.object({
  goods: z.object({
    id: z.string(),
    goodsName: z.string(),
    goodsPicture: z.string(),
    /** Exact, as a decimal string (HK$). */
    price: z.string(),
    marketEnable: z.enum(MARKET_ENABLE),
    hidden: z.boolean(),
    /** REPORTS | SELLER_BANNED, null when not hidden. */
    hiddenReason: z.string().nullable(),
    deleted: z.boolean(),
    sellerId: z.string(),
    sellerName: z.string(),
  }),
  /** Every report of the listing, open and handled, newest first. */
  reports: z.array(reportEntry),
  /**
   * The seller's record: listings ever made, live now, reports received, listings operators took
   * down or deleted, deals made as the seller (not cancelled), and when they joined.
   */
  sellerHistory: z.object({
    listings: z.number(),
    liveListings: z.number(),
    reportsReceived: z.number(),
    takedowns: z.number(),
    deals: z.number(),
    joined: z.string(),
  }),
})
export type GoodsReportDetail = z.infer<typeof goodsReportDetail>

const talkMember = z.object({ id: z.string(), name: z.string(), banned: z.boolean() })

/**
 * The chat's messages as the reporter saw them when reporting (at most 50, oldest first). Stored
 * with the report, so fields a later version added may be missing.
 */
export const excerptMessage = chatMessage.partial()

/** GET /admin/api/reports/talk/:talkId */
export const talkReportDetail = z.object({
  talkId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  /** The member most of the open reports (or, with none open, of all) name. */
  reportedId: z.string(),
  reportedName: z.string(),
  /** The chat's two members. */
  buyer: talkMember,
  seller: talkMember,
  /** Every report of the chat (at most one per member), newest first. */
  reports: z.array(reportEntry.extend({ reportedId: z.string(), reportedName: z.string() })),
  /** The latest report's excerpt. */
  excerpt: z.array(excerptMessage),
})
export type TalkReportDetail = z.infer<typeof talkReportDetail>

const reasonText = plainText()
  .trim()
  .max(MODERATION_REASON_MAX, { error: 'moderation.reason.length' })
  .default('')

const requireReason =
  (needs: readonly string[]) => (v: { action: string; reason: string }, ctx: z.RefinementCtx) => {
    if (needs.includes(v.action) && v.reason.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'moderation.reason.required' })
    }
  }

/** POST /admin/api/reports/goods/:goodsId/resolve: the reason is required for DOWN and DELETE. */
export const goodsResolveBody = z
  .object({
    action: z.enum(GOODS_RESOLVE_ACTIONS, { error: 'moderation.action.invalid' }),
    reason: reasonText,
  })
  .superRefine(requireReason(['DOWN', 'DELETE']))
export type GoodsResolveBody = z.input<typeof goodsResolveBody>

/**
 * POST /admin/api/reports/talk/:talkId/resolve: the reason is required for BAN. `memberId` names
 * the member to ban when the chat's open reports name both of its members.
 */
export const talkResolveBody = z
  .object({
    action: z.enum(TALK_RESOLVE_ACTIONS, { error: 'moderation.action.invalid' }),
    reason: reasonText,
    memberId: idSchema.optional(),
  })
  .superRefine(requireReason(['BAN']))
export type TalkResolveBody = z.input<typeof talkResolveBody>

/** What a resolve did: how many open reports it settled, and how. */
export const resolveResult = z.object({ handled: z.number(), outcome: z.string() })
export type ResolveResult = z.infer<typeof resolveResult>
