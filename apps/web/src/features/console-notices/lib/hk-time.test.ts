import { describe, expect, it } from 'vitest'
import { hkLocalToIso, isoToHkLocal } from './hk-time.ts'

describe('Hong Kong times for scheduling', () => {
  it('reads a datetime-local value as Hong Kong time (UTC+8, no daylight saving)', () => {
    expect(hkLocalToIso('2025-03-01T14:05')).toBe('2025-03-01T06:05:00.000Z')
    expect(hkLocalToIso('2025-07-01T00:30')).toBe('2025-06-30T16:30:00.000Z')
    expect(isoToHkLocal('2025-06-30T16:30:00.000Z')).toBe('2025-07-01T00:30')
  })

  it('refuses malformed and impossible dates', () => {
    expect(hkLocalToIso('')).toBeNull()
    expect(hkLocalToIso('2025-02-30T10:00')).toBeNull()
    expect(hkLocalToIso('tomorrow')).toBeNull()
  })
})
