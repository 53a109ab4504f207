/**
 * Pricing a shop's part of the checkout (docs/product/cart.md, "Ways and fees"), one pure function
 * over exact money: each line is today's unit price × units; the shipping fee is the shop's fee for
 * the way, nothing for self pickup (PICKUP), and nothing when the goods reach the shop's
 * free-shipping amount; no discount until coupons exist; the flow price is goods + shipping −
 * discount, the same sum the orders table checks.
 */
import { addMoney, type Money, moneyFromCents, moneyOf, subtractMoney } from '@kaifong/contract'
import type { ShippingWay } from '../../db/schema.ts'
import type { ShopFees } from '../shops/index.ts'

type Fees = Pick<ShopFees, 'deliveryFee' | 'lockerFee' | 'convenienceFee' | 'freeShippingOver'>

export interface PriceInput {
  shop: Fees
  way: ShippingWay
  lines: readonly { sku: { price: string }; num: number }[]
}

export interface Priced {
  /** Each line's unit price × units, in the order given. */
  subtotals: Money[]
  goodsPrice: Money
  shippingFee: Money
  discount: Money
  flowPrice: Money
}

const ZERO = moneyFromCents(0)

/** A unit price × a whole number of units, exactly. */
export function timesUnits(price: Money, num: number): Money {
  if (!Number.isSafeInteger(num) || num < 0) throw new RangeError(`not a number of units: ${num}`)
  return moneyFromCents(price * BigInt(num))
}

/** The shop's fee for the way before any free-shipping rule. */
export function wayFee(shop: Fees, way: ShippingWay): Money {
  switch (way) {
    case 'PICKUP':
      return ZERO
    case 'LOCKER':
      return moneyOf(shop.lockerFee)
    case 'CONVENIENCE':
      return moneyOf(shop.convenienceFee)
    default:
      return moneyOf(shop.deliveryFee)
  }
}

/** What the way costs for goods worth `goodsPrice`: free for nothing, for pickup, and over the shop's amount. */
export function shippingFeeOf(shop: Fees, way: ShippingWay, goodsPrice: Money): Money {
  if (goodsPrice <= ZERO || way === 'PICKUP') return ZERO
  if (shop.freeShippingOver !== null && goodsPrice >= moneyOf(shop.freeShippingOver)) return ZERO
  return wayFee(shop, way)
}

export function priceOf(part: PriceInput): Priced {
  const subtotals = part.lines.map((l) => timesUnits(moneyOf(l.sku.price), l.num))
  const goodsPrice = subtotals.reduce(addMoney, ZERO)
  const shippingFee = shippingFeeOf(part.shop, part.way, goodsPrice)
  const discount = ZERO
  const flowPrice = subtractMoney(addMoney(goodsPrice, shippingFee), discount)
  return { subtotals, goodsPrice, shippingFee, discount, flowPrice }
}
