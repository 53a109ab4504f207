import { REVIEW_SORTS } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { SORTS, sortOf } from './sorts.ts'

describe('review sort orders', () => {
  it('are the contract’s, in its order', () => {
    expect([...SORTS]).toEqual([...REVIEW_SORTS])
  })

  it('read a sort from a link, refusing anything else', () => {
    expect(sortOf('SCORE_ASC')).toBe('SCORE_ASC')
    expect(sortOf('score_asc')).toBeUndefined()
    expect(sortOf(null)).toBeUndefined()
  })
})
