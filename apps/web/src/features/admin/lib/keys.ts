/** TanStack Query keys of the console: everything under `admin`, dropped at sign-out. */
import type { AuditFilter, DashboardRange, ReportKind, ReportStatus } from './types.ts'

export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  dashboard: (days: DashboardRange) => ['admin', 'dashboard', days] as const,
  reports: ['admin', 'reports'] as const,
  reportPage: (status: ReportStatus, kind: ReportKind, page: number) =>
    ['admin', 'reports', 'page', status, kind, page] as const,
  goodsReport: (goodsId: string) => ['admin', 'reports', 'goods', goodsId] as const,
  talkReport: (talkId: string) => ['admin', 'reports', 'talk', talkId] as const,
  audit: (filter: AuditFilter, page: number) => ['admin', 'audit', filter, page] as const,
}
