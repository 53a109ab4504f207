/** Browsing history grouped by Hong Kong calendar day, newest first (as the server orders it). */
const HK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const HK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  hour: '2-digit',
  minute: '2-digit',
})

/** "2025-03-09" in Hong Kong time. */
export const hkDay = (time: number | string) => HK_DAY.format(new Date(time))
/** "14:05" in Hong Kong time. */
export const hkTime = (iso: string) => HK_TIME.format(new Date(iso))

export type DayName = 'today' | 'yesterday' | 'date'

export interface DayGroup<T> {
  day: string
  name: DayName
  /** The first view of the day, to name a date. */
  time: string
  items: T[]
}

export function groupByDay<T extends { viewTime: string }>(items: T[], now = Date.now()): DayGroup<T>[] {
  const today = hkDay(now)
  // Hong Kong keeps no daylight saving, so a day is always 24 hours.
  const yesterday = hkDay(now - 86_400_000)
  const groups: DayGroup<T>[] = []
  for (const item of items) {
    const day = hkDay(item.viewTime)
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else {
      const name = day === today ? 'today' : day === yesterday ? 'yesterday' : 'date'
      groups.push({ day, name, time: item.viewTime, items: [item] })
    }
  }
  return groups
}
