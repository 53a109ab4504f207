/** Hong Kong times for scheduling a notice: the `datetime-local` field's value read as Hong Kong time and back. */

/** Hong Kong keeps UTC+8 all year (no daylight saving). */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000

/** A `datetime-local` value ("2025-03-01T14:05"), read as Hong Kong time, as ISO 8601; null if malformed. */
export function hkLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h, mi) - HK_OFFSET_MS
  const date = new Date(utc)
  // 2025-02-30 rolls over into March: refuse it rather than schedule another day.
  if (new Date(utc + HK_OFFSET_MS).getUTCDate() !== d) return null
  return date.toISOString()
}

/** A moment as a `datetime-local` value in Hong Kong time. */
export function isoToHkLocal(time: Date | string): string {
  const hk = new Date(new Date(time).getTime() + HK_OFFSET_MS)
  return hk.toISOString().slice(0, 16)
}
