import { describe, expect, it } from 'vitest'
import { reviewAverage } from './evaluations.ts'

describe('reviewAverage: a member score to one decimal from integer totals', () => {
  it('is empty without reviews', () => {
    expect(reviewAverage(0, 0)).toBe('')
  })

  it.each([
    [5, 1, '5.0'],
    [14, 3, '4.7'], // 4.666…
    [13, 3, '4.3'], // 4.333…
    [89, 20, '4.5'], // 4.45 exactly: halves round up
    [9, 2, '4.5'],
    [1, 1, '1.0'],
    [3, 3, '1.0'],
    [4999999, 1000000, '5.0'], // 4.999999
    [4449999, 1000000, '4.4'], // 4.449999, no float rounding up to 4.5
  ])('sum %i over %i reviews is %s', (sum, count, shown) => {
    expect(reviewAverage(sum, count)).toBe(shown)
  })

  it('matches exact decimal rounding for every total of up to 60 reviews', () => {
    for (let count = 1; count <= 60; count++) {
      for (let sum = count; sum <= 5 * count; sum++) {
        // Exact: compare 10·sum/count against the candidate tenths with integers only.
        const t = Number(reviewAverage(sum, count).replace('.', ''))
        expect(2 * 10 * sum >= (2 * t - 1) * count && 2 * 10 * sum < (2 * t + 1) * count).toBe(true)
      }
    }
  })
})
