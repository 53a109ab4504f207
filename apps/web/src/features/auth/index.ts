/**
 * The auth feature's public surface: what the app shell and other features may use. Its pages
 * are routed from app/router.tsx; everything else in this folder is its own.
 */
import { lazy } from 'react'

export { fetchMe } from './api/login.ts'
export { logout } from './api/logout.ts'

/**
 * The login / register / recovery dialog, loaded on first use: its forms, react-hook-form and the
 * contract's schemas stay out of the first load (docs/architecture.md, "Delivery: compression,
 * caching, first load").
 */
export const AuthDialog = lazy(async () => ({
  default: (await import('./components/AuthDialog.tsx')).AuthDialog,
}))
