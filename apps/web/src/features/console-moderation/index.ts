/**
 * The console's report queue (docs/admin.md, "Report queue", right `reports`): its pages, which
 * app/console-pages.ts gives the console (features/admin). Each page is a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const ReportsPage = lazy(() => import('./pages/ReportsPage.tsx'))
const ReportDetailPage = lazy(() => import('./pages/ReportDetailPage.tsx'))

export const MODERATION_PAGES: readonly ConsolePage[] = [
  { path: 'reports', right: 'reports', Page: ReportsPage },
  { path: 'reports/goods/:goodsId', right: 'reports', Page: ReportDetailPage },
  { path: 'reports/talk/:talkId', right: 'reports', Page: ReportDetailPage },
]
