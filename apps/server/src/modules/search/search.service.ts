/**
 * Search rules (docs/product/search.md): what a query means (keyword, filters, sort, paging),
 * how a keyword is matched — exactly, widened with the vocabulary and forgiving about spaces,
 * corrected for typos, or partially — which searches are counted for the hot words, and which
 * listings are "like" another one.
 */
import {
  type goodsSearchQuery,
  SEARCH_TOTAL_CAP,
  type SearchInfo,
  type SearchMatchMode,
} from '@kaifong/contract'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import {
  closedPlan,
  correctedKeyword,
  expandedWords,
  normalizeSearch,
  openWord,
  planQuery,
  type QueryPlan,
  renderPlan,
  renderTerm,
  replaceWords,
  toTsQuery,
} from '../../lib/search-text.ts'
import { type CardRow, findGoods, goodsNotFound } from '../goods/index.ts'
import { liftedPage, liftOf, type Parts } from './category-lift.ts'
import { allOf, filterQuery, priceBinsOf } from './facets.ts'
import { fewMatchesPage, matchPage, type PagePlan } from './search.planner.ts'
import {
  closestWords,
  countCapped,
  countMatches,
  type Match,
  type PartialMatch,
  pageCards,
  relatedCards,
  type SearchFilter,
  type SearchSort,
} from './search.repo.ts'
import { vocabulary } from './vocabulary.ts'

export type SearchQuery = z.output<typeof goodsSearchQuery>
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
/** Counts one search of a term (search-hits.ts knows who searched). */
export type CountSearch = (term: string, display: string) => void
/** Told how each keyword page was read (bench/explain-search.ts prints it). */
export type ObservePlan = (words: string, plan: PagePlan) => void

/** The term a search is counted under: the keyword as it is matched, spaces tidied. */
export function termOf(keyword: string): string {
  return normalizeSearch(keyword).trim().replace(/\s+/g, ' ')
}

const info = (mode: SearchMatchMode, correctedQuery: string | null = null, expandedWith: string[] = []) => ({
  mode,
  correctedQuery,
  expandedWith,
})

/** What a keyword run matches: every word (tsquery text), or a partial match of the terms. */
/**
 * What a keyword run matches: every word (tsquery text), with the listings of a category the query
 * names first (`lift`, category-lift.ts; in the recommended order only), or a partial match of the
 * terms.
 */
type Words = { all: string; lift?: string | null } | { partial: PartialMatch }
type Run = (words: Words) => Promise<{ rows: CardRow[]; total: number }>

/** The query's filters (the saved searches' alerts read them too: alert-match.ts). */
export function filterOf(q: Omit<SearchQuery, 'pageNumber' | 'pageSize'>): SearchFilter {
  return {
    categoryIds: (q.categoryId ?? []).map(Number),
    categoryPathId: q.categoryPathId ? Number(q.categoryPathId) : null,
    sellerId: q.storeId ? Number(q.storeId) : null,
    minPrice: q.minPrice ?? null,
    maxPrice: q.maxPrice ?? null,
    goodsStatus: q.goodsStatus ?? [],
    districts: q.district ?? [],
    stationIds: q.stationId ?? [],
    tradingMethod: q.tradingMethod ?? null,
  }
}

/**
 * A keyword's first attempt as tsquery text — every word, the last one whole; widened with the
 * vocabulary unless `exact` — or null when it has nothing searchable. What a saved search's
 * alerts match (alert-match.ts): no corrections, no partial matches.
 */
export function wholeWordsQuery(keyword: string, exact: boolean): string | null {
  if (exact) return toTsQuery(keyword, false)
  return plannedKeyword(keyword)?.wholeText ?? null
}

export async function searchGoods(
  ctx: AppContext,
  q: SearchQuery,
  countSearch: CountSearch,
  observe?: ObservePlan,
): Promise<SearchResult> {
  const now = ctx.clock.now()
  const keyword = q.goodsName?.trim() ?? ''
  const filter = filterOf(q)
  const sort = q.sort as SearchSort
  const offset = (q.pageNumber - 1) * q.pageSize
  if (!keyword) {
    const rows = await pageCards(ctx.db, filter, sort, now, offset, q.pageSize)
    // A first page that is not full is the whole answer; otherwise count (up to the cap).
    const total = offset === 0 && rows.length < q.pageSize ? rows.length : await totalOf(ctx, filter, now)
    return { rows, total, info: null }
  }
  const facets = filterQuery(filter)
  const priceBins = priceBinsOf(filter)
  const matchOf = (text: string, partial: PartialMatch | null): Match => {
    const query = allOf(text, facets) ?? text
    return {
      query,
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      partial,
      priced: priceBins === null ? null : allOf(query, priceBins),
    }
  }
  const pageOf = async (text: string, partial: PartialMatch | null, skip: number, take: number) => {
    const match = matchOf(text, partial)
    const page = await matchPage(ctx.db, match, sort, now, skip, take)
    observe?.(match.query, page.plan)
    return { rows: page.rows, total: page.total }
  }
  // A named category first, in the recommended order only: the other sorts are orders the
  // searcher chose (docs/product/search.md, "When a query names a category").
  const parts: Parts = {
    page: (text, skip, take) => pageOf(text, null, skip, take),
    few: async (text, lift, skip, take) => {
      const match = matchOf(text, { terms: [lift], minMatched: 0 })
      if (seenCommon(match.query, now)) return null
      const page = await fewMatchesPage(ctx.db, match, sort, now, skip, take)
      if (page === null) rememberCommon(match.query, now)
      else observe?.(match.query, page.plan)
      return page && { rows: page.rows, total: page.total }
    },
    count: (text) => countMatches(ctx.db, matchOf(text, null), now),
  }
  const run: Run = async (words) => {
    if ('partial' in words)
      return pageOf(words.partial.terms.map((t) => `(${t})`).join(' | '), words.partial, offset, q.pageSize)
    if (words.lift && sort === 0) return liftedPage(parts, words.all, words.lift, offset, q.pageSize)
    return pageOf(words.all, null, offset, q.pageSize)
  }
  const result = q.exact ? await exactSearch(ctx, keyword, run) : await forgivingSearch(ctx, keyword, run)
  // Counted once per search (not again for each further page), and only when its words found
  // something: a hot word that finds nothing helps nobody, and nonsense cannot be pushed into the
  // tags. A partial match has words no listing has: not counted. A corrected search counts as what
  // was searched instead; otherwise the keyword as typed, whatever it was widened to.
  const counted = result.rows.length > 0 && q.pageNumber === 1 ? countedKeyword(keyword, result.info) : null
  if (counted !== null) countSearch(countedTerm(counted), counted)
  return result
}

function countedKeyword(keyword: string, searchInfo: SearchInfo | null): string | null {
  if (searchInfo?.mode === 'partial') return null
  if (searchInfo?.mode === 'corrected') return searchInfo.correctedQuery
  return keyword
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
async function exactSearch(ctx: AppContext, keyword: string, run: Run): Promise<SearchResult> {
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
const countedTerm = keywordMemo(KEYWORDS_REMEMBERED, termOf)

/**
 * The forgiving search (docs/product/search.md): every word, widened with the vocabulary and
 * forgiving about spaces, the last one whole; when that finds nothing, misspelt words corrected to
 * words listings use; then, when no listing uses the last word, the last word as the start of
 * longer words too ("iph" finds iPhone); then a long query's partial matches. A whole word is found
 * through the index entry of that word alone, while a start has to gather every word it starts
 * first, which costs as much as all their listings. The dictionary (search_words) is asked once,
 * for the last word and the misspellable ones together.
 */
async function forgivingSearch(ctx: AppContext, keyword: string, run: Run): Promise<SearchResult> {
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

/**
 * Keyword queries known to have over a thousand matches, and when that was seen: a lifted search
 * (category-lift.ts) of such a word skips the sample that would show it has few, as browsing skips
 * counting a capped total (below). A word does not stop being common within a minute.
 */
const commonSeen = new Map<string, number>()

function seenCommon(query: string, now: Date): boolean {
  const seen = commonSeen.get(query)
  return seen !== undefined && now.getTime() - seen < CAPPED_TTL_MS && now.getTime() >= seen
}

function rememberCommon(query: string, now: Date): void {
  commonSeen.delete(query)
  commonSeen.set(query, now.getTime())
  if (commonSeen.size > CAPPED_MAX_ENTRIES) commonSeen.delete(commonSeen.keys().next().value ?? '')
}

/**
 * Browsing totals known to reach the cap, and when that was seen. "1,000+" does not change in a
 * minute, and these are exactly the expensive counts (big categories), so each instance counts
 * them once a minute at most. Counts below the cap are cheap and always fresh.
 */
const cappedSeen = new Map<string, number>()
const CAPPED_TTL_MS = 60_000
const CAPPED_MAX_ENTRIES = 5_000

async function totalOf(ctx: AppContext, filter: SearchFilter, now: Date): Promise<number> {
  const key = JSON.stringify(filter)
  const seen = cappedSeen.get(key)
  if (seen !== undefined && now.getTime() - seen < CAPPED_TTL_MS && now.getTime() >= seen)
    return SEARCH_TOTAL_CAP
  const total = await countCapped(ctx.db, filter, now)
  cappedSeen.delete(key)
  if (total >= SEARCH_TOTAL_CAP) {
    cappedSeen.set(key, now.getTime())
    // Oldest first (insertion order): forget the oldest when full.
    if (cappedSeen.size > CAPPED_MAX_ENTRIES) cappedSeen.delete(cappedSeen.keys().next().value ?? '')
  }
  return total
}

/**
 * Live listings like this one: first from its own category, then from the category above it
 * (when there is one below the top level), each ranked by how similar the titles are.
 */
export async function relatedGoods(ctx: AppContext, goodsId: number, limit: number): Promise<CardRow[]> {
  const row = await findGoods(ctx.db, goodsId)
  if (!row) throw goodsNotFound()
  const now = ctx.clock.now()
  const base = { excludeId: row.id, text: row.searchText }
  const leaf = await relatedCards(
    ctx.db,
    { ...base, categoryId: row.categoryId, notCategoryId: null },
    now,
    limit,
  )
  const path = row.categoryPath
  const parent = path.length >= 3 ? path[path.length - 2] : undefined
  if (leaf.length >= limit || parent === undefined) return leaf
  const wider = await relatedCards(
    ctx.db,
    { ...base, categoryId: parent, notCategoryId: row.categoryId },
    now,
    limit - leaf.length,
  )
  return [...leaf, ...wider]
}
