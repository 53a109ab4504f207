/**
 * Browsing history (footprints). Its page is routed from app/router.tsx; the server records a
 * footprint when a member opens a listing, so no other feature calls it.
 */
export { useFootprints } from './api/footprints.ts'
