// The diverse search queries of the keyword bench: drawn from the listing titles in the bench
// database, in the three scripts, as words and 2–3 word combinations, with typos, with words no
// listing uses, and combined with category, price and sort filters. Deterministic for a seed, so
// two runs measure the same queries; distinct, so a run measures the database, not a cache.
import * as OpenCC from 'opencc-js'

const toHans = OpenCC.Converter({ from: 'hk', to: 'cn' })
const toHant = OpenCC.Converter({ from: 'cn', to: 'hk' })

/** Words no listing uses (checked against the titles before use). */
const NO_MATCH = [
  '馬鞍',
  '潛水艇',
  '古董座鐘',
  '太空衣',
  '恐龍化石',
  '蒸汽火車',
  '木乃伊',
  '火山石',
  '熱氣球',
  '雪橇',
  '駱駝',
  '冰川',
  '金字塔',
  '魔法棒',
  '外星人',
  '南極',
  '飛行船',
  '石油',
  '鑽井',
  '潛望鏡',
  'zeppelin',
  'submarine',
  'mummy',
  'glacier',
  'volcano',
  'sled',
  'camel',
  'pyramid',
  'spaceship',
  'oilrig',
]

/** mulberry32: a small seeded PRNG. */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CJK = /[\p{Script=Han}]+/gu
const LATIN = /[A-Za-z][A-Za-z0-9]+|[0-9]+[A-Za-z]+/g

/** The words of a title as people would type them: CJK runs cut to 2–4 characters, Latin words. */
function wordsOf(title, random) {
  const words = []
  for (const run of title.match(CJK) ?? []) {
    const chars = [...run]
    if (chars.length < 2) continue
    const len = Math.min(chars.length, 2 + Math.floor(random() * 3))
    const start = Math.floor(random() * (chars.length - len + 1))
    words.push(chars.slice(start, start + len).join(''))
  }
  for (const w of title.match(LATIN) ?? []) if (w.length >= 3) words.push(w)
  return words
}

/** A small typo: a letter dropped, doubled or two swapped, in a Latin word of 5+ letters. */
function typo(word, random) {
  if (!/^[A-Za-z]{5,}$/.test(word)) return null
  const i = 1 + Math.floor(random() * (word.length - 2))
  const kind = Math.floor(random() * 3)
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1)
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i)
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1)
}

const pick = (list, random) => list[Math.floor(random() * list.length)]

/**
 * `count` distinct query strings for GET /buyer/goods/goods/es, e.g. "goodsName=梳化&sort=3".
 * titles: listing titles; categoryIds: level-1 and leaf category ids; each query says its kind.
 */
export function searchQueries({ titles, categoryIds, count = 600, seed = 20261123 }) {
  const random = rng(seed)
  const seen = new Set()
  const out = []
  const haystack = titles.join('\n').toLowerCase()
  const add = (kind, params) => {
    const qs = new URLSearchParams(params).toString()
    if (seen.has(qs)) return
    seen.add(qs)
    out.push({ kind, qs })
  }
  const script = (w) => {
    const r = random()
    return r < 0.4 ? toHant(w) : r < 0.8 ? toHans(w) : w
  }
  const noMatch = NO_MATCH.filter((w) => !haystack.includes(w.toLowerCase()))
  const longLatin = [...new Set(titles.flatMap((t) => t.match(/[A-Za-z]{5,}/g) ?? []))]
  if (longLatin.length === 0) longLatin.push('iphone')
  for (let guard = 0; out.length < count && guard < count * 50; guard++) {
    const title = pick(titles, random)
    const words = wordsOf(title, random)
    if (words.length === 0) continue
    const r = random()
    if (r < 0.35) add('word', { goodsName: script(pick(words, random)) })
    else if (r < 0.6 && words.length >= 2) {
      const n = Math.min(words.length, 2 + Math.floor(random() * 2))
      const start = Math.floor(random() * (words.length - n + 1))
      add('words', {
        goodsName: words
          .slice(start, start + n)
          .map(script)
          .join(' '),
      })
    } else if (r < 0.68) {
      // Typos need a Latin word of 5+ letters: from this title, else from any title.
      const latin = words.filter((w) => /^[A-Za-z]{5,}$/.test(w))
      const t = typo(latin.length > 0 ? pick(latin, random) : pick(longLatin, random), random)
      if (t) add('typo', { goodsName: t })
    } else if (r < 0.75 && noMatch.length > 0) {
      const extra = random() < 0.5 ? ` ${script(pick(words, random))}` : ''
      add('no-match', { goodsName: `${pick(noMatch, random)}${extra}` })
    } else {
      const min = pick([0, 50, 100, 500, 1000], random)
      const max = min + pick([200, 1000, 4000, 20000], random)
      add('filtered', {
        goodsName: script(pick(words, random)),
        categoryId: String(pick(categoryIds, random)),
        minPrice: String(min),
        maxPrice: String(max),
        sort: String(Math.floor(random() * 4)),
      })
    }
  }
  return out
}
