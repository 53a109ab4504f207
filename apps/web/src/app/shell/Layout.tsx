/** The page frame: header, content, footer, plus the app-wide dialogs, toasts and page title. */
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useMatches, useNavigate } from 'react-router'
import { paths } from '../../config/paths.ts'
import { AuthDialog } from '../../features/auth/shell.ts'
import { useSite } from '../../features/site/index.ts'
import { loadSections } from '../../lib/i18n.ts'
import { usePageTitleOverride } from '../../lib/page-title.ts'
import { useSession } from '../../lib/session.ts'
import { useAuthDialog } from '../../lib/ui.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { LoadingBar } from './LoadingBar.tsx'

/**
 * Loaded as the frame first renders, beside the page rather than in the first load (the home
 * page's budget, docs/architecture.md "Delivery"); a toast raised before it arrives waits in the
 * store and shows when it does.
 */
const Toaster = lazy(() => import('../../components/Toaster.tsx').then((m) => ({ default: m.Toaster })))
/** The fixed bar at the right edge, with its texts: loaded the same way, after the first render. */
const FixedBar = lazy(
  async () => (await Promise.all([import('./FixedBar.tsx'), loadSections('memberCentre')]))[0],
)

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

/**
 * The login dialog's chunk loads the first time it opens (features/auth/shell.ts), then stays
 * mounted like the other app-wide dialogs.
 */
function AuthDialogHost() {
  const { open } = useAuthDialog()
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  )
}

/** The page's content, where the skip link lands. */
const MAIN_ID = 'main'

/**
 * First in the tab order, shown only while focused: keyboard users pass the header in one step
 * (docs/architecture.md, "Web features"). Focus moves itself: the router would treat "#main" as
 * a navigation.
 */
function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      onClick={(e) => {
        e.preventDefault()
        const main = document.getElementById(MAIN_ID)
        main?.focus()
        main?.scrollIntoView?.()
      }}
    >
      {t('nav.skipToContent')}
    </a>
  )
}

export function Layout() {
  usePageTitle()
  useLeaveWhenSignedOut()
  return (
    <>
      <SkipLink />
      <LoadingBar />
      <Header />
      <main className="main" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <FixedBar mainId={MAIN_ID} />
      </Suspense>
      <AuthDialogHost />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
    </>
  )
}
