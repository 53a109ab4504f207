/**
 * Limits of chat and reviews (docs/product/chat.md). Apart from constants.ts: that module is in the
 * home page's first load (apps/web/vite.config.ts, HOME_SHARED), and these are needed only by the
 * chat and review pages.
 */

export const CHAT_TEXT_MAX = 1000
export const CHAT_PHOTO_MAX_BYTES = 6 * 1024 * 1024
export const TALK_REPORT_CONTEXT_MAX = 500
/** Sends per member connection: at most this many messages in the window, then a clear error. */
export const CHAT_SEND_LIMIT = { count: 20, windowMs: 10_000 } as const
/** Largest WebSocket frame the server reads; a bigger one closes the socket (1009). */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024
export const CHAT_HISTORY_PAGE = 30
/** Reviews (docs/product/domain-rules.md#reviews): the text, and the five tags. */
export const REVIEW_TEXT_MAX = 500
export const REVIEW_TAGS = ['tag1', 'tag2', 'tag3', 'tag4', 'tag5'] as const
export type ReviewTag = (typeof REVIEW_TAGS)[number]
