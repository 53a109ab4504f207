/**
 * How a page of keyword matches is read (docs/decisions.md, "Search"), so that no search reads
 * more than about a thousand matching rows, however common its words:
 *
 * 1. The first SAMPLE_SIZE matching rows in table order, with their sort keys. Fewer than that is
 *    every match: the total is exact and the page is cut from them here.
 * 2. Otherwise the total is shown as "1,000+", and the sample, being the first rows of a table in
 *    which matches lie spread out, tells roughly how many match in all (by how far into the table
 *    it reached) and where in the sort order a page's rows lie (by its own rows' keys). The page is
 *    read from only the first part of the sort order: the matches newer than an hour, dearer or
 *    cheaper than a price, or boosted by at least some points, as facets of the search entry
 *    (facets.ts), chosen to hold COVER_MARGIN times the rows the page needs.
 * 3. When that part holds too few (the estimate was off), the page is read from every match.
 *
 * A part of the sort order is exact, not a guess: every row outside it comes after every row in
 * it, so when it holds enough rows, its first rows are the page's.
 */
import { SEARCH_TOTAL_CAP } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import { allOf, boostAtLeast, FACET, listedSince, priceAtLeast, priceAtMost } from './facets.ts'
import { type Match, type MatchRow, pageMatchIds, type SearchSort, sampleMatches } from './search.repo.ts'

/** One row more than a total can show: a sample this full means "1,000+". */
export const SAMPLE_SIZE = SEARCH_TOTAL_CAP + 1
/** The part of the sort order a page is read from should hold this many times its rows, by the estimate. */
export const COVER_MARGIN = 4

export interface PagePlan {
  /** Matching rows in the sample (SAMPLE_SIZE: there are more). */
  sampled: number
  /** Matches in all, estimated from the sample, when there are more. */
  estimate: number | null
  /** The facets of the part of the sort order the page was read from, if only a part. */
  cover: string | null
  /** That part held too few rows, and the page was read from every match. */
  widened: boolean
}

export interface MatchPage {
  /** The page's listing ids, in order. */
  ids: number[]
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
 * Matches in all: the sample holds the matches of the table's first blocks up to its last row's,
 * and matches are spread over the table (listings are written in no order of their words).
 */
export function estimateMatches(rows: readonly MatchRow[], blocks: number): number {
  const reached = Math.max(...rows.map((r) => r.block)) + 1
  return Math.round((rows.length * Math.max(blocks, reached)) / reached)
}

/** "Listed since" and "boosted", both: what sort 0 puts first. */
const boostedOrSince = (since: string | null) =>
  since === null ? `'${FACET.boosted}'` : `('${FACET.boosted}' | ${since})`

/**
 * The facets of the first part of the sort order that should hold COVER_MARGIN × `wanted` rows,
 * from the sample in page order; null when that is (nearly) all of it, or for a partial match,
 * whose order starts with how many words a row matches, which no facet knows.
 */
export function coverFor(
  sorted: readonly MatchRow[],
  m: Pick<Match, 'partial'>,
  sort: SearchSort,
  wanted: number,
  estimate: number,
  now: Date,
): string | null {
  if (m.partial) return null
  const rank = Math.ceil((COVER_MARGIN * wanted * sorted.length) / estimate)
  const cut = sorted[rank - 1]
  if (rank >= sorted.length || cut === undefined) return null
  // Listing times are the clock's when a listing went up: none lies past the newest of now and the sample's.
  const nowUs = BigInt(now.getTime()) * 1000n
  const latest = sorted.reduce((max, r) => (r.openUs > max ? r.openUs : max), nowUs)
  switch (sort) {
    case 0:
      return cut.recommendPoint > 0
        ? boostAtLeast(cut.recommendPoint)
        : boostedOrSince(listedSince(cut.openUs, latest))
    case 1:
      return listedSince(cut.openUs, latest)
    case 2:
      return priceAtLeast(cut.cents)
    case 3:
      return priceAtMost(cut.cents)
  }
}

/** A page of the matches of `m` in the sort order, and their total (capped). */
export async function matchPage(
  db: DbOrTx,
  m: Match,
  sort: SearchSort,
  now: Date,
  offset: number,
  limit: number,
): Promise<MatchPage> {
  const { rows, blocks } = await sampleMatches(db, m, now, SAMPLE_SIZE)
  const sorted = rows.sort(compareRows(sort))
  if (sorted.length < SAMPLE_SIZE) {
    const ids = sorted.slice(offset, offset + limit).map((r) => r.id)
    return {
      ids,
      total: sorted.length,
      plan: { sampled: sorted.length, estimate: null, cover: null, widened: false },
    }
  }
  const estimate = estimateMatches(sorted, blocks)
  const cover = coverFor(sorted, m, sort, offset + limit, estimate, now)
  const plan: PagePlan = { sampled: sorted.length, estimate, cover, widened: false }
  if (cover !== null) {
    const query = allOf(m.query, cover) ?? m.query
    const ids = await pageMatchIds(db, { ...m, query }, sort, now, offset, limit)
    if (ids.length === limit) return { ids, total: SEARCH_TOTAL_CAP, plan }
    plan.widened = true
  }
  const ids = await pageMatchIds(db, m, sort, now, offset, limit)
  return { ids, total: SEARCH_TOTAL_CAP, plan }
}
