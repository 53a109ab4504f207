import { describe, expect, it } from 'vitest'
import { chatMessage } from '../../../testing/factories.ts'
import { flatMessages, type HistoryData, heldThrough, mergeMessages, replaceMessages } from './merge.ts'

const data = (...pages: number[][]): HistoryData => ({
  pages: pages.map((seqs) => ({ records: seqs.map((n) => chatMessage(n)), hasMore: false })),
  pageParams: pages.map(() => undefined),
})

describe('merging messages', () => {
  it('adds new ones to the newest page once each, in seq order', () => {
    const merged = mergeMessages(data([3, 4], [1, 2]), [
      chatMessage(6),
      chatMessage(4),
      chatMessage(5),
      chatMessage(6),
    ])
    expect(flatMessages(merged).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6])
    expect(merged?.pages[1]?.records.map((m) => m.seq)).toEqual([1, 2])
  })

  it('leaves a history that is not loaded alone, and the same data when nothing is new', () => {
    expect(mergeMessages(undefined, [chatMessage(1)])).toBeUndefined()
    const held = data([1, 2])
    expect(mergeMessages(held, [chatMessage(2)])).toBe(held)
  })

  it('catches up from before the first gap, not from the newest message', () => {
    expect(heldThrough(undefined)).toBe(0)
    expect(heldThrough(data([31, 32, 33]))).toBe(33)
    // Mine (seq 9) was acknowledged while theirs (seq 8) is still on its way.
    expect(heldThrough(data([5, 6, 7, 9]))).toBe(7)
  })
})

describe('replacing messages', () => {
  it('swaps held messages for fresh copies by id, adding none', () => {
    const fresh = [chatMessage(2, { text: 'fresh' }), chatMessage(9, { text: 'not held' })]
    const replaced = replaceMessages(data([3, 4], [1, 2]), fresh)
    expect(flatMessages(replaced).map((m) => [m.seq, m.text])).toEqual([
      [1, chatMessage(1).text],
      [2, 'fresh'],
      [3, chatMessage(3).text],
      [4, chatMessage(4).text],
    ])
  })
})
