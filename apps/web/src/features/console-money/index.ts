/**
 * The console's money pages (docs/admin.md, "Withdrawals", right `withdrawals`): members'
 * withdrawal requests and their review, which app/console-pages.ts gives the console (features/admin).
 * Each page is a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const WithdrawalsPage = lazy(() => import('./pages/WithdrawalsPage.tsx'))
const WithdrawalPage = lazy(() => import('./pages/WithdrawalPage.tsx'))

export const MONEY_PAGES: readonly ConsolePage[] = [
  { path: 'withdrawals', right: 'withdrawals', Page: WithdrawalsPage },
  { path: 'withdrawals/:id', right: 'withdrawals', Page: WithdrawalPage },
]
