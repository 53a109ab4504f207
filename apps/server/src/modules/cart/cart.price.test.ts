import { type Money, moneyText } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { priceOf } from './cart.price.ts'

const shop = { deliveryFee: '30.00', lockerFee: '20.00', convenienceFee: '15.00', freeShippingOver: '300.00' }
const line = (price: string, num: number) => ({ sku: { price }, num })
const text = (p: ReturnType<typeof priceOf>) => ({
  subtotals: p.subtotals.map(moneyText),
  goods: moneyText(p.goodsPrice),
  fee: moneyText(p.shippingFee),
  discount: moneyText(p.discount),
  flow: moneyText(p.flowPrice),
})

describe('priceOf (docs/product/cart.md, "Ways and fees")', () => {
  it('adds exact cents: 0.10 × 3 + 0.20 is 0.50, never 0.5000000001', () => {
    expect(text(priceOf({ shop, way: 'DELIVERY', lines: [line('0.10', 3), line('0.20', 1)] }))).toEqual({
      subtotals: ['0.30', '0.20'],
      goods: '0.50',
      fee: '30.00',
      discount: '0.00',
      flow: '30.50',
    })
  })

  it('charges the way fee, nothing for pickup, nothing from the free-shipping amount on', () => {
    const fee = (way: 'DELIVERY' | 'LOCKER' | 'CONVENIENCE' | 'PICKUP', price: string, s = shop) =>
      moneyText(priceOf({ shop: s, way, lines: [line(price, 1)] }).shippingFee)
    expect([
      fee('DELIVERY', '10'),
      fee('LOCKER', '10'),
      fee('CONVENIENCE', '10'),
      fee('PICKUP', '10'),
    ]).toEqual(['30.00', '20.00', '15.00', '0.00'])
    expect(fee('DELIVERY', '299.99')).toBe('30.00')
    expect(fee('DELIVERY', '300.00')).toBe('0.00')
    expect(fee('LOCKER', '300.00')).toBe('0.00')
    expect(fee('DELIVERY', '100000', { ...shop, freeShippingOver: null } as never)).toBe('30.00')
  })

  it('an empty part costs nothing; the flow price is goods + fee − discount at any size', () => {
    expect(text(priceOf({ shop, way: 'DELIVERY', lines: [] })).flow).toBe('0.00')
    const big = priceOf({
      shop: { ...shop, freeShippingOver: null },
      way: 'DELIVERY',
      lines: [line('9999999999.99', 99)],
    })
    expect(moneyText(big.flowPrice)).toBe('990000000029.01')
    expect(big.flowPrice).toBe((big.goodsPrice + big.shippingFee - big.discount) as Money)
  })

  it('refuses a number of units that is not whole', () => {
    expect(() => priceOf({ shop, way: 'DELIVERY', lines: [line('1', 1.5)] })).toThrow(RangeError)
  })
})
