import { describe, expect, it } from 'vitest'
import { hkDay, hkYesterday } from './hk-time.ts'

describe('hkDay', () => {
  it('turns at Hong Kong midnight (16:00 UTC), also when asked the same hour again and out of order', () => {
    const cases: [string, string][] = [
      ['2026-11-25T15:59:59.999Z', '2026-11-25'],
      ['2026-11-25T16:00:00.000Z', '2026-11-26'],
      ['2026-11-25T15:30:00.000Z', '2026-11-25'],
      ['2026-11-25T16:59:59.999Z', '2026-11-26'],
      ['2026-12-31T16:00:00.000Z', '2027-01-01'],
      ['2026-11-25T16:00:00.000Z', '2026-11-26'],
    ]
    for (const [at, day] of cases) expect([at, hkDay(new Date(at))]).toEqual([at, day])
    expect(hkYesterday(new Date('2026-11-25T16:00:00.000Z'))).toBe('2026-11-25')
  })

  it('refuses an invalid date as Intl does', () => {
    expect(() => hkDay(new Date(Number.NaN))).toThrow(RangeError)
  })
})
