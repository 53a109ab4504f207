import { describe, expect, it } from 'vitest'
import { correctedKeyword, expandedWords, replaceWords } from './query-edit.ts'
import { MAX_ALTERNATIVES, planQuery, renderPlan, type Vocabulary } from './query-plan.ts'
import { indexLexemes, normalizeSearch, toTsQuery } from './search-text.ts'
import { compileVocabulary } from './vocabulary.ts'

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

describe('search text: words next to CJK characters', () => {
  it('ends a word at a CJK character, in listings and in queries', () => {
    expect(indexLexemes('iPhone殼二手')).toEqual(expect.arrayContaining(['iphone', '壳', '二手']))
    expect(indexLexemes('iPhone殼二手')).not.toContain('e壳')
    expect(toTsQuery('iphone二手')).toBe("'iphone' & '二手'")
    expect(toTsQuery('二手iphone')).toBe("'二手' & 'iphone':*")
    expect(toTsQuery('BB車')).toBe("'bb' & '车'")
  })
})

describe('planQuery: the forgiving query', () => {
  const vocab = compileVocabulary([
    ['梳化', '沙發', 'sofa', 'couch'],
    ['BB車', '嬰兒車', 'stroller'],
    ['電飯煲', 'rice cooker'],
    ['AirPods', '無線耳機'],
    ['車', 'car'],
  ])
  const tsq = (text: string, vocabulary: Vocabulary | null = vocab) => {
    const plan = planQuery(text, vocabulary)
    return plan ? renderPlan(plan) : null
  }

  it('replaces a vocabulary word inside a CJK run by an OR over its group, in any script', () => {
    const sofa = "('梳化' | '沙发' | 'sofa' | 'couch')"
    expect(tsq('二手梳化')).toBe(`'二手' & ${sofa}`)
    expect(tsq('沙發')).toBe("('沙发' | '梳化' | 'sofa' | 'couch')")
    expect(tsq('沙发')).toBe(tsq('沙發'))
    expect(tsq('梳化 三人')).toBe(`${sofa} & '三人'`)
    const plan = planQuery('二手梳化', vocab)
    expect(plan?.terms.map((t) => t.expandedWith)).toEqual([[], ['沙發', 'sofa', 'couch']])
  })

  it('finds Latin words and phrases whole, singular or plural, spaced or not; the last one keeps its prefix', () => {
    expect(tsq('sofas')).toBe("('sofa':* | '梳化' | '沙发' | 'couch')")
    expect(tsq('sofa bed')).toBe(
      "('sofa' | 'sofabed':* | '梳化' | '沙发' | 'couch') & ('bed':* | 'sofabed':*)",
    )
    expect(tsq('sofabed')).toBe("'sofabed':*")
    expect(tsq('rice cookers')).toBe("(('rice' & 'cooker':*) | ('电饭' & '饭煲'))")
    expect(tsq('ricecooker 二手')).toBe("('ricecooker' | ('电饭' & '饭煲') | ('rice' & 'cooker')) & '二手'")
    expect(tsq('air pods')).toBe("(('air' & 'pod':*) | 'airpod' | ('无线' & '线耳' & '耳机'))")
  })

  it('matches a word of letters and CJK characters ("BB車"), with or without a space, inside a longer run', () => {
    const stroller = "(('bb' & '车') | ('婴儿' & '儿车') | 'stroller')"
    expect(tsq('BB車')).toBe(stroller)
    expect(tsq('bb 車')).toBe(stroller)
    expect(tsq('二手BB車仔')).toBe(`'二手' & ${stroller} & '仔'`)
  })

  it('takes a one-character vocabulary word only when it stands alone', () => {
    expect(tsq('車')).toBe("('车' | 'car')")
    expect(tsq('火車站')).toBe("'火车' & '车站'")
  })

  it('joins neighbouring words and splits letters from digits', () => {
    expect(tsq('mac book', null)).toBe("('mac' | 'macbook':*) & ('book':* | 'macbook':*)")
    expect(tsq('iphone 15', null)).toBe("('iphone' | 'iphone15') & ('15' | 'iphone15')")
    expect(tsq('iphone15', null)).toBe("('iphone15':* | ('iphone' & '15'))")
    expect(tsq('256gb', null)).toBe("('256gb':* | ('256' & 'gb':*))")
    // Letters of one character are not split off ("m2" is a chip, not "m" and "2").
    expect(tsq('m2 air', null)).toBe("('m2' | 'm2air':*) & ('air':* | 'm2air':*)")
    // Only the last word is a prefix, never a number, and words across a CJK run do not join.
    expect(tsq('switch 遊戲 oled', null)).toBe("'switch' & '游戏' & 'oled':*")
    expect(tsq('iphone 14', null)).toBe("('iphone' | 'iphone14') & ('14' | 'iphone14')")
  })

  it('caps the alternatives of a term', () => {
    const big = compileVocabulary([
      Array.from({ length: 20 }, (_, i) => `word${String.fromCharCode(97 + i)}x`),
    ])
    const plan = planQuery('wordax', big)
    expect(plan?.terms[0]?.alternatives).toHaveLength(MAX_ALTERNATIVES)
  })

  it('without forgiveness asks for the same as toTsQuery', () => {
    for (const text of ['二手梳化 iPhones', 'air pods', 'iphone15', 'BB車', '書']) {
      const plan = planQuery(text, vocab, false)
      const literal = (toTsQuery(text) ?? '').split(' & ').sort()
      expect(plan ? renderPlan(plan).split(' & ').sort() : null).toEqual(literal)
    }
    expect(planQuery(' !!! ', vocab)).toBeNull()
  })

  it('marks the words typo correction may replace, and rebuilds the text with replacements', () => {
    const plan = planQuery('Ipone15 殼 macbok 梳化 abc', vocab)
    expect(plan?.terms.flatMap((t) => t.correctable)).toEqual(['ipone', 'macbok'])
    if (!plan) throw new Error('no plan')
    const fixes = new Map([
      ['ipone', 'iphone'],
      ['macbok', 'macbook'],
    ])
    expect(replaceWords(plan, fixes)).toBe('iphone15 壳 macbook 梳化 abc')
    expect(correctedKeyword(' Ipone15 殼 MACBOK 梳化 ', fixes)).toBe('iphone15 殼 macbook 梳化')
  })

  it('lists the equivalent words once each, as the vocabulary writes them', () => {
    const plan = planQuery('梳化 沙發', vocab)
    if (!plan) throw new Error('no plan')
    expect(expandedWords(plan, 5)).toEqual(['沙發', 'sofa', 'couch', '梳化'])
    expect(expandedWords(plan, 2)).toEqual(['沙發', 'sofa'])
    // The typed word in another spelling is searched, but is not an equivalent to mention.
    const pods = planQuery('air pods', vocab)
    expect(pods && renderPlan(pods)).toContain("'airpod'")
    expect(pods && expandedWords(pods, 5)).toEqual(['無線耳機'])
  })
})
