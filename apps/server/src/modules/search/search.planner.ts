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
import type { SearchSort } from './browse.repo.ts'
import { allOf, centsOf } from './facets.ts'
import { type Known, partFor } from './search.parts.ts'
import {
  cardsInOrder,
  type Match,
  type MatchRow,
  pageMatchCards,
  type Sample,
  sampleMatches,
} from './search.repo.ts'

/** Matches in a 4,096th, 512th, 64th and eighth of the listings that prove over a thousand in all. */
export const PROOFS = [8, 16, 50, 200] as const
/** Rows of a shard sample at most. */
export const SAMPLE_CAP = 1_000
/** One row more than a total can show: this many in table order means "1,000+". */
export const SAMPLE_SIZE = SEARCH_TOTAL_CAP + 1
/** Parts tried at most (each larger than the last: search.parts.ts), then every match. */
const MAX_TRIES = 6

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
