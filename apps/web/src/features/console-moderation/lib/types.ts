/**
 * The shapes of the console's report queue (docs/admin.md, "Report queue"), from the server's
 * contract (`@kaifong/contract/admin`) under the console's names.
 */
export type {
  GoodsReportDetail,
  GoodsReportRow,
  GoodsResolveAction as GoodsAction,
  ReportEntry,
  ReportKind,
  ReportQueueRow as ReportRow,
  ReportStatus,
  ResolveResult,
  TalkReportDetail,
  TalkReportRow,
  TalkResolveAction as TalkAction,
} from '@kaifong/contract/admin'
export { REPORT_KINDS, REPORT_STATUSES } from '@kaifong/contract/admin'

/** Counts of reports by reason number (0–6 for listings, 0–5 for chats). */
export type ReasonCounts = Record<string, number>
