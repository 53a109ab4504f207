/**
 * Coins at the cashier (docs/product/orders.md, "Paying with coins"): `perDollar` coins are worth
 * HK$1 and must make whole cents, so they go in steps (with 30 coins = HK$1, steps of 3 = 10
 * cents). The server checks again; these only shape the input and say what the coins cover.
 * Exact: cents as bigint, never a float.
 */
import { type Money, moneyFromCents, moneyOf, subtractMoney } from '@kaifong/contract'

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** The smallest number of coins worth whole cents. */
export const coinStep = (perDollar: number): number => (perDollar > 0 ? perDollar / gcd(100, perDollar) : 1)

/** What `coins` are worth in HK$ (whole cents; `coins` a multiple of the step). */
export const coinsValue = (coins: number, perDollar: number): Money =>
  perDollar > 0 ? moneyFromCents((BigInt(coins) * 100n) / BigInt(perDollar)) : moneyFromCents(0)

/** `wanted` coins brought to what may be used: 0 to `max`, in whole steps. */
export function clampCoins(wanted: number, max: number, perDollar: number): number {
  if (!Number.isFinite(wanted) || wanted <= 0) return 0
  const step = coinStep(perDollar)
  const top = Math.floor(max / step) * step
  return Math.min(Math.floor(wanted / step) * step, top)
}

/** What is left to pay by wallet, card or FPS after the coins (never below zero). */
export function remainingAfterCoins(due: string, coins: number, perDollar: number): Money {
  const rest = subtractMoney(moneyOf(due), coinsValue(coins, perDollar))
  return rest < 0n ? moneyFromCents(0) : rest
}
