/**
 * Route pieces shared by the route tree (router.tsx) and the member's own pages that load on
 * first visit (own-pages.tsx).
 */
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { routes } from '../config/paths.ts'
import { loadSections } from '../lib/i18n.ts'
import { isLoggedIn } from '../lib/session.ts'
import { openAuth } from '../lib/ui.ts'

/** A members' page: nobody signed in gets the login dialog over the home page, and then the page. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null
  const url = new URL(request.url)
  openAuth('login', url.pathname + url.search, { reason: 'memberPage' })
  return redirect(routes.home)
}

/**
 * A page whose catalogue sections are not in the first catalogue: both load together
 * (lib/i18n.ts `loadSections`; docs/architecture.md, "Delivery").
 */
export const withSections = async (
  sections: Parameters<typeof loadSections>,
  page: () => Promise<{ default: React.ComponentType }>,
) => {
  const [{ default: Component }] = await Promise.all([page(), loadSections(...sections)])
  return { Component }
}

export const settingsLayout = async () => ({
  Component: (await import('../features/account/pages/SettingsLayout.tsx')).default,
})
export const collectPage = () =>
  withSections(['collect', 'detail'], () => import('../features/favourites/pages/CollectPage.tsx'))
export const bindPhonePage = () =>
  withSections(['auth'], () => import('../features/auth/pages/AuthPhonePage.tsx'))

/** My account, the index of /setting and of the member centre. */
export const profilePage = () =>
  withSections(['profile', 'medals', 'address'], () => import('../features/account/pages/ProfilePage.tsx'))
