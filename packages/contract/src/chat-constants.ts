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
/** A seq and a read position are PostgreSQL int4: a larger one is refused (4002), never sent to the database. */
export const CHAT_SEQ_MAX = 2_147_483_647

/**
 * What one socket may send (docs/product/chat.md#the-socket). Every frame takes a token from a
 * bucket of `burst` that refills `perSecond`; a frame without one is dropped unread. Far above
 * what the web app sends: a message at most every half second (CHAT_SEND_LIMIT), a read position
 * per message heard, "typing" every CHAT_TYPING_EVERY_MS per talk, a ping every 20 s.
 */
export const CHAT_FRAME_BUDGET = { burst: 60, perSecond: 8 } as const
/** Frames over the budget in one flood: past this the socket is closed (CHAT_CLOSE.FLOODING). */
export const CHAT_FLOOD_CLOSE_AFTER = 120
/** After a socket is closed for flooding, its member's new sockets are refused (429) this long. */
export const CHAT_FLOOD_COOLDOWN_MS = 60_000
/** The web app tells the other side "typing…" at most this often per talk. */
export const CHAT_TYPING_EVERY_MS = 3000
/** The server relays at most one "typing" per socket and talk in this time (below the app's pace, so none of its are dropped). */
export const CHAT_TYPING_RELAY_MS = 2000
/** A socket's pings are answered at most once in this time (the web app pings every 20 s). */
export const CHAT_PING_EVERY_MS = 2000
/** A member's read position in a talk is written at most once in this time; the highest seq read meanwhile is written next. */
export const CHAT_READ_WRITE_MS = 1000
/**
 * Sockets open at once on one instance: per session (one browser's tabs) and per member (their
 * phone and desktop sessions together). One more closes the oldest (CHAT_CLOSE.REPLACED).
 */
export const CHAT_SOCKETS = { perSession: 12, perMember: 20 } as const
/** New sockets per member, on every instance together; the next upgrade is refused (429). */
export const CHAT_CONNECT_LIMIT = { count: 30, windowMs: 60_000 } as const
/** Close codes of the chat socket. */
export const CHAT_CLOSE = {
  /** The session ended (logged out, replaced, password changed, account deleted). */
  SESSION_ENDED: 4401,
  /** A newer socket of the same session or member took this one's place. */
  REPLACED: 4409,
  /** The socket went on sending past its budget after the warning. */
  FLOODING: 4429,
} as const
export const CHAT_HISTORY_PAGE = 30
/** Reviews (docs/product/domain-rules.md#reviews): the text, and the five tags. */
export const REVIEW_TEXT_MAX = 500
export const REVIEW_TAGS = ['tag1', 'tag2', 'tag3', 'tag4', 'tag5'] as const
export type ReviewTag = (typeof REVIEW_TAGS)[number]
