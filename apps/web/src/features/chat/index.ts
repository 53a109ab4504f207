/**
 * The chat's public surface: the header's chat link with its unread badge (its code, and later
 * the socket's and the dropdown's, load after the first render: members only, never in the home
 * page's first load). The /im page is routed from app/router.tsx; app/ supplies the "Rate" dialog
 * there, once the reviews feature exists, as the page's `onRate` prop (a RateHandler).
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

export type { RateHandler } from './lib/rate.ts'

/**
 * Loaded with the chat's texts (its label, and the dropdown's). Render inside <Suspense> with a
 * placeholder of its size (44 × 44 px), so the header does not move.
 */
export const ChatBadge = lazy(
  async () => (await Promise.all([import('./components/ChatBadge.tsx'), loadSections('chat')]))[0],
)
