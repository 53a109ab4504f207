import { describe, expect, it } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { dayLabel, hkDay, talkTime } from './time.ts'

// Friday 10 January 2025, 09:30 in Hong Kong (01:30 UTC).
const now = new Date('2025-01-10T01:30:00Z')

describe('chat times (Hong Kong time, the viewer’s language)', () => {
  it('counts days in Hong Kong: 23:30 UTC is already the next day there', () => {
    expect(hkDay(new Date('2025-01-09T23:30:00Z'))).toBe(hkDay(now))
    expect(hkDay(new Date('2025-01-09T15:59:00Z'))).toBe(hkDay(now) - 1)
  })

  it('shows today as HH:mm, this week as a weekday, older as a date', () => {
    expect(talkTime('2025-01-10T00:05:00Z', 'en', now)).toBe('08:05')
    expect(talkTime('2025-01-07T04:00:00Z', 'en', now)).toBe('Tue')
    expect(talkTime('2025-01-07T04:00:00Z', 'zh-Hant', now)).toBe('週二')
    expect(talkTime('2025-01-02T04:00:00Z', 'en', now)).toBe('2 Jan')
    expect(talkTime('2024-12-30T04:00:00Z', 'en', now)).toBe('30 Dec 2024')
    expect(talkTime('2023-12-30T04:00:00Z', 'en', now)).toMatch(/2023/)
  })

  it('names the day separators Today, Yesterday, or the date', () => {
    const t = i18n.getFixedT('en')
    expect(dayLabel('2025-01-10T00:05:00Z', 'en', t, now)).toBe('Today')
    expect(dayLabel('2025-01-09T00:05:00Z', 'en', t, now)).toBe('Yesterday')
    expect(dayLabel('2025-01-08T00:05:00Z', 'en', t, now)).toMatch(/Wednesday.*8 January 2025/)
    expect(dayLabel('2025-01-10T00:05:00Z', 'zh-Hans', i18n.getFixedT('zh-Hans'), now)).toBe('今天')
  })
})
