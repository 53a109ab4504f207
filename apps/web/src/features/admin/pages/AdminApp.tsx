/**
 * The operator's console (docs/admin.md): the sign-in steps, then its own frame with the pages of
 * the operator's rights, routed under /admin. The router (app/router.tsx) loads this file lazily
 * and asks `adminRoute` for it, which loads the console's catalogue sections first; each page is a chunk of its own here, so
 * chart.js, for one, comes only with the dashboard.
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
import type { AdminRight } from '../lib/types.ts'
import '../components/admin.css'

const SignInPage = lazy(() => import('./SignInPage.tsx'))
const DashboardPage = lazy(() => import('./DashboardPage.tsx'))
const ReportsPage = lazy(() => import('./ReportsPage.tsx'))
const ReportDetailPage = lazy(() => import('./ReportDetailPage.tsx'))
const AuditPage = lazy(() => import('./AuditPage.tsx'))
const MembersPage = lazy(() => import('./MembersPage.tsx'))
const MemberDetailPage = lazy(() => import('./MemberDetailPage.tsx'))
const NoticesPage = lazy(() => import('./NoticesPage.tsx'))
const SettingsPage = lazy(() => import('./SettingsPage.tsx'))
const BannersPage = lazy(() => import('./BannersPage.tsx'))
const HotWordsPage = lazy(() => import('./HotWordsPage.tsx'))
const CategoriesPage = lazy(() => import('./CategoriesPage.tsx'))
const ArticlesPage = lazy(() => import('./ArticlesPage.tsx'))
const ArticleEditPage = lazy(() => import('./ArticleEditPage.tsx'))

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

function ConsoleRoutes() {
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
        { path: 'reports', element: guarded('reports', <ReportsPage />) },
        { path: 'reports/goods/:goodsId', element: guarded('reports', <ReportDetailPage />) },
        { path: 'reports/talk/:talkId', element: guarded('reports', <ReportDetailPage />) },
        { path: 'audit', element: guarded('audit', <AuditPage />) },
        { path: 'members', element: guarded('members.view', <MembersPage />) },
        { path: 'members/:id', element: guarded('members.view', <MemberDetailPage />) },
        { path: 'notices', element: guarded('notices', <NoticesPage />) },
        { path: 'settings', element: guarded('settings', <SettingsPage />) },
        { path: 'banners', element: guarded('content', <BannersPage />) },
        { path: 'hot-words', element: guarded('content', <HotWordsPage />) },
        { path: 'categories', element: guarded('content', <CategoriesPage />) },
        { path: 'articles', element: guarded('content', <ArticlesPage />) },
        { path: 'articles/new', element: guarded('content', <ArticleEditPage />) },
        { path: 'articles/:id', element: guarded('content', <ArticleEditPage />) },
        { path: '*', element: <NotFound /> },
      ],
    },
  ])
}

export default function AdminApp() {
  return (
    <div className="adm-root">
      <Suspense fallback={<AdminLoading />}>
        <ConsoleRoutes />
      </Suspense>
      <Toaster />
    </div>
  )
}

/** The route's lazy part (app/router.tsx): the console's texts in the current language, then the console. */
export async function adminRoute() {
  await loadConsoleTexts(currentLanguage())
  return { Component: AdminApp }
}
