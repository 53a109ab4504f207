/**
 * The console's system notices (docs/admin.md, "System notices", right `notices`): its page, which
 * app/console-pages.ts gives the console (features/admin), a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const NoticesPage = lazy(() => import('./pages/NoticesPage.tsx'))

export const NOTICE_PAGES: readonly ConsolePage[] = [{ path: 'notices', right: 'notices', Page: NoticesPage }]
