/**
 * The console's navigation (docs/admin.md, "Roles and sign-in"): each entry with the right that
 * shows it. An operator sees only the entries their rights allow; coins live inside a member's
 * page, so they have no entry of their own.
 */
import { adminPaths } from './paths.ts'
import type { AdminRight } from './types.ts'

export interface NavEntry {
  /** The key of its label, `admin.nav.<key>`. */
  key: string
  path: string
  right: AdminRight
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', path: adminPaths.home, right: 'dashboard' },
  { key: 'reports', path: adminPaths.reports, right: 'reports' },
  { key: 'members', path: adminPaths.members, right: 'members.view' },
  { key: 'shops', path: adminPaths.shops, right: 'shops' },
  { key: 'withdrawals', path: adminPaths.withdrawals, right: 'withdrawals' },
  { key: 'orders', path: adminPaths.orders, right: 'orders' },
  { key: 'notices', path: adminPaths.notices, right: 'notices' },
  { key: 'banners', path: adminPaths.banners, right: 'content' },
  { key: 'hotWords', path: adminPaths.hotWords, right: 'content' },
  { key: 'categories', path: adminPaths.categories, right: 'content' },
  { key: 'articles', path: adminPaths.articles, right: 'content' },
  { key: 'settings', path: adminPaths.settings, right: 'settings' },
  { key: 'audit', path: adminPaths.audit, right: 'audit' },
]

export const navFor = (rights: readonly string[]): NavEntry[] =>
  NAV_ENTRIES.filter((entry) => rights.includes(entry.right))

/** The first page an operator may open: the dashboard when allowed; null when nothing is. */
export const firstAllowedPath = (rights: readonly string[]): string | null => navFor(rights)[0]?.path ?? null
