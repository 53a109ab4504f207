/**
 * The parts of a sort order a page of keyword matches is read from (search.planner.ts, step 2):
 * each the facets of its rows (facets.ts), chosen from a sample of the matches to hold
 * COVER_MARGIN times the rows the page needs, and larger on each further try.
 */

import type { SearchSort } from './browse.repo.ts'
import { allOf, boostAtLeast, FACET, listedSince, priceBetween, type TimeGrain } from './facets.ts'
import type { BoostedApart, Match, MatchRow } from './search.repo.ts'

/** The part of the sort order a page is read from should hold this many times its rows. */
export const COVER_MARGIN = 4
/** A step of a walk through boosted listings costs about this many rows read by their words. */
const WALK_STEP_COST = 3
/** Each further try takes a part this many times larger. */
const WIDEN = 4
/** A part of the order by time never starts less than this long ago. */
const MIN_WINDOW_US = 3_600_000_000n
/** When a sample's times say nothing, listings are taken to come over this long (their longest period). */
const DEFAULT_SPAN_US = 30n * 24n * 3_600_000_000n
/** A partial match's "at least k of n words" is written out for this many words at most… */
const MAX_PARTIAL_TERMS = 8
/** …and up to this length. */
const MAX_PARTIAL_QUERY = 4_000

/**
 * Rows matching at least `k` of `terms` (tsquery texts), as tsquery text: everything ('') when
 * k ≤ 0, nothing (null) when k exceeds the terms, undefined when it would be too long to write.
 */
export function atLeast(terms: readonly string[], k: number): string | null | undefined {
  if (k > terms.length) return null
  if (k <= 0) return ''
  if (terms.length > MAX_PARTIAL_TERMS) return undefined
  const go = (from: number, r: number): string | null => {
    const left = terms.length - from
    if (r <= 0) return ''
    if (r > left) return null
    const first = `(${terms[from]})`
    if (r === left)
      return terms
        .slice(from)
        .map((t) => `(${t})`)
        .join(' & ')
    const withFirst = go(from + 1, r - 1)
    const without = go(from + 1, r)
    const a = withFirst === '' ? first : withFirst === null ? null : `${first} & (${withFirst})`
    if (a === null) return without
    return without === null ? a : `(${a}) | (${without})`
  }
  const query = go(0, k)
  return query !== null && query.length > MAX_PARTIAL_QUERY ? undefined : query
}

/** What the parts of the sort order are chosen from. */
export interface Known {
  sorted: readonly MatchRow[]
  estimate: number
  wanted: number
  nowUs: bigint
  /**
   * The latest listing time there may be: listing times are the clock's when a listing went up,
   * so none lies past the newest of now and the sample's.
   */
  latestUs: bigint
  /** The listings a search can find, and the boosted ones, as last counted (0: not counted yet). */
  liveRows: number
  boostedRows: number
  /** The price range asked, in cents. */
  minCents: bigint | null
  maxCents: bigint | null
}

/** A part of the sort order: the facets of its rows; for sort 0 also its boosted rows, apart. */
export interface Part {
  cover: string
  /** The boosted rows, through their own indexes (goods_search_page); null: none apart. */
  boosted: BoostedApart | null
}

/**
 * The coarsest time lexemes that are each more common than the word — so that the index walks the
 * word's own entries and checks the times, rather than walking every listing of the hours asked —
 * unless the word is so common that the hours asked hold fewer listings than it.
 */
export function timeGrain(estimate: number, windowUs: bigint, spanUs: bigint, liveRows: number): TimeGrain {
  if (liveRows <= 0) return 'hour'
  const perHour = liveRows / Math.max(1, Number(spanUs / 3_600_000_000n))
  const windowRows = perHour * Number(windowUs / 3_600_000_000n + 1n)
  if (windowRows <= estimate || perHour >= estimate) return 'hour'
  return perHour * 6 >= estimate ? 'quarter' : 'day'
}

/** The part of a newest-first order holding `tries` × COVER_MARGIN × the rows wanted, at a steady pace. */
function sinceCover(k: Known, tries: number): string | null {
  const oldest = k.sorted.reduce((min, r) => (r.openUs < min ? r.openUs : min), k.nowUs)
  const spanUs = k.nowUs - oldest > MIN_WINDOW_US ? k.nowUs - oldest : DEFAULT_SPAN_US
  const share = (COVER_MARGIN * k.wanted * WIDEN ** tries) / k.estimate
  if (share >= 1) return null
  const windowUs = BigInt(Math.max(Number(MIN_WINDOW_US), Math.ceil(Number(spanUs) * share)))
  const grain = timeGrain(k.estimate, windowUs, spanUs, k.liveRows)
  return listedSince(k.nowUs - windowUs, k.latestUs, grain)
}

/** The sample's row at the rank that should have COVER_MARGIN × the rows wanted (× WIDEN per try) before it. */
function cutRow(rows: readonly MatchRow[], wanted: number, estimate: number, tries: number) {
  const rank = Math.ceil((COVER_MARGIN * wanted * WIDEN ** tries * rows.length) / estimate)
  return rank < rows.length ? rows[Math.max(rank, 1) - 1] : undefined
}

/**
 * The first part of the sort order for try number `tries` (0, 1, …), or null when that part would
 * be (nearly) everything.
 */
export function partFor(
  k: Known,
  m: Pick<Match, 'partial' | 'query'>,
  sort: SearchSort,
  tries: number,
): Part | null {
  const only = (cover: string | null) => (cover === null ? null : { cover, boosted: null })
  if (m.partial) {
    const cut = cutRow(k.sorted, k.wanted, k.estimate, tries)
    if (!cut) return null
    // Ordered by words matched first: every row matching more words than the cut, and those
    // matching as many that come before it in the sort.
    const more = atLeast(m.partial.terms, cut.matched + 1)
    const asMany = atLeast(m.partial.terms, cut.matched)
    if (more === undefined || asMany === undefined || asMany === null) return null
    const these = allOf(asMany === '' ? null : asMany, sortCover(k, cut, sort))
    if (these === null) return null
    return only(more === null ? these : `(${more}) | (${these})`)
  }
  if (sort === 1) return only(sinceCover(k, tries))
  if (sort === 0) {
    // Every boosted match comes first, whenever listed: read apart, through the boosted listings'
    // own indexes, and the rest since an hour.
    const since = sinceCover(k, tries)
    return since === null ? null : { cover: since, boosted: { query: m.query, walk: boostedWalk(k) } }
  }
  const cut = cutRow(k.sorted, k.wanted, k.estimate, tries)
  return cut ? only(sortCover(k, cut, sort)) : null
}

/**
 * How many boosted listings to walk in their order looking for a page's worth of boosted matches
 * (0: none; find every boosted match by its words). Walking reads about wanted × listings ÷ matches
 * of them, a few times dearer each than a match read by its words; finding them by their words
 * reads every boosted match. Walked up to COVER_MARGIN times what it should take.
 */
export function boostedWalk(k: Pick<Known, 'estimate' | 'wanted' | 'liveRows' | 'boostedRows'>): number {
  if (k.liveRows <= 0 || k.boostedRows <= 0 || k.estimate <= 0) return 0
  const boostedMatches = (k.estimate * k.boostedRows) / k.liveRows
  const walk = (k.wanted * k.liveRows) / k.estimate
  return walk * WALK_STEP_COST < boostedMatches ? Math.ceil(COVER_MARGIN * walk) : 0
}

/** The part of the sort order (without regard to words matched) down to `cut`. */
function sortCover(k: Known, cut: MatchRow, sort: SearchSort): string | null {
  switch (sort) {
    case 0:
      return cut.recommendPoint > 0
        ? boostAtLeast(cut.recommendPoint)
        : `('${FACET.boosted}' | ${listedSince(cut.openUs, k.latestUs, 'hour')})`
    case 1:
      return listedSince(cut.openUs, k.latestUs, 'hour')
    case 2:
      return priceBetween(cut.cents, k.maxCents)
    case 3:
      return priceBetween(k.minCents, cut.cents)
  }
}
