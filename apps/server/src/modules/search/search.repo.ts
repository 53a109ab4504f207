/**
 * Keyword search SQL: matches through the search table goods_search (its functions in migration
 * 0006_goods_search, chosen by search.planner.ts) and the cards of a page of them, each in one
 * prepared statement; the cards and what "live" means come from goods' face (goods.cards.ts).
 */

import { type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { type CardRow, liveCardsOf } from '../goods/index.ts'
import type { SearchSort } from './browse.repo.ts'

/** A keyword search's matches in goods_search: words and filters as one tsquery. */
export interface Match {
  /** tsquery text: the words (query-plan.ts) and the facets (facets.ts). */
  query: string
  /** Exact bounds, checked on the rows (the query's price facets are bins around them). */
  minPrice: string | null
  maxPrice: string | null
  /** A partial match: at least `minMatched` of `terms` (each tsquery text), the most matched first. */
  partial: PartialMatch | null
  /**
   * The query with the asked price range's bins, for when the range rejects most matches
   * (goods_search_sample); null without a range to add.
   */
  priced: string | null
}

export interface PartialMatch {
  terms: string[]
  minMatched: number
}

/** A matching row's sort keys, exact. */
export interface MatchRow {
  id: number
  recommendPoint: number
  /** Listed at, microseconds since 1970. */
  openUs: bigint
  cents: bigint
  /** How many partial-match terms it matches (0 without). */
  matched: number
  /** The table block it sits in. */
  block: number
}

/** The arguments every search function takes first, as placeholders of a prepared statement. */
const MATCH_ARGS = sql`${sql.placeholder('q')}::tsquery, ${sql.placeholder('at')}::timestamptz,
  ${sql.placeholder('minPrice')}::numeric, ${sql.placeholder('maxPrice')}::numeric,
  (select array_agg(t::tsquery) from jsonb_array_elements_text(${sql.placeholder('terms')}::jsonb) as t),
  ${sql.placeholder('minMatched')}::integer`

/** The `terms` placeholder of MATCH_ARGS (with q, at, minPrice, maxPrice and minMatched). */
const termsOf = (m: Match) => (m.partial ? JSON.stringify(m.partial.terms) : null)

export interface SampleRequest {
  /** Matches in the 4,096th, 512th, 64th and eighth of the listings that prove over a thousand. */
  proofs: readonly [number, number, number, number]
  /** Also as many rows as the sample's share can place finely (goods_search_sample). */
  balanced: boolean
  /** Rows of a shard sample at most. */
  sampleCap: number
  /** Rows in table order at most, when no shard sample proved enough. */
  cap: number
}

export interface Sample {
  rows: MatchRow[]
  /** The sample holds 1 in `share` of the matches (1: the first ones in table order). */
  share: number
  /** The table's size in blocks, and in rows and boosted rows as last counted (0 when never counted). */
  blocks: number
  liveRows: number
  boostedRows: number
  /** The price range rejected most matches: read with `Match.priced`. */
  byPrice: boolean
}

/** Cards of the listings a subquery `p(id, n)` names, in its order `n`, those still live. */
const cardsOf = (db: DbOrTx, source: SQL) => liveCardsOf(db, source, sql.placeholder('now'))

/**
 * The search's statements, prepared once per database (and so parsed and planned once per
 * connection): they run on every search, and planning the page's join cost more than running it.
 */
function statementsOf(db: DbOrTx) {
  const sample = db
    .select({
      share: sql<number>`share`,
      blocks: sql<string>`blocks`,
      liveRows: sql<string>`live_rows`,
      boostedRows: sql<string>`boosted_rows`,
      sample: sql<string>`sample`,
      byPrice: sql<boolean>`by_price`,
    })
    .from(
      sql`goods_search_sample(${MATCH_ARGS}, ${sql.placeholder('proofs')}::integer[],
        ${sql.placeholder('balanced')}::boolean, ${sql.placeholder('sampleCap')}::integer,
        ${sql.placeholder('cap')}::integer, ${sql.placeholder('priced')}::tsquery)`,
    )
    .prepare('search_sample')
  const page = cardsOf(
    db,
    sql`goods_search_page(${MATCH_ARGS}, ${sql.placeholder('sort')}::integer, ${sql.placeholder('skip')}::integer,
      ${sql.placeholder('take')}::integer, ${sql.placeholder('boosted')}::tsquery,
      ${sql.placeholder('walk')}::integer) with ordinality as p(id, n)`,
  ).prepare('search_page')
  const cards = cardsOf(
    db,
    sql`unnest(${sql.placeholder('ids')}::bigint[]) with ordinality as p(id, n)`,
  ).prepare('search_cards')
  return { sample, page, cards }
}

const statements = preparedPer(statementsOf)

/** The sample's rows as goods_search_sample packs them: one array per column (null when empty). */
interface Packed {
  i: number[] | null
  r: number[] | null
  o: number[] | null
  c: number[] | null
  m: number[] | null
  b: number[] | null
}

/** A sample of the matches of `m` (goods_search_sample). */
export async function sampleMatches(db: DbOrTx, m: Match, now: Date, r: SampleRequest): Promise<Sample> {
  // The values written out (here and in pageMatchCards) rather than spread from a shared object:
  // this runs on every keyword search, and spreading into a larger literal takes V8's slow path.
  const [row] = await statements(db).sample.execute({
    q: m.query,
    at: now.toISOString(),
    minPrice: m.minPrice,
    maxPrice: m.maxPrice,
    terms: termsOf(m),
    minMatched: m.partial?.minMatched ?? 0,
    proofs: `{${r.proofs.join(',')}}`,
    balanced: r.balanced,
    sampleCap: r.sampleCap,
    cap: r.cap,
    priced: m.priced,
  })
  if (!row) throw new Error('goods_search_sample answered no row')
  const packed = JSON.parse(row.sample) as Packed
  const ids = packed.i ?? []
  return {
    // Listing times and prices are below 2^53: exact as numbers, then as bigints for comparing.
    rows: ids.map((id, k) => ({
      id,
      recommendPoint: packed.r?.[k] ?? 0,
      openUs: BigInt(packed.o?.[k] ?? 0),
      cents: BigInt(packed.c?.[k] ?? 0),
      matched: packed.m?.[k] ?? 0,
      block: packed.b?.[k] ?? 0,
    })),
    share: Number(row.share),
    blocks: Number(row.blocks),
    liveRows: Number(row.liveRows),
    boostedRows: Number(row.boostedRows),
    byPrice: row.byPrice === true,
  }
}

/** Boosted rows read apart (goods_search_page): those matching `query`, walked in order at most `walk` rows first. */
export interface BoostedApart {
  query: string
  walk: number
}

/**
 * A page of matching listings' cards in the sort order, in one statement. With `boosted`, the
 * rows of `m` that are not boosted and the boosted rows matching `boosted.query` (goods_search_page).
 */
export function pageMatchCards(
  db: DbOrTx,
  m: Match,
  sort: SearchSort,
  now: Date,
  offset: number,
  limit: number,
  boosted: BoostedApart | null = null,
): Promise<CardRow[]> {
  return statements(db).page.execute({
    q: m.query,
    at: now.toISOString(),
    minPrice: m.minPrice,
    maxPrice: m.maxPrice,
    terms: termsOf(m),
    minMatched: m.partial?.minMatched ?? 0,
    sort,
    skip: offset,
    take: limit,
    boosted: boosted?.query ?? null,
    walk: boosted?.walk ?? 0,
    now,
  })
}

/**
 * How many listings match `m` (its query, times and exact prices), counted exactly: for a page
 * past a thousand matches that needs to know where they end (category-lift.ts). Bitmap plans, as
 * the search functions use.
 */
export async function countMatches(db: DbOrTx, m: Match, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from goods_search as s
        where s.vector @@ ${m.query}::tsquery and s.close_time > ${now.toISOString()}::timestamptz
          and (${m.minPrice}::numeric is null or s.price >= ${m.minPrice}::numeric)
          and (${m.maxPrice}::numeric is null or s.price <= ${m.maxPrice}::numeric)`,
  )
  return row?.n ?? 0
}

/** The cards of these listings, in this order, those still live. */
export async function cardsInOrder(db: DbOrTx, ids: number[], now: Date): Promise<CardRow[]> {
  if (ids.length === 0) return []
  return statements(db).cards.execute({ ids: `{${ids.join(',')}}`, now })
}
