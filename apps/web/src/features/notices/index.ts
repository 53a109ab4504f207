/**
 * The notices' public surface: the header's bell with its unread count and dropdown (its code
 * loads after the first render, members only, never in the home page's first load). The notices
 * pages are routed from app/router.tsx. New notices arrive through the member's socket, which the
 * chat keeps open: it invalidates lib/query-keys.ts `noticeKeys`, and the bell asks again.
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

/** Render inside <Suspense> with a placeholder of its size (44 × 44 px), so the header does not move. */
export const NoticeBell = lazy(
  async () => (await Promise.all([import('./components/NoticeBell.tsx'), loadSections('notices')]))[0],
)
