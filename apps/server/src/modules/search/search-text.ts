/**
 * Search text (docs/product/search.md): how listings and queries are cut into lexemes. PostgreSQL's
 * parsers do not split Chinese, so we tokenise here, the same way for listings and for queries:
 * - everything is NFKC-normalised, lower-cased and converted to Simplified Chinese, so 手機 and
 *   手机 (and ＩＰＨＯＮＥ and iphone) meet;
 * - a run of CJK characters becomes its single characters and its bigrams;
 * - other letters and digits form words (a CJK character ends a word: "BB車" is "bb" and "车");
 *   a word is also indexed without a plural "s", and a word of letters and digits also as its
 *   parts ("iPhone15" is also "iphone" and "15"), as a query splits it.
 * Lexemes go into the database verbatim (array_to_tsvector and a ::tsquery cast, search-fields.ts),
 * never through a text-search parser, so PGlite and PostgreSQL behave the same whatever their locale.
 *
 * Queries are built from the same pieces: `toTsQuery` here for the words exactly as typed, and
 * `planQuery` (query-plan.ts) for the forgiving search, whose plans query-edit.ts corrects or closes.
 */
import { toSimplified } from '../../lib/chinese.ts'

const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}'
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u')
/** A run of CJK characters, or a run of other letters and digits. */
const TOKEN = new RegExp(`[${CJK_CHARS}]+|(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])+`, 'gu')
const NUMBER = /^\p{N}+$/u
export const isNumber = (text: string) => NUMBER.test(text)
/** A word of letters and digits is also indexed and searched as its parts ("iphone15" = "iphone 15") when it has 2 or 3. */
const MAX_SPLIT_PARTS = 3
export const MAX_LEXEME = 60

export function normalizeSearch(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase())
}

/** The word without a plural "s" ("books" → "book", but "glass" and "bus" stay). */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/**
 * The singular of an English plural in "-es" or "-ies", when it is not just the word without its
 * "s": "boxes" → box, "watches" → watch, "glasses" → glass, "batteries" → battery; else null. Some
 * words it gets wrong ("movies" → movy), which is why a word is indexed and searched as both: the
 * plain "s" rule finds movie.
 */
export function pluralStem(word: string): string | null {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  return null
}

function runs(text: string): string[] {
  return normalizeSearch(text).match(TOKEN) ?? []
}

export function bigrams(run: string): string[] {
  const chars = [...run]
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1])
}

/** The lexemes a listing is found by. */
export function indexLexemes(...texts: string[]): string[] {
  const out = new Set<string>()
  for (const run of texts.flatMap(runs)) {
    if (CJK.test(run)) {
      for (const c of run) out.add(c)
      for (const b of bigrams(run)) out.add(b)
    } else {
      const word = run.slice(0, MAX_LEXEME)
      out.add(word)
      out.add(singular(word))
      const stem = pluralStem(word)
      if (stem) out.add(stem)
      for (const part of partsOf(word) ?? []) out.add(singular(part))
    }
  }
  return [...out]
}

/**
 * The parts of a word of letters and digits ("iphone15" → iphone, 15; "256gb" → 256, gb), when it
 * has 2 or 3 and its letter parts have 2 letters or more; else null ("m2" is a name, not m + 2).
 */
export function partsOf(word: string): string[] | null {
  const parts = word.match(/\p{N}+|[^\p{N}]+/gu) ?? []
  if (parts.length < 2 || parts.length > MAX_SPLIT_PARTS) return null
  if (parts.some((p) => !NUMBER.test(p) && [...p].length < 2)) return null
  return parts
}

/** A lexeme as tsquery text, quoted. */
export const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`

/**
 * A tsquery (text for a ::tsquery cast) that needs every term exactly as typed: CJK runs by
 * their bigrams (or the single character), words whole — except, when `open`, the last word,
 * which may still be being typed, as a prefix ("iph" finds iPhone). Numbers are never prefixes:
 * "iPhone 14" must not find 140 or 1400. Null when the text has nothing searchable. This is the
 * `exact=true` search; `planQuery` is the forgiving one.
 */
export function toTsQuery(text: string, open = true): string | null {
  const parts = new Set<string>()
  const all = runs(text)
  for (const [i, run] of all.entries()) {
    if (CJK.test(run)) {
      const grams = [...run].length === 1 ? [run] : bigrams(run)
      for (const g of grams) parts.add(quote(g))
    } else {
      const word = singular(run.slice(0, MAX_LEXEME))
      const prefix = open && i === all.length - 1 && !NUMBER.test(word)
      const stem = prefix ? null : pluralStem(run.slice(0, MAX_LEXEME))
      parts.add(prefix ? `${quote(word)}:*` : stem ? `(${quote(word)} | ${quote(stem)})` : quote(word))
    }
  }
  return parts.size ? [...parts].join(' & ') : null
}

/** One piece of a query: a CJK character, or a whole word of other letters and digits. */
export interface QueryUnit {
  /** Normalised (normalizeSearch); a word is cut at 60 characters and keeps its plural. */
  text: string
  cjk: boolean
  /** Which run of the text it came from: the characters of one CJK run share it. */
  run: number
}

/** The units of a text, in order. */
export function queryUnits(text: string): QueryUnit[] {
  return runs(text).flatMap((run, i): QueryUnit[] =>
    CJK.test(run)
      ? [...run].map((c) => ({ text: c, cjk: true, run: i }))
      : [{ text: run.slice(0, MAX_LEXEME), cjk: false, run: i }],
  )
}
