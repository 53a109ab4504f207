/**
 * The auth feature's public surface: what the app shell and other features may use. Its pages
 * are routed from app/router.tsx; everything else in this folder is its own.
 */
export { fetchMe } from './api/login.ts'
export { logout } from './api/logout.ts'
export { AuthDialog } from './components/AuthDialog.tsx'
