/**
 * How a page of keyword matches is read (docs/decisions.md, "Search"), so that a search reads a
 * few hundred matching rows, however common its words:
 *
 * 1. A sample (goods_search_sample): every match in the smallest shard — a random 4,096th, 512th,
 *    64th or eighth of the listings — that holds enough of them to prove over a thousand in all
 *    (PROOFS: the chance that fewer than 1,000 matches put that many in the shard is below 10⁻⁸);
 *    else the first matches in table order. Fewer than SAMPLE_SIZE in table order is every match:
 *    the total is exact and the page is cut from them here.
 * 2. Over a thousand ("1,000+"): the page is read from only the first part of the sort order, as
 *    facets of the search entry (facets.ts), chosen to hold COVER_MARGIN times the rows the page
 *    needs: for the newest first, the matches listed since an hour, from how many there are and
 *    since when (they come at a steady pace); for sort 0 also every boosted match (through the
 *    boosted listings' own index), or only the most boosted when boosts alone fill the page; for a
 *    price, those dearer or cheaper than the sample's row at the right rank; for a partial match,
 *    those matching more words than that row.
 * 3. When the part holds too few (matches do not come at a steady pace), a part four times larger,
 *    and so on up to every match.
 *
 * A part of the sort order is exact, not a guess: every row outside it comes after every row in
 * it, so when it holds enough rows, its first rows are the page's.
 */
import { SEARCH_TOTAL_CAP } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { CardRow } from '../goods/index.ts'
import { allOf, boostAtLeast, centsOf, FACET, listedSince, priceBetween, type TimeGrain } from './facets.ts'
import {
  type BoostedApart,
  cardsInOrder,
  type Match,
  type MatchRow,
  pageMatchCards,
  type Sample,
  type SearchSort,
  sampleMatches,
} from './search.repo.ts'

/** Matches in a 4,096th, 512th, 64th and eighth of the listings that prove over a thousand in all. */
export const PROOFS = [8, 16, 50, 200] as const
/** Rows of a shard sample at most. */
export const SAMPLE_CAP = 1_000
/** One row more than a total can show: this many in table order means "1,000+". */
export const SAMPLE_SIZE = SEARCH_TOTAL_CAP + 1
/** The part of the sort order a page is read from should hold this many times its rows. */
export const COVER_MARGIN = 4
/** A step of a walk through boosted listings costs about this many rows read by their words. */
const WALK_STEP_COST = 3
/** Each further try takes a part this many times larger… */
const WIDEN = 4
/** …up to this many tries, then every match. */
const MAX_TRIES = 6
/** A part of the order by time never starts less than this long ago. */
const MIN_WINDOW_US = 3_600_000_000n
/** When a sample's times say nothing, listings are taken to come over this long (their longest period). */
const DEFAULT_SPAN_US = 30n * 24n * 3_600_000_000n
/** A partial match's "at least k of n words" is written out for this many words at most… */
const MAX_PARTIAL_TERMS = 8
/** …and up to this length. */
const MAX_PARTIAL_QUERY = 4_000

export interface PagePlan {
  /** The sample read: 1 in `share` of the matches (1: the first ones in table order). */
  share: number
  sampled: number
  /** Matches in all, estimated, when there are over a thousand. */
  estimate: number | null
  /** The parts of the sort order tried (their facets), the last one holding the page. */
  covers: string[]
  /** Read from every match in the end. */
  widened: boolean
  /** The price range rejected most matches, and its bins were put in the index query. */
  byPrice: boolean
}

export interface MatchPage {
  rows: CardRow[]
  /** Exact below SEARCH_TOTAL_CAP, which stands for "that many or more". */
  total: number
  plan: PagePlan
}

const byBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)

/** The page order of goods_search_page (migration 0006), on the sample's exact keys. */
export function compareRows(sort: SearchSort): (a: MatchRow, b: MatchRow) => number {
  const keys: Record<SearchSort, (a: MatchRow, b: MatchRow) => number> = {
    0: (a, b) => b.recommendPoint - a.recommendPoint || byBigint(b.openUs, a.openUs) || b.id - a.id,
    1: (a, b) => byBigint(b.openUs, a.openUs) || b.id - a.id,
    2: (a, b) => byBigint(b.cents, a.cents) || b.id - a.id,
    3: (a, b) => byBigint(a.cents, b.cents) || a.id - b.id,
  }
  const key = keys[sort]
  return (a, b) => b.matched - a.matched || key(a, b)
}

/**
 * Matches in all. A shard sample is every match in 1 of `share`; the first matches in table order
 * reach some way into the table, and matches are spread over it (listings are written in no order
 * of their words).
 */
export function estimateMatches(sample: Pick<Sample, 'rows' | 'share' | 'blocks'>): number {
  if (sample.share > 1) return sample.rows.length * sample.share
  const reached = Math.max(...sample.rows.map((r) => r.block)) + 1
  return Math.round((sample.rows.length * Math.max(sample.blocks, reached)) / reached)
}

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
interface Known {
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

/** `m` with another query (written out: a spread takes V8's slow path on this hot path). */
const withQuery = (m: Match, query: string): Match => ({
  query,
  minPrice: m.minPrice,
  maxPrice: m.maxPrice,
  partial: m.partial,
  priced: m.priced,
})

/** A page of the matches of `m` in the sort order, and their total (capped). */
export async function matchPage(
  db: DbOrTx,
  m: Match,
  sort: SearchSort,
  now: Date,
  offset: number,
  limit: number,
): Promise<MatchPage> {
  const sample = await sampleMatches(db, m, now, {
    proofs: PROOFS,
    // A price or a count of words is placed by the sample's own rows: it must be large enough.
    balanced: sort >= 2 || m.partial !== null,
    sampleCap: SAMPLE_CAP,
    cap: SAMPLE_SIZE,
  })
  const sorted = sample.rows.sort(compareRows(sort))
  const plan: PagePlan = {
    share: sample.share,
    sampled: sorted.length,
    estimate: null,
    covers: [],
    widened: false,
    byPrice: sample.byPrice,
  }
  if (sample.share === 1 && sorted.length < SAMPLE_SIZE) {
    const ids = sorted.slice(offset, offset + limit).map((r) => r.id)
    return { rows: await cardsInOrder(db, ids, now), total: sorted.length, plan }
  }
  plan.estimate = estimateMatches(sample)
  const nowUs = BigInt(now.getTime()) * 1000n
  // The price range rejected most matches: the page is read with its bins in the index query too.
  if (sample.byPrice && m.priced) m = withQuery(m, m.priced)
  const known: Known = {
    sorted,
    estimate: plan.estimate,
    wanted: offset + limit,
    nowUs,
    latestUs: sorted.reduce((max, r) => (r.openUs > max ? r.openUs : max), nowUs),
    liveRows: sample.liveRows,
    boostedRows: sample.boostedRows,
    minCents: m.minPrice === null ? null : centsOf(m.minPrice),
    maxCents: m.maxPrice === null ? null : centsOf(m.maxPrice),
  }
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const part = partFor(known, m, sort, tries)
    if (part === null) break
    const apart =
      part.boosted &&
      (part.boosted.walk > 0 ? `walking ${part.boosted.walk} in their order` : 'by their words')
    plan.covers.push(apart ? `${part.cover}, and boosted apart ${apart}` : part.cover)
    const query = allOf(m.query, part.cover) ?? m.query
    const rows = await pageMatchCards(db, withQuery(m, query), sort, now, offset, limit, part.boosted)
    if (rows.length === limit) return { rows, total: SEARCH_TOTAL_CAP, plan }
  }
  plan.widened = true
  return { rows: await pageMatchCards(db, m, sort, now, offset, limit), total: SEARCH_TOTAL_CAP, plan }
}

/**
 * The page and total of `m` when it has fewer matches than SAMPLE_SIZE, from one sample of every
 * match (their sort keys and partial-match counts) and the page's cards; null when it has more.
 */
export async function fewMatchesPage(
  db: DbOrTx,
  m: Match,
  sort: SearchSort,
  now: Date,
  offset: number,
  limit: number,
): Promise<MatchPage | null> {
  const sample = await sampleMatches(db, m, now, {
    proofs: PROOFS,
    balanced: false,
    sampleCap: SAMPLE_CAP,
    cap: SAMPLE_SIZE,
  })
  if (sample.share !== 1 || sample.rows.length >= SAMPLE_SIZE) return null
  const sorted = sample.rows.sort(compareRows(sort))
  const ids = sorted.slice(offset, offset + limit).map((r) => r.id)
  const plan: PagePlan = {
    share: 1,
    sampled: sorted.length,
    estimate: null,
    covers: [],
    widened: false,
    byPrice: sample.byPrice,
  }
  return { rows: await cardsInOrder(db, ids, now), total: sorted.length, plan }
}
