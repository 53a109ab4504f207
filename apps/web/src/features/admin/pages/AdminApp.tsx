/**
 * The operator's console (docs/admin.md): the sign-in steps, then its own frame with the pages of
 * the operator's rights, routed under /admin. The shell's own pages (sign-in, dashboard, audit
 * log) are here; the areas' pages (features/console-*) come in `pages`, which app/console-pages.ts
 * gathers, so the shell imports none of its areas. The router (app/router.tsx) loads that file
 * lazily and asks `adminRoute` for the console, which loads the console's catalogue sections
 * first; each page is a chunk of its own, so chart.js, for one, comes only with the dashboard.
 */
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useRoutes } from 'react-router'
import { Toaster } from '../../../components/Toaster.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminFrame } from '../components/AdminFrame.tsx'
import { AdminGuard, RequireRight } from '../components/AdminGuard.tsx'
import { AdminLoading } from '../components/AdminStates.tsx'
import { loadConsoleTexts } from '../lib/admin-texts.ts'
import { firstAllowedPath } from '../lib/nav.ts'
import { useCan, useOperator } from '../lib/operator.ts'
import type { AdminRight, ConsolePage } from '../lib/types.ts'
import '../components/admin.css'

const SignInPage = lazy(() => import('./SignInPage.tsx'))
const DashboardPage = lazy(() => import('./DashboardPage.tsx'))
const AuditPage = lazy(() => import('./AuditPage.tsx'))

const guarded = (right: AdminRight, page: ReactNode) => <RequireRight right={right}>{page}</RequireRight>

/** /admin: the dashboard, or the first page the operator's rights open. */
function ConsoleHome() {
  const operator = useOperator()
  const canDashboard = useCan('dashboard')
  if (canDashboard) return <DashboardPage />
  const first = firstAllowedPath(operator.rights)
  return first ? <Navigate to={first} replace /> : guarded('dashboard', null)
}

function NotFound() {
  const { t } = useTranslation()
  return (
    <div className="adm-error" role="alert" data-testid="admin-not-found">
      <h1>{t('admin.notFound')}</h1>
    </div>
  )
}

function ConsoleRoutes({ pages }: { pages: readonly ConsolePage[] }) {
  return useRoutes([
    { path: 'login', element: <SignInPage /> },
    {
      element: (
        <AdminGuard>
          <AdminFrame />
        </AdminGuard>
      ),
      children: [
        { index: true, element: <ConsoleHome /> },
        { path: 'audit', element: guarded('audit', <AuditPage />) },
        ...pages.map(({ path, right, Page }) => ({ path, element: guarded(right, <Page />) })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ])
}

/** The console with the areas' `pages` (app/console-pages.ts; a test gives the pages it needs). */
export default function AdminApp({ pages }: { pages: readonly ConsolePage[] }) {
  return (
    <div className="adm-root">
      <Suspense fallback={<AdminLoading />}>
        <ConsoleRoutes pages={pages} />
      </Suspense>
      <Toaster />
    </div>
  )
}

/** The route's lazy part (app/router.tsx): the console's texts in the current language, then the console. */
export async function adminRoute(pages: readonly ConsolePage[]) {
  await loadConsoleTexts(currentLanguage())
  return { Component: () => <AdminApp pages={pages} /> }
}
