/**
 * Search-as-you-type (docs/product/search.md): while a buyer types, the header offers listing
 * titles that match what is typed so far (the last word as a prefix) and categories whose name
 * contains it. It runs on every (debounced) keystroke, so it is one bounded query and a scan of
 * the in-memory category tree; nothing is cached per keyword.
 */
import { LANGUAGES, type Language, type SearchSuggestions } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { type CategoryEntry, categoryIndex, fold } from './category-index.ts'
import { replaceWords } from './query-edit.ts'
import { type Lexeme, planQuery, type QueryPlan, renderPlan } from './query-plan.ts'
import { indexLexemes, toTsQuery } from './search-text.ts'
import { popularTitles } from './suggest.repo.ts'
import { nearestWords } from './typos.repo.ts'
import { vocabulary } from './vocabulary.ts'

/** A suggested title is at most this many characters (the start of a longer title). */
export const SUGGEST_TITLE_MAX = 30
/** Categories offered at most, whatever `count` says: a few are enough to jump to. */
export const SUGGEST_CATEGORIES_MAX = 5
/** Listings read per keystroke: popular titles repeat, and a long title may lose its match when cut. */
const CANDIDATES_PER_WORD = 4
const CANDIDATES_MAX = 40

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const WORD_CHAR = /[\p{L}\p{N}]/u

interface Term {
  lexeme: string
  prefix: boolean
}

const unquote = (lexeme: string) => lexeme.replace(/''/g, "'").replace(/\\\\/g, '\\')

/**
 * The terms of a toTsQuery text ('a' & 'b':* & ('boxe' | 'box')), each as the lexemes any of which
 * matches it: lexemes are letters and digits, quoted.
 */
function termsOf(tsQuery: string): Term[][] {
  return tsQuery.split(' & ').map((part) =>
    [...part.matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map((m) => ({
      lexeme: unquote(m[1] ?? ''),
      prefix: m[2] !== undefined,
    })),
  )
}

/**
 * Whether the title itself (not only the description, which the listing's search vector also
 * holds) has every term, the way the database matches them.
 */
function titleMatches(title: string, terms: Term[][]): boolean {
  const lexemes = indexLexemes(title)
  return terms.every((any) =>
    any.some((t) => (t.prefix ? lexemes.some((l) => l.startsWith(t.lexeme)) : lexemes.includes(t.lexeme))),
  )
}

/** The title on one line, cut to SUGGEST_TITLE_MAX characters without splitting a Latin word. */
export function shortTitle(title: string): string {
  const tidy = title.trim().replace(/\s+/g, ' ')
  const chars = [...tidy]
  if (chars.length <= SUGGEST_TITLE_MAX) return tidy
  let cut = chars.slice(0, SUGGEST_TITLE_MAX).join('')
  const last = chars[SUGGEST_TITLE_MAX - 1] ?? ''
  const next = chars[SUGGEST_TITLE_MAX] ?? ''
  const midWord = WORD_CHAR.test(last) && WORD_CHAR.test(next) && !CJK.test(last) && !CJK.test(next)
  const space = cut.lastIndexOf(' ')
  if (midWord && space > cut.length / 2) cut = cut.slice(0, space)
  // A cut title does not end on a separator ("Blue,"), but keeps "85%" or "(new)".
  return cut.replace(/[\s,，、;；:：/|·\-–—(（[【「『]+$/u, '')
}

/**
 * Titles for the words as typed; when they suggest nothing, for the words as the search reads them
 * (docs/product/search.md: vocabulary, joined and split words, plurals), so "air pods" suggests
 * the AirPods the search would find; when that suggests nothing either, for the words with their
 * typos corrected as the search corrects them ("ipone" suggests iPhone).
 */
async function suggestWords(ctx: AppContext, keyword: string, count: number): Promise<string[]> {
  const typed = toTsQuery(keyword)
  if (typed === null) return []
  // Search never reads a number as a prefix ("iPhone 14" must not find 140), but while typing
  // "iPhone 1" the number is usually not finished yet.
  const tsQuery = /'\p{N}+'$/u.test(typed) ? `${typed}:*` : typed
  const terms = termsOf(tsQuery)
  // Each term must be in the title's text; a term with other forms, in at least its shortest one.
  const inTitle = terms.map((any) => any.map((t) => t.lexeme).sort((a, b) => a.length - b.length)[0] ?? '')
  const literal = await titlesFor(ctx, tsQuery, inTitle, (title) => titleMatches(title, terms), count)
  if (literal.length > 0) return literal
  const plan = planQuery(keyword, vocabulary())
  if (plan === null) return []
  const read = renderPlan(plan)
  if (read !== tsQuery) {
    const widened = await titlesFor(ctx, read, [], (title) => titleHasPlan(title, plan), count)
    if (widened.length > 0) return widened
  }
  const correctable = [...new Set(plan.terms.flatMap((t) => t.correctable))]
  const near = correctable.length > 0 ? await nearestWords(ctx.db, correctable) : new Map<string, string>()
  const fixed = near.size > 0 ? planQuery(replaceWords(plan, near), vocabulary()) : null
  if (fixed === null) return []
  return titlesFor(ctx, renderPlan(fixed), [], (title) => titleHasPlan(title, fixed), count)
}

async function titlesFor(
  ctx: AppContext,
  tsQuery: string,
  inTitle: string[],
  matches: (title: string) => boolean,
  count: number,
): Promise<string[]> {
  const limit = Math.min(count * CANDIDATES_PER_WORD, CANDIDATES_MAX)
  const titles = await popularTitles(ctx.db, tsQuery, inTitle, ctx.clock.now(), limit)
  const seen = new Set<string>()
  const words: string[] = []
  for (const title of titles) {
    const word = shortTitle(title)
    const key = fold(word)
    if (!word || seen.has(key) || !matches(word)) continue
    seen.add(key)
    words.push(word)
    if (words.length >= count) break
  }
  return words
}

/** Whether the title itself has every term of the plan, in one of its forms. */
function titleHasPlan(title: string, plan: QueryPlan): boolean {
  const lexemes = indexLexemes(title)
  const has = (l: Lexeme) =>
    l.prefix
      ? lexemes.some((x) => x.startsWith(l.text))
      : lexemes.includes(l.text) || (l.or !== undefined && lexemes.includes(l.or))
  return plan.terms.every((term) => term.alternatives.some((a) => a.length > 0 && a.every(has)))
}

/** 0 the whole name, 1 its start, 2 inside it; null when it does not contain the keyword. */
function closeness(name: string, key: string): number | null {
  if (!name) return null
  if (name === key) return 0
  if (name.startsWith(key)) return 1
  return name.includes(key) ? 2 : null
}

async function suggestCategories(
  ctx: AppContext,
  keyword: string,
  count: number,
  lang: Language,
): Promise<SearchSuggestions['categories']> {
  const key = fold(keyword)
  if (!key) return []
  const ranked: { entry: CategoryEntry; score: number }[] = []
  for (const entry of (await categoryIndex(ctx)).entries) {
    const own = closeness(entry.folded[lang], key)
    const any = Math.min(...LANGUAGES.map((l) => closeness(entry.folded[l], key) ?? 3))
    if (any === 3) continue
    // A match in the reader's own language goes before one found only in another language.
    ranked.push({ entry, score: own === null ? any * 2 + 1 : own * 2 })
  }
  ranked.sort((a, b) => a.score - b.score || a.entry.order - b.entry.order)
  return ranked.slice(0, Math.min(count, SUGGEST_CATEGORIES_MAX)).map(({ entry }) => ({
    id: entry.id,
    name: entry.names[lang],
    path: entry.paths[lang],
  }))
}

export async function searchSuggestions(
  ctx: AppContext,
  keyword: string,
  count: number,
  lang: Language,
): Promise<SearchSuggestions> {
  const [words, categories] = await Promise.all([
    suggestWords(ctx, keyword, count),
    suggestCategories(ctx, keyword, count, lang),
  ])
  return { words, categories }
}
