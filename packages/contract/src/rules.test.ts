import { describe, expect, it } from 'vitest'
import { formatHkd } from './rules.ts'

describe('formatHkd', () => {
  it('shows whole dollars without cents', () => {
    expect(formatHkd('350')).toBe('HK$350')
    expect(formatHkd('350.00')).toBe('HK$350')
    expect(formatHkd('350.0')).toBe('HK$350')
    expect(formatHkd('0.00')).toBe('HK$0')
  })

  it('shows cents when there are any, always two digits', () => {
    expect(formatHkd('350.5')).toBe('HK$350.50')
    expect(formatHkd('350.50')).toBe('HK$350.50')
    expect(formatHkd('0.05')).toBe('HK$0.05')
    expect(formatHkd('99999.99')).toBe('HK$99,999.99')
  })

  it('groups thousands on the exact text, beyond what a float holds', () => {
    expect(formatHkd('1234567')).toBe('HK$1,234,567')
    expect(formatHkd('12800.00')).toBe('HK$12,800')
    expect(formatHkd('90071992547409931.10')).toBe('HK$90,071,992,547,409,931.10')
    expect(formatHkd('001000')).toBe('HK$1,000')
  })

  it('keeps a minus sign in front of HK$', () => {
    expect(formatHkd('-1200.00')).toBe('-HK$1,200')
    expect(formatHkd('-0.5')).toBe('-HK$0.50')
  })
})
