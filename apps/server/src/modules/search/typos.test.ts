/** Typo correction's choice of word (typos.ts): swaps count as one edit, like drops and additions. */
import { describe, expect, it } from 'vitest'
import { editDistance, likeliestWord, oneEditAway } from './typos.ts'

describe('edits between words', () => {
  it('counts a swap of neighbouring letters as one edit, like a letter dropped, added or changed', () => {
    expect(editDistance('iphnoe', 'iphone')).toBe(1)
    expect(editDistance('samsnug', 'samsung')).toBe(1)
    expect(editDistance('ipone', 'iphone')).toBe(1)
    expect(editDistance('iphonee', 'iphone')).toBe(1)
    expect(editDistance('iphome', 'iphone')).toBe(1)
    expect(editDistance('iphone', 'iphone')).toBe(0)
    expect(editDistance('ipnhoe', 'iphone')).toBe(2)
    expect(editDistance('abc', '')).toBe(3)
  })

  it('spells a word every way one edit away: swaps and drops always, changes and additions for short words', () => {
    const near = oneEditAway('iphnoe')
    expect(near).toEqual(expect.arrayContaining(['iphone', 'iphne', 'iphoe', 'iphnoes', 'iphnoa']))
    expect(near).not.toContain('iphnoe')
    expect(near.every((w) => editDistance(w, 'iphnoe') === 1)).toBe(true)
    const long = oneEditAway('playstatoin')
    expect(long).toContain('playstation')
    expect(long).toHaveLength(new Set(long).size)
    expect(long.length).toBeLessThanOrEqual(21)
    // Only words of a–z letters, 4 to 32 of them, are spelt out.
    expect(oneEditAway('ipd')).toEqual([])
    expect(oneEditAway('手機')).toEqual([])
  })
})

describe('the likeliest word', () => {
  const c = (word: string, listings: number, similarity: number) => ({ word, listings, similarity })

  it('keeps a word listings use, else takes one edit away before a merely similar one', () => {
    expect(likeliestWord('iphone', [c('iphone', 3, 1), c('iphones', 50, 0.7)])).toBe('iphone')
    // A swap: trigram similarity alone (0.27) would not offer it.
    expect(likeliestWord('iphnoe', [c('iphone', 3, 0.27)])).toBe('iphone')
    expect(likeliestWord('iapd', [c('ipad', 2, 0.1)])).toBe('ipad')
    // Two edits away counts only when similar enough, and after every word one edit away.
    expect(likeliestWord('macbok', [c('macbooks', 90, 0.6), c('macbook', 1, 0.55)])).toBe('macbook')
    expect(likeliestWord('qwerty', [c('qwertz', 0, 0.5)])).toBeUndefined()
    expect(likeliestWord('lamqs', [c('lamps', 1, 0.2), c('clams', 1, 0.3)])).toBe('lamps')
    expect(likeliestWord('abcdefg', [c('abxdyfg', 5, 0.3)])).toBeUndefined()
  })

  it('prefers the more similar, then the more used word among equally close ones', () => {
    expect(likeliestWord('camerx', [c('camero', 1, 0.5), c('camera', 30, 0.5)])).toBe('camera')
    expect(likeliestWord('camerx', [c('camero', 50, 0.5), c('camera', 30, 0.5)])).toBe('camero')
    expect(likeliestWord('camerx', [c('camerb', 1, 0.5), c('camera', 1, 0.5)])).toBe('camera')
  })
})
