import { describe, expect, it } from 'vitest'
import { parseAdjustment } from './coins.ts'

describe('parseAdjustment', () => {
  it('gives a signed whole number, or what is wrong', () => {
    expect(parseAdjustment('add', ' 25 ')).toBe(25)
    expect(parseAdjustment('deduct', '25')).toBe(-25)
    expect(parseAdjustment('add', '')).toEqual({ problem: 'adminContent.coins.amountRequired' })
    expect(parseAdjustment('add', '2.5')).toEqual({ problem: 'adminContent.coins.amountWhole' })
    expect(parseAdjustment('add', '-3')).toEqual({ problem: 'adminContent.coins.amountWhole' })
    expect(parseAdjustment('add', '0')).toEqual({ problem: 'adminContent.coins.amountZero' })
    expect(parseAdjustment('add', '1000001')).toEqual({ problem: 'adminContent.coins.amountTooLarge' })
  })
})
