/**
 * Search text for listings (issue: search). PostgreSQL's parsers do not split Chinese, so we
 * tokenise here, the same way for listings and for queries:
 * - everything is NFKC-normalised, lower-cased and converted to Simplified Chinese, so 手機 and
 *   手机 (and ＩＰＨＯＮＥ and iphone) meet;
 * - a run of CJK characters becomes its single characters and its bigrams;
 * - other letters and digits form words; a word is also indexed without a plural "s".
 * Lexemes go into the database verbatim (array_to_tsvector and a ::tsquery cast), never through
 * a text-search parser, so PGlite and PostgreSQL behave the same whatever their locale.
 */
import { toSimplified } from './chinese.ts'

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu
const MAX_LEXEME = 60

export function normalizeSearch(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase())
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

function runs(text: string): string[] {
  return normalizeSearch(text).match(TOKEN) ?? []
}

function bigrams(run: string): string[] {
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
    }
  }
  return [...out]
}

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`

/**
 * A tsquery (text for a ::tsquery cast) that needs every term: CJK runs by their bigrams (or the
 * single character), words whole — except the last word, which may still be being typed, as a
 * prefix ("iph" finds iPhone). Numbers are never prefixes: "iPhone 14" must not find 140 or 1400.
 * Null when the text has nothing searchable.
 */
export function toTsQuery(text: string): string | null {
  const parts = new Set<string>()
  const all = runs(text)
  for (const [i, run] of all.entries()) {
    if (CJK.test(run)) {
      const grams = [...run].length === 1 ? [run] : bigrams(run)
      for (const g of grams) parts.add(quote(g))
    } else {
      const word = singular(run.slice(0, MAX_LEXEME))
      const prefix = i === all.length - 1 && !/^\p{N}+$/u.test(word)
      parts.add(prefix ? `${quote(word)}:*` : quote(word))
    }
  }
  return parts.size ? [...parts].join(' & ') : null
}
