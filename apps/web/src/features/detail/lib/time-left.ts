/**
 * How long a listing stays up, as an i18n key and count (detail.stats.*Left). Each count is of the
 * units begun, rounded up (docs/product/states-and-notices.md, "Time left"): a listing paid for 7
 * days reads 7 days until a whole day has passed, then 6 …; its last 24 hours read in hours, its
 * last hour in minutes.
 */
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

export function timeLeft(closeTime: string | null, now = Date.now()): { key: string; count: number } | null {
  if (!closeTime) return null
  const ms = new Date(closeTime).getTime() - now
  if (ms <= 0) return { key: 'detail.stats.ended', count: 0 }
  if (ms >= DAY_MS) return { key: 'detail.stats.daysLeft', count: Math.ceil(ms / DAY_MS) }
  const minutes = Math.ceil(ms / MINUTE_MS)
  if (minutes < 60) return { key: 'detail.stats.minutesLeft', count: minutes }
  return { key: 'detail.stats.hoursLeft', count: Math.ceil(ms / HOUR_MS) }
}
