import { describe, expect, it } from 'vitest'
import { indexLexemes, normalizeSearch, toTsQuery } from './search-text.ts'

describe('search text', () => {
  it('meets traditional and simplified Chinese, full-width and case', () => {
    expect(normalizeSearch('二手手機 ＩＰｈｏｎｅ')).toBe('二手手机 iphone')
    expect(toTsQuery('手機')).toBe(toTsQuery('手机'))
  })

  it('indexes CJK characters and bigrams, and words with and without a plural s', () => {
    const lexemes = indexLexemes('iPhone 15 手機殼', 'Books')
    expect(lexemes).toEqual(
      expect.arrayContaining(['iphone', '15', '手', '机', '壳', '手机', '机壳', 'books', 'book']),
    )
  })

  it('asks for every bigram of a CJK run, whole words, and the last word as a prefix', () => {
    expect(toTsQuery('二手 iPhones')).toBe("'二手' & 'iphone':*")
    expect(toTsQuery('iphone case')).toBe("'iphone' & 'case':*")
    expect(toTsQuery('iPhone 14')).toBe("'iphone' & '14'")
    expect(toTsQuery('書')).toBe("'书'")
    expect(toTsQuery("it's")).toBe("'it' & 's':*")
    expect(toTsQuery('  ,.!  ')).toBeNull()
  })
})
