/**
 * The shapes of the console's API that part 1 of the console uses (docs/admin.md: sign-in,
 * dashboard, report queue, audit log), from the server's contract (`@kaifong/contract/admin`)
 * under the console's names, and the rights the navigation follows.
 */
import type { Page, TokenPair } from '@kaifong/contract'

export type {
  AdminLoginResult as LoginStep,
  AdminMe as Operator,
  AdminSetupResult as SetupResult,
  AdminVerifyResult as VerifyResult,
  AuditRecord as AuditRow,
  Dashboard,
  DashboardDay,
  DashboardRange,
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
export {
  ADMIN_RECOVERY_CODE_PATTERN,
  ADMIN_RIGHTS,
  type AdminRight,
  DASHBOARD_RANGES,
  MODERATION_REASON_MAX,
  REPORT_KINDS,
  REPORT_STATUSES,
} from '@kaifong/contract/admin'
export type { Page, TokenPair }

/** Counts of reports by reason number (0–6 for listings, 0–5 for chats). */
export type ReasonCounts = Record<string, number>

/** The filters of GET /admin/api/audit, as the console keeps them in its address. */
export interface AuditFilter {
  actor?: string
  action?: string
  targetType?: string
  targetId?: string
  from?: string
  to?: string
}

/** The target types the audit log knows (docs/admin.md, "Audit log"; db/schema/admin.ts). */
export const AUDIT_TARGET_TYPES = [
  'goods',
  'member',
  'report',
  'talkReport',
  'notice',
  'category',
  'banner',
  'article',
  'hotWord',
  'setting',
] as const
