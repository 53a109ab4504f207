/** Hong Kong calendar days (UTC+8 all year: no daylight saving). */
const DAY_MS = 24 * 60 * 60 * 1000
const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** YYYY-MM-DD of the Hong Kong day containing `at`. */
export function hkDay(at: Date): string {
  return format.format(at)
}

export function hkYesterday(at: Date): string {
  return hkDay(new Date(at.getTime() - DAY_MS))
}
