import { describe, expect, it } from 'vitest'
import { validationMessages } from '../validation-messages.ts'
import { priceSchema } from './goods.ts'

const messageOf = (value: unknown) => {
  const r = priceSchema.safeParse(value)
  return r.success ? null : r.error.issues.map((i) => i.message)
}

describe('price rules (docs/product/validation.md#listings)', () => {
  it('normalises an exact amount to 2 decimals', () => {
    expect(priceSchema.parse('12.5')).toBe('12.50')
    expect(priceSchema.parse('1,200')).toBe('1200.00')
    expect(priceSchema.parse('0')).toBe('0.00')
    expect(priceSchema.parse(99.5)).toBe('99.50')
  })

  it.each([
    ['', 'goods.price.required'],
    ['  ', 'goods.price.required'],
    ['abc', 'goods.price.number'],
    ['12abc', 'goods.price.number'],
    ['1e5', 'goods.price.number'],
    ['-', 'goods.price.number'],
    ['-5', 'goods.price.negative'],
    ['-1', 'goods.price.negative'],
    [-0.5, 'goods.price.negative'],
    ['12.345', 'goods.price.invalid'],
    ['12345678901', 'goods.price.max'],
  ])('%j gives one message, %s', (value, key) => {
    expect(messageOf(value)).toEqual([key])
  })

  it('has a text for every price message in each language', () => {
    for (const texts of Object.values(validationMessages)) {
      for (const key of ['required', 'number', 'negative', 'invalid', 'max']) {
        expect(texts).toHaveProperty([`goods.price.${key}`])
      }
    }
  })
})
