/**
 * Browsing SQL (docs/product/search.md): live listings by category, shop, price, condition and
 * meet-up place in the four sort orders, through the goods table's sort indexes; and listings like
 * a given one. Goods' face gives the cards and what "live" means (goods.cards.ts); the conditions
 * and orders on the listing's columns are the search's.
 */
import { SEARCH_TOTAL_CAP } from '@kaifong/contract'
import { count, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { goods } from '../../db/schema.ts'
import { type CardRow, liveCards, liveListings } from '../goods/index.ts'

/** Browsing without a keyword. */
export interface SearchFilter {
  /** Any of these categories, at any level. */
  categoryIds: number[]
  /** And within this category (any level): the category being browsed. */
  categoryPathId: number | null
  /** A shop's goods only (goods.store_id; docs/product/shops.md). */
  storeId: number | null
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
 * The filter's conditions (besides being live) with placeholders for its values: a browse statement
 * depends on which filters are set, not on their values (see `browseStatements`).
 */
function whereOf(f: SearchFilter): SQL[] {
  const parts: SQL[] = []
  // Arrays as `…::bigint[]` so `&&` can use the GIN index goods_category_path_idx.
  if (f.categoryIds.length > 0)
    parts.push(sql`${goods.categoryPath} && ${sql.placeholder('categoryIds')}::bigint[]`)
  if (f.categoryPathId !== null)
    parts.push(sql`${goods.categoryPath} && ${sql.placeholder('categoryPathIds')}::bigint[]`)
  if (f.storeId !== null) parts.push(eq(goods.storeId, sql.placeholder('storeId')))
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
  return parts
}

/** An array literal: both drivers pass it as text (the values are integers). */
const arrayLiteral = (values: number[]) => `{${values.join(',')}}`

function valuesOf(f: SearchFilter, now: Date) {
  return {
    now,
    categoryIds: arrayLiteral(f.categoryIds),
    categoryPathIds: f.categoryPathId === null ? null : arrayLiteral([f.categoryPathId]),
    storeId: f.storeId,
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
    f.storeId !== null,
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
    return liveCards(db, sql.placeholder('now'), ...whereOf(f))
      .orderBy(...ORDERS[sort])
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare('')
  }
  function buildCount(f: SearchFilter) {
    const capped = liveListings(db, { one: sql`1` }, sql.placeholder('now'), ...whereOf(f))
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
  const parts: SQL[] = [inCategories([scope.categoryId]), ne(goods.id, scope.excludeId)]
  if (scope.notCategoryId !== null) parts.push(ne(goods.categoryId, scope.notCategoryId))
  return liveCards(db, now, ...parts)
    .orderBy(
      sql`similarity(${goods.searchText}, ${scope.text}) desc`,
      sql`${goods.recommendPoint} desc nulls last`,
      sql`${goods.openTime} desc nulls last`,
      desc(goods.id),
    )
    .limit(limit)
}
