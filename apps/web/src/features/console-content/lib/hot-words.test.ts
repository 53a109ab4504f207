import { describe, expect, it } from 'vitest'
import { moveItem } from '../../admin/index.ts'
import { pinnedInOrder, reorderChanges } from './hot-words.ts'
import type { HotWordRule } from './types.ts'

describe('hot word order', () => {
  const rule = (word: string, sortOrder: number, action: 'PIN' | 'HIDE' = 'PIN'): HotWordRule => ({
    word,
    action,
    sortOrder,
    createTime: '2025-03-01T00:00:00Z',
  })

  it('lists pinned words by sort order, then word, without the hidden ones', () => {
    const rules = [rule('b', 0), rule('x', 0, 'HIDE'), rule('a', 0), rule('c', -1)]
    expect(pinnedInOrder(rules).map((r) => r.word)).toEqual(['c', 'a', 'b'])
  })

  it('renumbers the pins 0, 1, 2 and changes only those that move, even from equal orders', () => {
    const pinned = [rule('a', 0), rule('b', 0), rule('c', 2)]
    expect(reorderChanges(moveItem(pinned, 2, -1))).toEqual([
      { word: 'c', action: 'PIN', sortOrder: 1 },
      { word: 'b', action: 'PIN', sortOrder: 2 },
    ])
  })
})
