import type { SkuView } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { dimensionsOf, initialSku, pick, valueState } from './sku-choice.ts'

const sku = (id: string, colour: string, size: string, stock = 5): SkuView => ({
  id,
  specs: [
    { name: '顏色', value: colour },
    { name: '尺碼', value: size },
  ],
  price: '100.00',
  stock,
  image: '',
})
// Black in S and M, white in M only (no white S), black M sold out.
const skus = [sku('1', '黑色', 'S'), sku('2', '黑色', 'M', 0), sku('3', '白色', 'M')]

describe('the SKU choice', () => {
  it('lists each dimension once with its values in the seller’s order', () => {
    expect(dimensionsOf(skus)).toEqual([
      { name: '顏色', values: ['黑色', '白色'] },
      { name: '尺碼', values: ['S', 'M'] },
    ])
    expect(dimensionsOf([{ ...sku('9', '', ''), specs: [] }])).toEqual([])
  })

  it('opens on the link’s SKU, else the server’s, else the first in stock', () => {
    expect(initialSku(skus, '3', '1')?.id).toBe('3')
    expect(initialSku(skus, '404', '3')?.id).toBe('3')
    expect(initialSku([sku('2', '黑色', 'M', 0), sku('3', '白色', 'M')], null, null)?.id).toBe('3')
    expect(initialSku([], null, null)).toBeNull()
  })

  it('keeps the other dimension’s value when such a SKU exists, else takes one with the picked value', () => {
    expect(pick(skus, sku('1', '黑色', 'S'), 1, 'M').id).toBe('2')
    expect(pick(skus, sku('1', '黑色', 'S'), 0, '白色').id).toBe('3')
    expect(valueState(skus, sku('1', '黑色', 'S'), 1, 'M')).toBe('soldOut')
    expect(valueState(skus, sku('1', '黑色', 'S'), 0, '白色')).toBe('missing')
    expect(valueState(skus, sku('3', '白色', 'M'), 0, '黑色')).toBe('soldOut')
    expect(valueState(skus, sku('2', '黑色', 'M', 0), 1, 'S')).toBe('ok')
  })
})
