/**
 * What the header badge keeps running while a member is signed in: the unread count, polled every
 * UNREAD_POLL_MS while the tab is visible until the socket is open, and the tab's chat connection,
 * opened a moment after the page (it is not what the visitor came for).
 */
import type { QueryClient } from '@tanstack/react-query'
import { acquireChat } from './live.ts'
import { liveStore, refreshUnread } from './unread.ts'

export const UNREAD_POLL_MS = 60_000
const SOCKET_AFTER_MS = 1500

/** Starts both; returns the stop. */
export function watchUnread(queryClient: QueryClient): () => void {
  const poll = () => {
    if (!liveStore.get() && document.visibilityState === 'visible') void refreshUnread()
  }
  poll()
  const timer = setInterval(poll, UNREAD_POLL_MS)
  document.addEventListener('visibilitychange', poll)
  let release: (() => void) | undefined
  const later = setTimeout(() => {
    release = acquireChat(queryClient)
  }, SOCKET_AFTER_MS)
  return () => {
    clearInterval(timer)
    clearTimeout(later)
    document.removeEventListener('visibilitychange', poll)
    release?.()
  }
}
