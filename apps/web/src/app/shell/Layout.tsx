/** The page frame: header, content, footer, plus the app-wide dialogs, toasts and page title. */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useMatches, useNavigate } from 'react-router'
import { Toaster } from '../../components/Toaster.tsx'
import { paths } from '../../config/paths.ts'
import { AuthDialog } from '../../features/auth/index.ts'
import { useSite } from '../../features/site/index.ts'
import { usePageTitleOverride } from '../../lib/page-title.ts'
import { useSession } from '../../lib/session.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { LoadingBar } from './LoadingBar.tsx'

export interface RouteHandle {
  title?: string
  /** Members only: the router's guard refuses visitors, and a session that ends here goes home. */
  auth?: boolean
}

/** When the session ends on a members-only page (logged in elsewhere, expired), go home (docs/product/screens.md guard). */
function useLeaveWhenSignedOut() {
  const matches = useMatches()
  const { userInfo } = useSession()
  const navigate = useNavigate()
  const membersOnly = matches.some((m) => (m.handle as RouteHandle | undefined)?.auth)
  useEffect(() => {
    if (membersOnly && !userInfo) void navigate(paths.home, { replace: true })
  }, [membersOnly, userInfo, navigate])
}

function usePageTitle() {
  const { t } = useTranslation()
  const { data: site } = useSite()
  const matches = useMatches()
  const key = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean)
  const own = usePageTitleOverride()
  const siteName = site?.siteName ?? t('common.appName')
  useEffect(() => {
    const name = own ?? (key ? t(key) : null)
    document.title = name ? `${name} - ${siteName}` : siteName
  }, [own, key, siteName, t])
  useEffect(() => {
    if (!site?.buyerSideIcon) return
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (link) link.href = site.buyerSideIcon
  }, [site?.buyerSideIcon])
}

export function Layout() {
  usePageTitle()
  useLeaveWhenSignedOut()
  return (
    <>
      <LoadingBar />
      <Header />
      <main className="main">
        <Outlet />
      </main>
      <Footer />
      <AuthDialog />
      <Toaster />
      <ScrollRestoration />
    </>
  )
}
