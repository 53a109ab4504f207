/**
 * TanStack Query keys of the console: everything under `admin`, dropped at sign-out. The shell's
 * own here; each area (features/console-*) keeps its keys under `admin` too.
 */
import type { AuditFilter, DashboardRange } from './types.ts'

export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  dashboard: (days: DashboardRange) => ['admin', 'dashboard', days] as const,
  audit: (filter: AuditFilter, page: number) => ['admin', 'audit', filter, page] as const,
}
