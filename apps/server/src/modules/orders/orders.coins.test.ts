/** Paying part of an order with coins, pure (docs/product/orders.md, "Paying with coins"). */
import { describe, expect, it } from 'vitest'
import { allotCoins, coinStep, coinsValue, maxCoinsFor, maxCoinsOf } from './orders.coins.ts'

const rate = { coinsPerDollar: 100, coinsMaxSharePercent: 50 }

describe('coins for part of the price', () => {
  it('turns coins into exact cents at the rate, in whole steps', () => {
    expect(coinStep(rate)).toBe(1)
    expect(coinsValue(12_345, rate)).toBe(12_345n)
    const thirty = { coinsPerDollar: 30, coinsMaxSharePercent: 50 }
    expect(coinStep(thirty)).toBe(3)
    expect(coinsValue(3, thirty)).toBe(10n)
    expect(coinStep({ coinsPerDollar: 1, coinsMaxSharePercent: 50 })).toBe(1)
    expect(coinsValue(7, { coinsPerDollar: 1, coinsMaxSharePercent: 50 })).toBe(700n)
  })

  it('caps each order at its share, rounding down to a whole step', () => {
    expect(maxCoinsFor('89.70', rate)).toBe(4_485)
    expect(maxCoinsFor('0.01', rate)).toBe(0)
    expect(maxCoinsFor('10.00', { coinsPerDollar: 30, coinsMaxSharePercent: 50 })).toBe(150)
    expect(maxCoinsFor('10.01', { coinsPerDollar: 30, coinsMaxSharePercent: 50 })).toBe(150)
    expect(maxCoinsFor('10.00', { coinsPerDollar: 100, coinsMaxSharePercent: 0 })).toBe(0)
    expect(maxCoinsFor('99999999.99', { coinsPerDollar: 10_000, coinsMaxSharePercent: 100 })).toBe(
      999_999_999_900,
    )
  })

  it('splits coins over the orders in order, skipping those that have coins already', () => {
    const orders = [
      { flowPrice: '89.70', coinsUsed: 0 },
      { flowPrice: '270.00', coinsUsed: 0 },
    ]
    expect(allotCoins(orders, 15_000, rate)).toEqual([4_485, 10_515])
    expect(allotCoins(orders, 17_985, rate)).toEqual([4_485, 13_500])
    expect(allotCoins(orders, 17_986, rate)).toBeNull()
    expect(
      allotCoins([{ flowPrice: '89.70', coinsUsed: 10 }, orders[1] as (typeof orders)[number]], 100, rate),
    ).toEqual([0, 100])
    expect(maxCoinsOf([{ flowPrice: '89.70', coinsUsed: 10 }], rate)).toBe(0)
  })
})
