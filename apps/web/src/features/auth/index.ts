/**
 * The auth feature's public surface: what the app shell and other features may use. Its pages
 * are routed from app/router.tsx; everything else in this folder is its own.
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

export { fetchMe } from './api/login.ts'
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
