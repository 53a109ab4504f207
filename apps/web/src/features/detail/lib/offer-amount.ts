/**
 * Offer (quote) amounts, docs/product/validation.md, constants.md: HK$0.01 to HK$9,999,999,999.99 with at most 2 decimals,
 * stepped by 1. Worked in integer cents (BigInt), never floats, so 0.1 + 0.2 stays exact.
 */
import { QUOTE_MAX, QUOTE_MIN } from '@kaifong/contract'

export type OfferError = 'required' | 'format' | 'decimals' | 'min' | 'max'
export type OfferCheck = { ok: true; amount: string } | { ok: false; error: OfferError }

const STEP_CENTS = 100n

function toCents(decimal: string): bigint {
  const [whole = '0', frac = ''] = decimal.split('.')
  return BigInt(whole || '0') * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2))
}

/** 150n → "1.50" */
export function fromCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

const MIN_CENTS = toCents(QUOTE_MIN)
const MAX_CENTS = toCents(QUOTE_MAX)

/** Reads what the buyer typed; thousands separators are allowed ("1,500"). */
export function checkOffer(input: string): OfferCheck {
  const value = input.trim().replace(/,/g, '')
  if (value.length === 0) return { ok: false, error: 'required' }
  if (!/^\d+(\.\d+)?$/.test(value)) return { ok: false, error: 'format' }
  if ((value.split('.')[1] ?? '').length > 2) return { ok: false, error: 'decimals' }
  const cents = toCents(value)
  if (cents < MIN_CENTS) return { ok: false, error: 'min' }
  if (cents > MAX_CENTS) return { ok: false, error: 'max' }
  return { ok: true, amount: fromCents(cents) }
}

/** Arrow up/down: one dollar more or less, kept within the limits. */
export function stepOffer(input: string, direction: 1 | -1): string {
  const value = input.trim().replace(/,/g, '')
  const current = /^\d+(\.\d{1,2})?$/.test(value) ? toCents(value) : 0n
  const next = current + STEP_CENTS * BigInt(direction)
  return fromCents(next < MIN_CENTS ? MIN_CENTS : next > MAX_CENTS ? MAX_CENTS : next)
}
