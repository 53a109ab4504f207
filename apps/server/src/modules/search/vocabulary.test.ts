/**
 * The search vocabulary (docs/product/search.md, "Vocabulary"; the groups are in
 * vocabulary.data.ts):
 * - the data: every word well-formed and in one group only, every group with at least two
 *   different words, a Chinese one and an English one, and fewer words than a query word is
 *   widened with;
 * - a test per group, through the real search (GET /buyer/goods/goods/es): a listing titled with
 *   any word of the group is found by every word of it, typed in Traditional or in Simplified
 *   script.
 */
import type { GoodsCard, Page, SearchInfo } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { toSimplified, toTraditional } from '../../lib/chinese.ts'
import { MAX_ALTERNATIVES } from './query-plan.ts'
import { normalizeSearch, queryUnits, singular } from './search-text.ts'
import { VOCABULARY } from './vocabulary.data.ts'

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LATIN = /\p{Script=Latin}/u
/** Words under 3 letters that are still the word people type. */
const SHORT_WORDS = new Set(['TV', 'PC', 'LV', 'PS4', 'PS5'])
/**
 * Groups (by their first word) that have no English word on purpose, because English has no
 * word for the thing: none at present.
 */
const WITHOUT_ENGLISH: readonly string[] = []

/** A word as the matcher reads it: its units, English words singular ("mouse pad", "梳 化"). */
const unitsKey = (word: string) =>
  queryUnits(word)
    .map((u) => (u.cjk ? u.text : singular(u.text)))
    .join(' ')
/** The matcher finds English words with or without the spaces: "mouse pad" is "mousepad". */
const joinedKey = (word: string) => unitsKey(word).replace(/ /g, '')
const isChinese = (word: string) => CJK.test(word)
const isEnglish = (word: string) => LATIN.test(word) && !CJK.test(word)

/** The words that appear in more than one group, by a key, as "word (group) = other group". */
function sharedWords(key: (word: string) => string): string[] {
  const owner = new Map<string, number>()
  const shared: string[] = []
  for (const [g, group] of VOCABULARY.entries()) {
    for (const word of group) {
      const k = key(word)
      const other = owner.get(k)
      if (other !== undefined && other !== g) shared.push(`${word} (${group[0]}) = ${VOCABULARY[other]?.[0]}`)
      owner.set(k, g)
    }
  }
  return shared
}

describe('the vocabulary data', () => {
  it('has clean words: not empty, trimmed, single spaces, no control or invisible characters', () => {
    const bad = VOCABULARY.flat().filter(
      (w) => w.trim() !== w || /\s{2}/u.test(w) || /[\p{Cc}\p{Cf}]/u.test(w) || queryUnits(w).length === 0,
    )
    expect(bad).toEqual([])
  })

  it('puts a word in one group only, after normalisation, plurals and spaces aside', () => {
    expect(sharedWords(normalizeSearch)).toEqual([])
    expect(sharedWords(joinedKey)).toEqual([])
  })

  // A query word is widened with MAX_ALTERNATIVES alternatives at most, its own spelling among
  // them: typed as no word of the group is ("smart phone"), it leaves room for one word less.
  it(`gives a group 2 to ${MAX_ALTERNATIVES - 1} different words`, () => {
    const bad = VOCABULARY.filter((group) => {
      const keys = group.map(unitsKey)
      return new Set(keys).size !== keys.length || group.length < 2 || group.length >= MAX_ALTERNATIVES
    })
    expect(bad).toEqual([])
  })

  it('gives a group a Chinese word, and an English one unless English has none', () => {
    expect(VOCABULARY.filter((group) => !group.some(isChinese))).toEqual([])
    expect(VOCABULARY.filter((group) => !group.some(isEnglish)).map((group) => group[0])).toEqual(
      WITHOUT_ENGLISH,
    )
  })

  it('has Chinese words of 2 characters or more, English ones of 3 letters or more (a few well-known ones aside)', () => {
    const tooShort = VOCABULARY.flat().filter((w) =>
      isChinese(w)
        ? [...normalizeSearch(w).replace(/\s/gu, '')].length < 2
        : (w.match(/\p{L}/gu) ?? []).length < 3 && !SHORT_WORDS.has(w),
    )
    expect(tooShort).toEqual([])
  })

  it('has words that stay the same word in Traditional and in Simplified script', () => {
    const changed = VOCABULARY.flat().filter(
      (w) =>
        normalizeSearch(toTraditional(w)) !== normalizeSearch(w) ||
        normalizeSearch(toSimplified(w)) !== normalizeSearch(w),
    )
    expect(changed).toEqual([])
  })
})

type SearchPage = Page<GoodsCard> & { searchInfo: SearchInfo | null }

/** Second-hand titles around a word, as sellers write them. */
const CHINESE_TITLES = [
  (w: string) => `九成新 ${w} 旺角交收`,
  (w: string) => `二手 ${w} 少用 平放`,
  (w: string) => `全新未開封 ${w} 有單`,
  (w: string) => `自用 ${w} 荃灣交收`,
]
const ENGLISH_TITLES = [
  (w: string) => `Used ${w}, good condition`,
  (w: string) => `${w} – like new, pick up in Mong Kok`,
  (w: string) => `Brand new ${w}, still sealed`,
]
function titleOf(word: string, i: number): string {
  const titles = isChinese(word) ? CHINESE_TITLES : ENGLISH_TITLES
  return (titles[i % titles.length] ?? ((w: string) => w))(word)
}

/** How a word may be typed: as written, in Traditional and in Simplified script. */
const spellingsOf = (word: string) => [...new Set([word, toTraditional(word), toSimplified(word)])]

describe('every vocabulary group, through the search: each word finds the listings of every word', () => {
  const h = useTestApp()

  async function search(goodsName: string) {
    const qs = new URLSearchParams({ goodsName, pageSize: '100' })
    return call<SearchPage>(h.app, { method: 'GET', url: `/buyer/goods/goods/es?${qs}` })
  }

  const cases = VOCABULARY.map((group): [string, readonly string[]] => [group.join(' / '), group])

  it.each(cases)('%s', async (_name, group) => {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    const listings: { id: string; name: string }[] = []
    for (const [i, word] of group.entries()) {
      const row = await createListing(h, seller.id, path, { name: titleOf(word, i), intro: '歡迎查詢' })
      listings.push({ id: String(row.id), name: row.name })
    }
    const misses: string[] = []
    for (const typed of group.flatMap(spellingsOf)) {
      const res = await search(typed)
      if (res.status !== 200) {
        misses.push(`${typed}: HTTP ${res.status}`)
        continue
      }
      const found = new Set(res.body.result.records.map((r) => r.id))
      for (const listing of listings) if (!found.has(listing.id)) misses.push(`${typed} ↛ ${listing.name}`)
      // Found by the vocabulary, not by luck (a typo correction or a partial match).
      const mode = res.body.result.searchInfo?.mode
      if (mode !== 'expanded') misses.push(`${typed}: mode ${mode}`)
    }
    expect(misses).toEqual([])
  })
})
