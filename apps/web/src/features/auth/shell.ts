/**
 * What the app shell takes from the auth feature into the first load: the login dialog (loaded
 * on first use) and logout. Kept apart from index.ts so the pieces other features' lazy pages
 * take from index.ts (forms, code sending) stay in their chunks rather than the entry's
 * (docs/architecture.md, "Web features").
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

export { logout } from './api/logout.ts'

/**
 * The login / register / recovery dialog, loaded on first use with its texts (the `auth` catalogue
 * section): its forms, react-hook-form and the contract's schemas stay out of the first load
 * (docs/architecture.md, "Delivery: compression, caching, first load").
 */
export const AuthDialog = lazy(async () => {
  const [{ AuthDialog: Dialog }] = await Promise.all([
    import('./components/AuthDialog.tsx'),
    loadSections('auth'),
  ])
  return { default: Dialog }
})
