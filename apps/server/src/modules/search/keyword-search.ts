/**
 * How a keyword is matched (docs/product/search.md, "What a query matches", "When nothing
 * matches"): exactly as typed (`exact`), or forgiving — widened with the vocabulary and forgiving
 * about spaces, then corrected for typos, completed, or matched partially. Plans of popular
 * keywords are remembered per process.
 */
import type { SearchInfo, SearchMatchMode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import type { CardRow } from '../goods/index.ts'
import { liftOf } from './category-lift.ts'
import { closedPlan, correctedKeyword, expandedWords, openWord, replaceWords } from './query-edit.ts'
import { planQuery, type QueryPlan, renderPlan, renderTerm } from './query-plan.ts'
import type { PartialMatch } from './search.repo.ts'
import { normalizeSearch, toTsQuery } from './search-text.ts'
import { closestWords } from './typos.repo.ts'
import { vocabulary } from './vocabulary.ts'

export interface SearchResult {
  rows: CardRow[]
  total: number
  /** How the keyword matched; null without a keyword. */
  info: SearchInfo | null
}

/** A query of at least this many terms falls back to a partial match when nothing matches them all. */
export const PARTIAL_MIN_TERMS = 3
/** Keywords whose plan and counted term are remembered (`keywordMemo` below). */
const KEYWORDS_REMEMBERED = 2_000
/** Equivalent words shown in `expandedWith` at most. */
export const EXPANDED_SHOWN_MAX = 5

/** The term a search is counted under: the keyword as it is matched, spaces tidied. */
export function termOf(keyword: string): string {
  return normalizeSearch(keyword).trim().replace(/\s+/g, ' ')
}

const info = (mode: SearchMatchMode, correctedQuery: string | null = null, expandedWith: string[] = []) => ({
  mode,
  correctedQuery,
  expandedWith,
})

/**
 * What a keyword run matches: every word (tsquery text), with the listings of a category the query
 * names first (`lift`, category-lift.ts; in the recommended order only), or a partial match of the
 * terms.
 */
export type Words = { all: string; lift?: string | null } | { partial: PartialMatch }
export type Run = (words: Words) => Promise<{ rows: CardRow[]; total: number }>

/**
 * A keyword's first attempt as tsquery text — every word, the last one whole; widened with the
 * vocabulary unless `exact` — or null when it has nothing searchable. What a saved search's
 * alerts match (alert-match.ts): no corrections, no partial matches.
 */
export function wholeWordsQuery(keyword: string, exact: boolean): string | null {
  if (exact) return toTsQuery(keyword, false)
  return plannedKeyword(keyword)?.wholeText ?? null
}

/** A run's rows and total with how the keyword matched (written out: no spread on the hot path). */
const withInfo = (r: { rows: CardRow[]; total: number }, how: SearchInfo): SearchResult => ({
  rows: r.rows,
  total: r.total,
  info: how,
})

const nothing = (): SearchResult => ({ rows: [], total: 0, info: info('exact') })

/**
 * `exact=true`: the words as typed, nothing more — the last word whole, or when that finds nothing
 * and no listing uses it, as the start of longer words.
 */
export async function exactSearch(ctx: AppContext, keyword: string, run: Run): Promise<SearchResult> {
  const whole = toTsQuery(keyword, false)
  // A keyword with nothing searchable in it ("!!!") matches nothing, rather than everything.
  if (whole === null) return nothing()
  const first = await run({ all: whole })
  const open = toTsQuery(keyword)
  const word = openWord(keyword)
  if (first.total > 0 || open === null || open === whole || word === null)
    return withInfo(first, info('exact'))
  const closest = await closestWords(ctx.db, [word])
  if (closest.get(word) === word) return withInfo(first, info('exact'))
  return withInfo(await run({ all: open }), info('exact'))
}

interface PlannedKeyword {
  plan: QueryPlan
  /** The plan with its last word whole, and as tsquery text. */
  whole: QueryPlan
  wholeText: string
  /** The equivalent words shown when the whole plan matches. */
  expandedWith: string[]
}

/**
 * `compute` remembered for the last `max` keys (the oldest forgotten first). For pure functions
 * of a keyword only: their results are shared and never changed after.
 */
function keywordMemo<V>(max: number, compute: (keyword: string) => V): (keyword: string) => V {
  const known = new Map<string, V>()
  return (keyword) => {
    if (known.has(keyword)) return known.get(keyword) as V
    const value = compute(keyword)
    if (known.size >= max) known.delete(known.keys().next().value ?? '')
    known.set(keyword, value)
    return value
  }
}

/**
 * Plans of recent keywords. A plan depends on the keyword and the (fixed) vocabulary only, and
 * working it out (scripts, vocabulary, spaces) took about 18 µs a search, so popular keywords are
 * planned once per process (docs/decisions.md, "Close to the limit on the server").
 */
const plannedKeyword = keywordMemo(KEYWORDS_REMEMBERED, (keyword): PlannedKeyword | null => {
  const plan = planQuery(keyword, vocabulary())
  if (plan === null) return null
  const whole = closedPlan(plan)
  return { plan, whole, wholeText: renderPlan(whole), expandedWith: expandedWords(plan, EXPANDED_SHOWN_MAX) }
})

/** The term a search is counted under, remembered for popular keywords as their plans are. */
export const countedTerm = keywordMemo(KEYWORDS_REMEMBERED, termOf)

/**
 * The forgiving search (docs/product/search.md): every word, widened with the vocabulary and
 * forgiving about spaces, the last one whole; when that finds nothing, misspelt words corrected to
 * words listings use; then, when no listing uses the last word, the last word as the start of
 * longer words too ("iph" finds iPhone); then a long query's partial matches. A whole word is found
 * through the index entry of that word alone, while a start has to gather every word it starts
 * first, which costs as much as all their listings. The dictionary (search_words) is asked once,
 * for the last word and the misspellable ones together.
 */
export async function forgivingSearch(ctx: AppContext, keyword: string, run: Run): Promise<SearchResult> {
  const planned = plannedKeyword(keyword)
  if (planned === null) return nothing()
  const { plan, whole } = planned
  const lift = await liftOf(ctx, plan)
  const first = await run({ all: planned.wholeText, lift })
  if (first.total > 0) {
    const { expandedWith } = planned
    return withInfo(first, expandedWith.length > 0 ? info('expanded', null, expandedWith) : info('exact'))
  }
  const correctable = [...new Set(plan.terms.flatMap((t) => t.correctable))]
  const open = whole === plan ? null : openWord(keyword)
  const closest = await closestWords(ctx.db, [...new Set([...correctable, ...(open ? [open] : [])])])
  const replacements = new Map(
    correctable.flatMap((w) => {
      const near = closest.get(w)
      return near !== undefined && near !== w ? [[w, near] as const] : []
    }),
  )
  const fixed = replacements.size > 0 ? planQuery(replaceWords(plan, replacements), vocabulary()) : null
  const corrected = fixed
    ? { plan: closedPlan(fixed), keyword: correctedKeyword(keyword, replacements) }
    : null
  // A last word no listing uses is misspelt or unfinished: its correction first, when there is one
  // ("appl" → apple, "ipone" → iphone), else the words it starts ("iph").
  if (corrected) {
    const second = await run({ all: renderPlan(corrected.plan), lift: await liftOf(ctx, corrected.plan) })
    if (second.total > 0) return withInfo(second, info('corrected', corrected.keyword))
  }
  if (open !== null && closest.get(open) !== open) {
    const started = await run({ all: renderPlan(plan), lift })
    if (started.total > 0) return withInfo(started, info('exact'))
  }
  const partial = corrected?.plan ?? whole
  if (partial.terms.length < PARTIAL_MIN_TERMS) return withInfo(first, info('exact'))
  const terms = partial.terms.map(renderTerm)
  const third = await run({ partial: { terms, minMatched: Math.ceil(terms.length / 3) } })
  if (third.total === 0) return withInfo(first, info('exact'))
  return withInfo(third, info('partial', corrected?.keyword ?? null))
}
