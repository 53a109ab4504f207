/**
 * The operator's console with every area's pages (docs/admin.md): the shell (features/admin)
 * imports none of its areas (features/console-*), so they meet here, where features are combined.
 * The router loads this file lazily for /admin/*, so neither the console nor its list of pages
 * reaches a member's first load; each page stays a chunk of its own.
 */
import { adminRoute } from '../features/admin/pages/AdminApp.tsx'
import { CONTENT_PAGES } from '../features/console-content/index.ts'
import { MEMBER_PAGES } from '../features/console-members/index.ts'
import { MODERATION_PAGES } from '../features/console-moderation/index.ts'
import { MONEY_PAGES } from '../features/console-money/index.ts'
import { NOTICE_PAGES } from '../features/console-notices/index.ts'
import { ORDER_PAGES } from '../features/console-orders/index.ts'
import { SETTINGS_PAGES } from '../features/console-settings/index.ts'
import { SHOP_PAGES } from '../features/console-shops/index.ts'

export const CONSOLE_PAGES = [
  ...MODERATION_PAGES,
  ...MEMBER_PAGES,
  ...SHOP_PAGES,
  ...MONEY_PAGES,
  ...ORDER_PAGES,
  ...NOTICE_PAGES,
  ...SETTINGS_PAGES,
  ...CONTENT_PAGES,
]

/** The /admin/* route's lazy part (router.tsx). */
export const consoleRoute = () => adminRoute(CONSOLE_PAGES)
