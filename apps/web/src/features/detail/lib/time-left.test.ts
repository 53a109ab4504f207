import { describe, expect, it } from 'vitest'
import { timeLeft } from './time-left.ts'

const NOW = Date.parse('2026-11-23T10:00:00+08:00')
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const left = (ms: number) => timeLeft(new Date(NOW + ms).toISOString(), NOW)
const days = (count: number) => ({ key: 'detail.stats.daysLeft', count })
const hours = (count: number) => ({ key: 'detail.stats.hoursLeft', count })
const minutes = (count: number) => ({ key: 'detail.stats.minutesLeft', count })

describe('time left on a listing', () => {
  it('reads 7 days for a listing just paid for 7 days, until a whole day has passed', () => {
    expect(left(7 * DAY)).toEqual(days(7))
    // Opened a few seconds after paying.
    expect(left(7 * DAY - 5 * SECOND)).toEqual(days(7))
    expect(left(6 * DAY + 1 * MINUTE)).toEqual(days(7))
    expect(left(6 * DAY)).toEqual(days(6))
    expect(left(30 * DAY - 5 * SECOND)).toEqual(days(30))
  })

  it('counts the last day in hours and the last hour in minutes, rounded up', () => {
    expect(left(DAY + MINUTE)).toEqual(days(2))
    expect(left(DAY)).toEqual(days(1))
    expect(left(DAY - MINUTE)).toEqual(hours(24))
    expect(left(HOUR + SECOND)).toEqual(hours(2))
    expect(left(HOUR)).toEqual(hours(1))
    expect(left(HOUR - 30 * SECOND)).toEqual(hours(1))
    expect(left(59 * MINUTE)).toEqual(minutes(59))
    expect(left(30 * SECOND)).toEqual(minutes(1))
  })

  it('says ended at and after the close, and nothing without a close time', () => {
    expect(left(0)).toEqual({ key: 'detail.stats.ended', count: 0 })
    expect(left(-DAY)).toEqual({ key: 'detail.stats.ended', count: 0 })
    expect(timeLeft(null, NOW)).toBeNull()
  })
})
