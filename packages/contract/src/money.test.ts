import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './constants.ts'
import {
  addMoney,
  compareMoney,
  formatHkd,
  formatMoney,
  MONEY_INPUT_MAX,
  type Money,
  moneyFromCents,
  moneyOf,
  moneyText,
  moneyToCents,
  moneyToSafeCents,
  parseMoney,
  subtractMoney,
} from './money.ts'

/** Every price a listing may have: 0 to 9,999,999,999.99 (numeric(12,2)). */
const PRICE_CENTS_MAX = 10n ** 12n - 1n
const price = fc.bigInt({ min: 0n, max: PRICE_CENTS_MAX }).map((c) => moneyFromCents(c))
const signed = fc.bigInt({ min: -PRICE_CENTS_MAX, max: PRICE_CENTS_MAX }).map((c) => moneyFromCents(c))
const error = (input: unknown) => {
  const r = parseMoney(input)
  return r.ok ? null : r.error
}

/** formatHkd as it was before Money, kept as the oracle for "same output as today". */
function formatHkdBefore(amount: string): string {
  const negative = amount.startsWith('-')
  const [whole = '0', frac = ''] = amount.replace(/^[-+]/, '').split('.')
  const cents = frac.padEnd(2, '0').slice(0, 2)
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+$)/g, ',')
  return `${negative ? '-' : ''}HK$${grouped}${cents === '00' ? '' : `.${cents}`}`
}

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

  it('writes every amount exactly as before Money, in each of the three languages', () => {
    fc.assert(
      fc.property(signed, fc.constantFrom(...LANGUAGES), (m, lang) => {
        expect(formatHkd(moneyText(m), lang)).toBe(formatHkdBefore(moneyText(m)))
        expect(formatMoney(m, lang)).toBe(formatHkdBefore(moneyText(m)))
      }),
    )
  })
})

describe('parseMoney', () => {
  it('reads exact amounts, with thousands separators and spaces around', () => {
    expect(moneyText(moneyOf('12.5'))).toBe('12.50')
    expect(moneyText(moneyOf(' 1,200 '))).toBe('1200.00')
    expect(moneyText(moneyOf('007'))).toBe('7.00')
    expect(parseMoney(99.5)).toEqual({ ok: true, money: 9950n })
    expect(parseMoney('9999999999.99')).toEqual({ ok: true, money: 999999999999n })
  })

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    [{}, 'required'],
    ['', 'required'],
    [' , ', 'required'],
    ['abc', 'number'],
    ['1e5', 'number'],
    ['+5', 'number'],
    ['0x10', 'number'],
    [Number.NaN, 'number'],
    [Number.POSITIVE_INFINITY, 'number'],
    [Number.NEGATIVE_INFINITY, 'number'],
    [1e21, 'number'],
    [1e-7, 'number'],
    ['-5', 'negative'],
    ['-0', 'negative'],
    [-0.5, 'negative'],
    ['12.345', 'invalid'],
    ['.5', 'invalid'],
    ['5.', 'invalid'],
    [0.1 + 0.2, 'invalid'],
    [1.005, 'invalid'],
    ['12345678901', 'max'],
    ['1'.repeat(MONEY_INPUT_MAX + 1), 'max'],
    ['x'.repeat(MONEY_INPUT_MAX + 1), 'number'],
  ])('refuses %j: %s', (input, why) => {
    expect(error(input)).toBe(why)
  })

  it('accepts negatives and more digits only when asked', () => {
    expect(parseMoney('-0.5', { negative: true })).toEqual({ ok: true, money: -50n })
    expect(parseMoney('123456789012', { maxWholeDigits: 12 })).toEqual({ ok: true, money: 12345678901200n })
    expect(() => moneyOf('1.234')).toThrow(RangeError)
    expect(error(12n)).toBe('required')
  })

  it('refuses a megabyte of digits at once, before any pattern runs on it', () => {
    const started = Date.now()
    expect(error(`${'9'.repeat(1 << 20)}x`)).toBe('number')
    expect(error('1'.repeat(1 << 20))).toBe('max')
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('never throws, and whatever it accepts it writes back canonically', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^-?[\d,. ]{0,20}$/), fc.double()), (input) => {
        const r = parseMoney(input)
        if (r.ok) expect(parseMoney(moneyText(r.money))).toEqual(r)
        else expect(['required', 'number', 'negative', 'invalid', 'max']).toContain(r.error)
      }),
    )
  })
})

describe('round trips', () => {
  it('parse ∘ text and parse ∘ format give the amount back, in each language', () => {
    fc.assert(
      fc.property(price, fc.constantFrom(...LANGUAGES), (m, lang) => {
        expect(moneyOf(moneyText(m))).toBe(m)
        const shown = formatMoney(m, lang)
        expect(parseMoney(shown.replace('HK$', ''))).toEqual({ ok: true, money: m })
      }),
    )
  })

  it('a number written with at most 2 decimals reads as the same amount as its text', () => {
    fc.assert(
      fc.property(price, (m) => {
        expect(parseMoney(Number(moneyText(m)))).toEqual({ ok: true, money: m })
      }),
    )
  })

  it('cents to Money and back, as bigint and as a safe integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), (c) => {
        expect(moneyToCents(moneyFromCents(c))).toBe(c)
      }),
    )
    fc.assert(
      fc.property(fc.maxSafeInteger(), (c) => {
        expect(moneyToSafeCents(moneyFromCents(c))).toBe(c)
      }),
    )
    expect(() => moneyFromCents(0.5)).toThrow(RangeError)
    expect(() => moneyFromCents(2 ** 53)).toThrow(RangeError)
    expect(() => moneyToSafeCents(moneyFromCents(2n ** 53n))).toThrow(RangeError)
  })
})

describe('arithmetic on cents', () => {
  it('0.1 + 0.2 is exactly 0.30', () => {
    const sum = addMoney(moneyOf('0.1'), moneyOf('0.2'))
    expect(moneyText(sum)).toBe('0.30')
    expect(compareMoney(sum, moneyOf('0.3'))).toBe(0)
    expect(moneyText(subtractMoney(moneyOf('0.3'), moneyOf('0.1')))).toBe('0.20')
  })

  it('adds and subtracts exactly, far past what a float holds', () => {
    const big = moneyOf('90071992547409931.10', { maxWholeDigits: 20 })
    expect(moneyText(addMoney(big, moneyOf('0.01')))).toBe('90071992547409931.11')
    fc.assert(
      fc.property(signed, signed, (a, b) => {
        expect(subtractMoney(addMoney(a, b), b)).toBe(a)
        expect(addMoney(a, b)).toBe(addMoney(b, a))
        // The cents as safe integers are an independent oracle at these sizes.
        expect(moneyToSafeCents(addMoney(a, b))).toBe(moneyToSafeCents(a) + moneyToSafeCents(b))
      }),
    )
  })

  it('compares as the amounts do, consistent with subtracting', () => {
    fc.assert(
      fc.property(signed, signed, (a, b) => {
        const d = subtractMoney(a, b)
        expect(compareMoney(a, b)).toBe(compareMoney(d, moneyFromCents(0)))
        expect(compareMoney(b, a)).toBe(-compareMoney(a, b) || 0)
      }),
    )
    const sorted: Money[] = ['10', '9.99', '0.5', '100'].map((v) => moneyOf(v)).sort(compareMoney)
    expect(sorted.map(moneyText)).toEqual(['0.50', '9.99', '10.00', '100.00'])
  })
})
