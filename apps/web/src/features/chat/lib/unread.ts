/**
 * The header badge's number (GET /im/talk/unread): polled (watch.ts) until the socket is open,
 * then asked for again by the socket's sync layer (live.ts) whenever something may have changed it.
 */
import { api } from '../../../lib/api.ts'
import { createStore } from '../../../lib/store.ts'

export const unreadStore = createStore(0)
/** Whether the socket is open: no polling meanwhile. */
export const liveStore = createStore(false)

export const refreshUnread = () =>
  api<{ total: number }>('/im/talk/unread', { quiet: true }).then(
    (r) => unreadStore.set(r.total),
    () => undefined,
  )
