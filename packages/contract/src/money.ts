/**
 * Money: exact HK$ amounts, one type for both sides (docs/decisions.md, "Money"). A Money is a whole
 * number of cents held in a bigint, so adding, subtracting and comparing are exact; it is read from
 * and written as decimal text ("1234.50", as the API and numeric(12,2) columns carry it), never
 * through a float. No zod here: the web's first load parses and formats prices with this file alone.
 */
import type { Language } from './constants.ts'

declare const MONEY: unique symbol
/** HK$ in whole cents. Made only by parseMoney, moneyOf and moneyFromCents. */
export type Money = bigint & { readonly [MONEY]: 'HK$ cents' }

/** Whole-dollar digits a price may have: numeric(12,2) holds 10 (docs/product/validation.md#listings). */
export const MONEY_WHOLE_DIGITS_MAX = 10
/** Longer input (after trimming and dropping thousands separators) is refused before it is read. */
export const MONEY_INPUT_MAX = 32

/** Why an input is not an amount, the first that applies (the suffix of `goods.price.*` messages). */
export type MoneyError = 'required' | 'number' | 'negative' | 'invalid' | 'max'
export type MoneyParse = { ok: true; money: Money } | { ok: false; error: MoneyError }

export interface MoneyOptions {
  /** Accept "-5" (an adjustment, a difference); amounts members type are never negative. */
  negative?: boolean
  /** Whole-dollar digits allowed; MONEY_WHOLE_DIGITS_MAX unless told. */
  maxWholeDigits?: number
}

const fail = (error: MoneyError): MoneyParse => ({ ok: false, error })

/**
 * Reads what members and the API send: a string ("1,200", " 12.5 ") or a number (99.5). A number is
 * read through its own decimal text, so a float's artefact is refused, never rounded away
 * (0.1 + 0.2 is "0.30000000000000004": more than 2 decimals); NaN, Infinity and "1e5" are not
 * numbers; input longer than MONEY_INPUT_MAX is refused before any pattern runs on it.
 */
export function parseMoney(input: unknown, options: MoneyOptions = {}): MoneyParse {
  if (typeof input !== 'string' && typeof input !== 'number') return fail('required')
  const text = String(input).trim().replace(/,/g, '')
  if (text.length === 0) return fail('required')
  if (text.length > MONEY_INPUT_MAX) return fail(/^-?[\d.]+$/.test(text) ? 'max' : 'number')
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return fail('number')
  const negative = text.startsWith('-')
  if (negative && !options.negative) return fail('negative')
  const parts = /^-?(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!parts) return fail('invalid')
  const whole = (parts[1] ?? '').replace(/^0+(?=\d)/, '')
  if (whole.length > (options.maxWholeDigits ?? MONEY_WHOLE_DIGITS_MAX)) return fail('max')
  const cents = BigInt(whole) * 100n + BigInt((parts[2] ?? '').padEnd(2, '0'))
  return { ok: true, money: (negative ? -cents : cents) as Money }
}

/**
 * An amount from trusted text (a numeric column, a setting, the API), read as parseMoney reads it;
 * throws a RangeError on anything parseMoney refuses.
 */
export function moneyOf(text: string, options: MoneyOptions = {}): Money {
  const r = parseMoney(text, options)
  if (!r.ok) throw new RangeError(`not an HK$ amount (${r.error}): ${text.slice(0, MONEY_INPUT_MAX)}`)
  return r.money
}

/** Cents as a bigint, or as a number that must be a safe integer (a provider's amount). */
export function moneyFromCents(cents: bigint | number): Money {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents))
    throw new RangeError(`not whole cents: ${cents}`)
  return BigInt(cents) as Money
}

export const moneyToCents = (m: Money): bigint => m

/** Cents as a number, for providers' APIs; throws beyond Number.MAX_SAFE_INTEGER. */
export function moneyToSafeCents(m: Money): number {
  const cents = Number(m)
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents beyond a safe integer: ${m}`)
  return cents
}

/** "1234.50", "0.05", "-3.00": the API's and the database's text, always 2 decimals. */
export function moneyText(m: Money): string {
  const digits = (m < 0n ? -m : m).toString().padStart(3, '0')
  return `${m < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

export const addMoney = (a: Money, b: Money): Money => (a + b) as Money
export const subtractMoney = (a: Money, b: Money): Money => (a - b) as Money
export const compareMoney = (a: Money, b: Money): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0)

/**
 * How each language writes HK$. Hong Kong writes "HK$1,234.50" in Chinese as in English, so the three
 * share one style today; a language that comes to differ gets its own here, and every price follows.
 */
const HONG_KONG = { symbol: 'HK$', group: ',', point: '.' }
const STYLES: Record<Language, typeof HONG_KONG> = {
  'zh-Hant': HONG_KONG,
  'zh-Hans': HONG_KONG,
  en: HONG_KONG,
}

/**
 * An amount as members read it: whole dollars without cents ("HK$350"), cents only when there are
 * any ("HK$350.50"), thousands grouped ("HK$1,234,567"), a minus in front ("-HK$0.50").
 */
export function formatMoney(m: Money, lang: Language = 'zh-Hant'): string {
  const style = STYLES[lang]
  const text = moneyText(m)
  const negative = text.startsWith('-')
  const [whole = '0', cents = '00'] = text.replace('-', '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, style.group)
  return `${negative ? '-' : ''}${style.symbol}${grouped}${cents === '00' ? '' : `${style.point}${cents}`}`
}

/**
 * formatMoney of decimal text as the API sends it ("350.00" → "HK$350"), of any length and sign:
 * the one money format of the web app and the server's texts. Text that is no amount is shown as
 * given after the symbol, so a display never throws.
 */
export function formatHkd(amount: string, lang: Language = 'zh-Hant'): string {
  const r = parseMoney(amount, { negative: true, maxWholeDigits: MONEY_INPUT_MAX })
  return r.ok ? formatMoney(r.money, lang) : `${STYLES[lang].symbol}${amount}`
}
