/**
 * Search SQL: browsing live listings by category, seller, price and condition in the four sort
 * orders (the goods table and its sort indexes); keyword matches through the search table
 * goods_search (its functions in migration 0006_goods_search, chosen by search.planner.ts); the
 * dictionary of words listings use, for typo correction; listings like a given one; and the
 * counted search terms behind the hot words (docs/product/search.md).
 */

import { SEARCH_TOTAL_CAP } from '@kaifong/contract'
import { and, asc, count, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { goods, hotWordRules, searchTermHits, searchTerms, searchWords } from '../../db/schema.ts'
import { type CardRow, liveWhere, selectCards } from '../goods/index.ts'
import { type Candidate, likeliestWord, oneEditAway } from './typos.ts'

/** Browsing without a keyword. */
export interface SearchFilter {
  /** Any of these categories, at any level. */
  categoryIds: number[]
  /** And within this category (any level): the category being browsed. */
  categoryPathId: number | null
  sellerId: number | null
  /** Exact decimal strings ("99.99"). */
  minPrice: string | null
  maxPrice: string | null
  goodsStatus: number[]
  /** Meeting in any of these districts (meetup_areas), at any of these MTR stations, offering this trading method. */
  districts: string[]
  stationIds: string[]
  tradingMethod: number | null
}

/** 0 recommended, 1 latest, 2 price high→low, 3 price low→high (docs/product/search.md). */
export type SearchSort = 0 | 1 | 2 | 3

/** `ARRAY[…]::bigint[]`, so `&&` can use the GIN index goods_category_path_idx. */
function bigintArray(ids: number[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`
}

function inCategories(ids: number[]): SQL {
  return sql`${goods.categoryPath} && ${bigintArray(ids)}`
}

/**
 * The filter's conditions with placeholders for its values: a browse statement depends on which
 * filters are set, not on their values (see `browseStatements`).
 */
function whereOf(f: SearchFilter): SQL {
  const parts: SQL[] = [liveWhere(sql.placeholder('now'))]
  // Arrays as `…::bigint[]` so `&&` can use the GIN index goods_category_path_idx.
  if (f.categoryIds.length > 0)
    parts.push(sql`${goods.categoryPath} && ${sql.placeholder('categoryIds')}::bigint[]`)
  if (f.categoryPathId !== null)
    parts.push(sql`${goods.categoryPath} && ${sql.placeholder('categoryPathIds')}::bigint[]`)
  if (f.sellerId !== null) parts.push(eq(goods.sellerId, sql.placeholder('sellerId')))
  if (f.minPrice !== null) parts.push(gte(goods.price, sql`${sql.placeholder('minPrice')}::numeric`))
  if (f.maxPrice !== null) parts.push(lte(goods.price, sql`${sql.placeholder('maxPrice')}::numeric`))
  if (f.goodsStatus.length > 0)
    parts.push(sql`${goods.goodsStatus} = any(${sql.placeholder('goodsStatus')}::integer[])`)
  // `&&` and `@>` on the arrays, so the GIN indexes goods_meetup_areas_idx and goods_meetup_stations_idx apply.
  if (f.districts.length > 0) parts.push(sql`${goods.meetupAreas} && ${sql.placeholder('districts')}::text[]`)
  if (f.stationIds.length > 0)
    parts.push(sql`${goods.meetupStations} && ${sql.placeholder('stationIds')}::text[]`)
  if (f.tradingMethod !== null)
    parts.push(sql`${goods.tradingMethods} @> array[${sql.placeholder('tradingMethod')}::smallint]`)
  return and(...parts) as SQL
}

/** An array literal: both drivers pass it as text (the values are integers). */
const arrayLiteral = (values: number[]) => `{${values.join(',')}}`

function valuesOf(f: SearchFilter, now: Date) {
  return {
    now,
    categoryIds: arrayLiteral(f.categoryIds),
    categoryPathIds: f.categoryPathId === null ? null : arrayLiteral([f.categoryPathId]),
    sellerId: f.sellerId,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    goodsStatus: arrayLiteral(f.goodsStatus),
    // District codes and station ids are letters and "_" (checked by the query's schema): no quoting needed.
    districts: `{${f.districts.join(',')}}`,
    stationIds: `{${f.stationIds.join(',')}}`,
    tradingMethod: f.tradingMethod,
  }
}

/**
 * Each order ends on the id so pages never overlap. The live indexes are DESC NULLS LAST, so the
 * descending orders say so; the price index is ascending and is walked backwards for "high→low".
 * goods_search_page (migration 0006) orders keyword matches the same way.
 */
const ORDERS: Record<SearchSort, SQL[]> = {
  0: [
    sql`${goods.recommendPoint} desc nulls last`,
    sql`${goods.openTime} desc nulls last`,
    sql`${goods.id} desc nulls last`,
  ],
  1: [sql`${goods.openTime} desc nulls last`, sql`${goods.id} desc nulls last`],
  2: [sql`${goods.price} desc`, sql`${goods.id} desc`],
  3: [sql`${goods.price} asc`, sql`${goods.id} asc`],
}

/** Which filters are set: one browse statement per shape and sort. */
const shapeOf = (f: SearchFilter) =>
  [
    f.categoryIds.length > 0,
    f.categoryPathId !== null,
    f.sellerId !== null,
    f.minPrice !== null,
    f.maxPrice !== null,
    f.goodsStatus.length > 0,
    f.districts.length > 0,
    f.stationIds.length > 0,
    f.tradingMethod !== null,
  ]
    .map(Number)
    .join('')

/**
 * Browse statements, built by Drizzle once per filter shape (at most 512 shapes, 4 sorts) instead
 * of on every request. Unnamed: PostgreSQL still plans each with its values, since a small and a
 * large category are best read in different ways.
 */
function browseStatements(db: DbOrTx) {
  const pages = new Map<string, ReturnType<typeof buildPage>>()
  const counts = new Map<string, ReturnType<typeof buildCount>>()
  function buildPage(f: SearchFilter, sort: SearchSort) {
    return selectCards(db)
      .where(whereOf(f))
      .orderBy(...ORDERS[sort])
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare('')
  }
  function buildCount(f: SearchFilter) {
    const capped = db
      .select({ one: sql`1` })
      .from(goods)
      .where(whereOf(f))
      .limit(SEARCH_TOTAL_CAP)
      .as('capped')
    return db.select({ n: count() }).from(capped).prepare('')
  }
  return {
    page(f: SearchFilter, sort: SearchSort) {
      const key = `${shapeOf(f)}:${sort}`
      let s = pages.get(key)
      if (!s) {
        s = buildPage(f, sort)
        pages.set(key, s)
      }
      return s
    },
    count(f: SearchFilter) {
      const key = shapeOf(f)
      let s = counts.get(key)
      if (!s) {
        s = buildCount(f)
        counts.set(key, s)
      }
      return s
    },
  }
}
const browse = preparedPer(browseStatements)

/** A page of live listings matching the filter, in the sort order. */
export async function pageCards(
  db: DbOrTx,
  filter: SearchFilter,
  sort: SearchSort,
  now: Date,
  offset: number,
  limit: number,
): Promise<CardRow[]> {
  return (await browse(db)
    .page(filter, sort)
    .execute({ ...valuesOf(filter, now), offset, limit })) as CardRow[]
}

/**
 * How many listings match, counted up to SEARCH_TOTAL_CAP: counting every listing of a big
 * category means reading a large part of the table, while a page walks an index.
 */
export async function countCapped(db: DbOrTx, filter: SearchFilter, now: Date): Promise<number> {
  const [total] = await browse(db).count(filter).execute(valuesOf(filter, now))
  return total?.n ?? 0
}

/** A keyword search's matches in goods_search: words and filters as one tsquery. */
export interface Match {
  /** tsquery text: the words (lib/search-text.ts) and the facets (facets.ts). */
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
function cardsOf(db: DbOrTx, source: SQL) {
  const page = db
    .select({ id: sql<number>`p.id`.as('page_id'), n: sql<number>`p.n`.as('page_n') })
    .from(source)
    .as('page')
  return selectCards(db)
    .innerJoin(page, eq(page.id, goods.id))
    .where(liveWhere(sql.placeholder('now')))
    .orderBy(page.n)
}

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

/** Trigram-similar words read per typed word at most (the one-edit spellings come on top). */
const SIMILAR_READ_MAX = 20

/**
 * For each typed word, the word listings use (search_words) it most likely meant (typos.ts
 * `likeliestWord`): itself when listings use it, else a word one edit away or similar enough. The
 * candidates are the words `%` finds through the trigram index (pg_trgm's default threshold, 0.3),
 * the most similar first, and the typed word's one-edit spellings that listings use, looked up by
 * the word's key. A word with no candidate is left out.
 */
export async function closestWords(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map()
  const textArray = (values: string[]) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`
  // One-edit spellings are a–z only (typos.ts): two array literals, not a parameter each.
  const edits = words.flatMap((w) => oneEditAway(w).map((e) => [w, e] as const))
  const literal = (values: string[]) => `{${values.join(',')}}`
  const editRows =
    edits.length === 0
      ? sql`select null::text as typed, null::text as word where false`
      : sql`select * from unnest(${literal(edits.map((e) => e[0]))}::text[], ${literal(edits.map((e) => e[1]))}::text[]) as e(typed, word)`
  const rows = await queryRows<{ typed: string; word: string; listings: number; similarity: number }>(
    db,
    sql`with edits as (${editRows})
        select q.word as typed, c.word, c.listings, similarity(c.word, q.word) as similarity
        from unnest(${textArray(words)}) as q(word)
        cross join lateral (
          (select ${searchWords.word} as word, ${searchWords.listings} as listings from ${searchWords}
            where ${searchWords.word} % q.word
            order by similarity(${searchWords.word}, q.word) desc, ${searchWords.word}
            limit ${SIMILAR_READ_MAX})
          union
          select ${searchWords.word}, ${searchWords.listings} from ${searchWords}
            join edits on edits.word = ${searchWords.word} and edits.typed = q.word
        ) as c`,
  )
  const byTyped = new Map<string, Candidate[]>()
  for (const r of rows) {
    const list = byTyped.get(r.typed) ?? []
    list.push({ word: r.word, listings: Number(r.listings), similarity: Number(r.similarity) })
    byTyped.set(r.typed, list)
  }
  const out = new Map<string, string>()
  for (const [typed, candidates] of byTyped) {
    const near = likeliestWord(typed, candidates)
    if (near !== undefined) out.set(typed, near)
  }
  return out
}

/** For each typed word that listings do not use, the closest word they use, if any (closestWords). */
export async function nearestWords(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  const closest = await closestWords(db, words)
  return new Map([...closest].filter(([typed, near]) => near !== typed))
}

export interface RelatedScope {
  /** Listings in this category (any level)… */
  categoryId: number
  /** …but not in this one (already offered from the narrower category). */
  notCategoryId: number | null
  excludeId: number
  /** The listing's search text; candidates are ranked by trigram similarity to it. */
  text: string
}

/** Live listings of a category, most similar titles first. */
export function relatedCards(db: DbOrTx, scope: RelatedScope, now: Date, limit: number): Promise<CardRow[]> {
  const parts: SQL[] = [liveWhere(now), inCategories([scope.categoryId]), ne(goods.id, scope.excludeId)]
  if (scope.notCategoryId !== null) parts.push(ne(goods.categoryId, scope.notCategoryId))
  return selectCards(db)
    .where(and(...parts))
    .orderBy(
      sql`similarity(${goods.searchText}, ${scope.text}) desc`,
      sql`${goods.recommendPoint} desc nulls last`,
      sql`${goods.openTime} desc nulls last`,
      desc(goods.id),
    )
    .limit(limit)
}

/** One search of a term by one searcher (search-hits.ts), to be written with others in a batch. */
export interface SearchHit {
  /** termOf(keyword) */
  term: string
  /** The keyword as typed; a new term keeps the first spelling written. */
  display: string
  /** Who searched (search-hits.ts `searcherOf`): the address, and the member when signed in. */
  searchers: string[]
  /** hkDay(at) */
  day: string
  at: Date
}

type HitRow = typeof searchTermHits.$inferSelect
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const hitKey = (h: HitRow) => `${h.day}\u0000${h.term}\u0000${h.searcher}`

/**
 * Writes a batch of hits in one transaction: the hits table's key lets each searcher (address or
 * member) in once per term and day, and a hit adds to its term only when every one of its searchers
 * got in for it — a second member behind one address, or one member from a second address, adds
 * nothing. Rows are written in key order, so concurrent batches (several instances) never
 * deadlock. Returns how many hits counted.
 */
export async function recordSearchHits(db: DbOrTx, batch: SearchHit[]): Promise<number> {
  if (batch.length === 0) return 0
  const rows = new Map<string, HitRow>()
  for (const { day, term, searchers } of batch) {
    for (const searcher of searchers) {
      const row = { day, term, searcher }
      rows.set(hitKey(row), row)
    }
  }
  const sorted = [...rows.entries()].sort(([a], [b]) => byText(a, b)).map(([, row]) => row)
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(searchTermHits)
      .values(sorted)
      .onConflictDoNothing()
      .returning({ day: searchTermHits.day, term: searchTermHits.term, searcher: searchTermHits.searcher })
    const fresh = new Set(inserted.map(hitKey))
    // In batch order (the order searched), so a new term takes its first spelling; each new row
    // is given to the first hit that needs it.
    const perTerm = new Map<string, { display: string; hits: number; at: Date }>()
    let counted = 0
    for (const h of batch) {
      const keys = h.searchers.map((searcher) => hitKey({ day: h.day, term: h.term, searcher }))
      const all = keys.every((k) => fresh.has(k))
      for (const k of keys) fresh.delete(k)
      if (!all) continue
      counted += 1
      const t = perTerm.get(h.term)
      if (!t) perTerm.set(h.term, { display: h.display, hits: 1, at: h.at })
      else {
        t.hits += 1
        if (h.at > t.at) t.at = h.at
      }
    }
    if (perTerm.size === 0) return 0
    const terms = [...perTerm.entries()]
      .sort(([a], [b]) => byText(a, b))
      .map(([term, t]) => ({ term, display: t.display, hits: t.hits, lastSearchedAt: t.at }))
    await tx
      .insert(searchTerms)
      .values(terms)
      .onConflictDoUpdate({
        target: searchTerms.term,
        set: {
          hits: sql`${searchTerms.hits} + excluded.hits`,
          lastSearchedAt: sql`greatest(${searchTerms.lastSearchedAt}, excluded.last_searched_at)`,
        },
      })
    return counted
  })
}

/** Deletes up to `limit` hit rows of days before `day`; returns how many went. */
export async function deleteSearchHitsBefore(db: DbOrTx, day: string, limit: number): Promise<number> {
  const old = db
    .select({ day: searchTermHits.day, term: searchTermHits.term, searcher: searchTermHits.searcher })
    .from(searchTermHits)
    .where(lt(searchTermHits.day, day))
    .limit(limit)
  const gone = await db
    .delete(searchTermHits)
    .where(sql`(${searchTermHits.day}, ${searchTermHits.term}, ${searchTermHits.searcher}) in (${old})`)
    .returning({ day: searchTermHits.day })
  return gone.length
}

/** The most-hit terms, optionally only those searched since a time. */
export async function topSearchTerms(
  db: DbOrTx,
  since: Date | null,
  limit: number,
): Promise<{ term: string; display: string; hits: number }[]> {
  return db
    .select({ term: searchTerms.term, display: searchTerms.display, hits: searchTerms.hits })
    .from(searchTerms)
    .where(since ? gte(searchTerms.lastSearchedAt, since) : undefined)
    .orderBy(sql`${searchTerms.hits} desc nulls last`, desc(searchTerms.lastSearchedAt), searchTerms.term)
    .limit(limit)
}

/** Operators' hot word rules (docs/admin.md, "Hot words"): pinned ones in their sort order. */
export async function hotWordRuleRows(db: DbOrTx): Promise<(typeof hotWordRules.$inferSelect)[]> {
  return await db.select().from(hotWordRules).orderBy(asc(hotWordRules.sortOrder), asc(hotWordRules.word))
}
