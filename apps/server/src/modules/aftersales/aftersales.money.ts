/**
 * The after-sale's money, pure (docs/product/after-sales.md, "Money back"): the most a request may
 * ask for, and how a refund splits across the ways the order was paid. Exact cents (bigint), no
 * float: each part gets its proportional share rounded down, the cents left over go to the first
 * part with room (wallet, then provider, then coins), and the last refund of an order takes
 * exactly what is left of each part, so all refunds of an order add up to what was paid.
 */
import type { Money } from '@kaifong/contract'

export interface PaidParts {
  wallet: Money
  provider: Money
  coinsValue: Money
  /** Whole coins. */
  coins: number
}

const m = (v: bigint) => v as Money
const min = (a: bigint, b: bigint) => (a < b ? a : b)

/** What an item cost after its share of the order's discount (rounded down), in cents. */
export function itemPaid(subtotal: Money, goodsPrice: Money, discount: Money): Money {
  if (goodsPrice <= 0n || discount <= 0n) return subtotal
  return m(subtotal - (discount * subtotal) / goodsPrice)
}

/** `paid` less `refunded`, part by part. */
export function remaining(paid: PaidParts, refunded: PaidParts): PaidParts {
  return {
    wallet: m(paid.wallet - refunded.wallet),
    provider: m(paid.provider - refunded.provider),
    coinsValue: m(paid.coinsValue - refunded.coinsValue),
    coins: paid.coins - refunded.coins,
  }
}

export const totalOf = (p: PaidParts): Money => m(p.wallet + p.provider + p.coinsValue)

/** Splits `amount` over what is left of each part; throws when it is more than all that is left. */
export function splitRefund(left: PaidParts, amount: Money): PaidParts {
  const total = totalOf(left)
  if (amount <= 0n || amount > total) throw new RangeError(`refund ${amount} outside 1..${total}`)
  if (amount === total) return { ...left }
  const share = (part: bigint) => (part * amount) / total
  const parts = {
    wallet: share(left.wallet),
    provider: share(left.provider),
    coinsValue: share(left.coinsValue),
  }
  let over = amount - parts.wallet - parts.provider - parts.coinsValue
  for (const key of ['wallet', 'provider', 'coinsValue'] as const) {
    const add = min(over, left[key] - parts[key])
    parts[key] += add
    over -= add
  }
  const coins = left.coinsValue > 0n ? Number((BigInt(left.coins) * parts.coinsValue) / left.coinsValue) : 0
  return { wallet: m(parts.wallet), provider: m(parts.provider), coinsValue: m(parts.coinsValue), coins }
}
