/**
 * The shapes of the console's API that its shell uses (docs/admin.md: sign-in, dashboard, audit
 * log), from the server's contract (`@kaifong/contract/admin`) under the console's names, the
 * rights the navigation follows, and the pages an area adds to the console.
 */
import type { Page, TokenPair } from '@kaifong/contract'
import type { AdminRight } from '@kaifong/contract/admin'
import type { ComponentType } from 'react'

export type {
  AdminLoginResult as LoginStep,
  AdminMe as Operator,
  AdminSetupResult as SetupResult,
  AdminVerifyResult as VerifyResult,
  AuditRecord as AuditRow,
  Dashboard,
  DashboardDay,
  DashboardRange,
} from '@kaifong/contract/admin'
export { ADMIN_RECOVERY_CODE_PATTERN, DASHBOARD_RANGES } from '@kaifong/contract/admin'
export type { AdminRight, Page, TokenPair }

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
  'shop',
  'withdrawal',
  'complaint',
] as const

/**
 * A page an area of the console adds under /admin (features/console-*, given to the console by
 * app/console-pages.ts): its path below /admin, the right that opens it, and the page (lazy).
 */
export interface ConsolePage {
  path: string
  right: AdminRight
  Page: ComponentType
}
