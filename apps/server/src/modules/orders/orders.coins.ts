/**
 * Paying part of an order with coins (docs/product/orders.md, "Paying with coins"), pure: the
 * setting's rate (coins worth HK$1) turns coins into exact cents, and each order takes at most the
 * setting's share of its price. Coins must make whole cents: with 100 coins = HK$1 any number
 * does; with a rate like 30 they go in steps of 3 (3 coins = 10 cents).
 */
import { type Money, moneyFromCents, moneyOf } from '@kaifong/contract'

export interface CoinRate {
  coinsPerDollar: number
  coinsMaxSharePercent: number
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** The smallest number of coins that is worth whole cents. */
export const coinStep = (rate: CoinRate): number => rate.coinsPerDollar / gcd(100, rate.coinsPerDollar)

/** What `coins` are worth; `coins` must be a multiple of coinStep. */
export function coinsValue(coins: number, rate: CoinRate): Money {
  const cents = (BigInt(coins) * 100n) / BigInt(rate.coinsPerDollar)
  return moneyFromCents(cents)
}

/** The most coins one order of `flowPrice` may take: its share of the price, in whole steps. */
export function maxCoinsFor(flowPrice: string, rate: CoinRate): number {
  const capCents = (moneyOf(flowPrice) * BigInt(rate.coinsMaxSharePercent)) / 100n
  const step = BigInt(coinStep(rate))
  const coins = (capCents * BigInt(rate.coinsPerDollar)) / 100n
  return Number((coins / step) * step)
}

/**
 * Splits `coins` over orders in their order, each up to its own cap; null when they do not fit
 * (more than the caps allow together). Orders given `applied` coins keep them and take no more.
 */
export function allotCoins(
  orders: readonly { flowPrice: string; coinsUsed: number }[],
  coins: number,
  rate: CoinRate,
): number[] | null {
  let left = coins
  const shares = orders.map((o) => {
    if (o.coinsUsed > 0) return 0
    const share = Math.min(left, maxCoinsFor(o.flowPrice, rate))
    left -= share
    return share
  })
  return left === 0 ? shares : null
}

/** The most coins the orders can take together (those without coins yet). */
export const maxCoinsOf = (
  orders: readonly { flowPrice: string; coinsUsed: number }[],
  rate: CoinRate,
): number => orders.reduce((sum, o) => sum + (o.coinsUsed > 0 ? 0 : maxCoinsFor(o.flowPrice, rate)), 0)
