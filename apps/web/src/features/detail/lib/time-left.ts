/** How long a listing stays up, as an i18n key and count (detail.stats.*Left). */
export function timeLeft(closeTime: string | null, now = Date.now()): { key: string; count: number } | null {
  if (!closeTime) return null
  const ms = new Date(closeTime).getTime() - now
  if (ms <= 0) return { key: 'detail.stats.ended', count: 0 }
  const minutes = Math.ceil(ms / 60_000)
  if (minutes < 60) return { key: 'detail.stats.minutesLeft', count: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { key: 'detail.stats.hoursLeft', count: hours }
  return { key: 'detail.stats.daysLeft', count: Math.floor(hours / 24) }
}
