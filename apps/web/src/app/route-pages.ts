/**
 * Route pieces shared by the route tree (router.tsx) and the member's own pages that load on
 * first visit (own-pages.tsx).
 */
import { loadSections } from '../lib/i18n.ts'

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
