/**
 * Search rules: what a query means (keyword, filters, sort, paging), which searches are counted
 * for the hot words, and which listings are "like" another one.
 */
import { type goodsSearchQuery, SEARCH_TOTAL_CAP } from '@kaifong/contract'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { normalizeSearch, toTsQuery } from '../../lib/search-text.ts'
import { goodsNotFound } from '../goods/goods.policy.ts'
import { type CardRow, findGoods } from '../goods/goods.repo.ts'
import { countCapped, pageCards, relatedCards, type SearchFilter, type SearchSort } from './search.repo.ts'

export type SearchQuery = z.output<typeof goodsSearchQuery>
export interface SearchResult {
  rows: CardRow[]
  total: number
}
/** Counts one search of a term (search-hits.ts knows who searched). */
export type CountSearch = (term: string, display: string) => void

/** The term a search is counted under: the keyword as it is matched, spaces tidied. */
export function termOf(keyword: string): string {
  return normalizeSearch(keyword).trim().replace(/\s+/g, ' ')
}

export async function searchGoods(
  ctx: AppContext,
  q: SearchQuery,
  countSearch: CountSearch,
): Promise<SearchResult> {
  const now = ctx.clock.now()
  const keyword = q.goodsName?.trim() ?? ''
  const tsQuery = keyword ? toTsQuery(keyword) : null
  // A keyword with nothing searchable in it ("!!!") matches nothing, rather than everything.
  if (keyword && tsQuery === null) return { rows: [], total: 0 }
  const filter = {
    tsQuery,
    categoryIds: (q.categoryId ?? []).map(Number),
    categoryPathId: q.categoryPathId ? Number(q.categoryPathId) : null,
    sellerId: q.storeId ? Number(q.storeId) : null,
    minPrice: q.minPrice ?? null,
    maxPrice: q.maxPrice ?? null,
    goodsStatus: q.goodsStatus ?? [],
  }
  const offset = (q.pageNumber - 1) * q.pageSize
  const rows = await pageCards(ctx.db, filter, q.sort as SearchSort, now, offset, q.pageSize)
  // A first page that is not full is the whole answer; otherwise count (up to the cap).
  const total = offset === 0 && rows.length < q.pageSize ? rows.length : await totalOf(ctx, filter, now)
  const result = { rows, total }
  // Counted once per search (not again for each further page), and only when it found something:
  // a hot word that finds nothing helps nobody, and nonsense cannot be pushed into the tags.
  if (tsQuery !== null && q.pageNumber === 1 && result.rows.length > 0) countSearch(termOf(keyword), keyword)
  return result
}

/**
 * Filters known to reach the cap, and when that was seen. "1,000+" does not change in a minute,
 * and these are exactly the expensive counts (common words, big categories), so each instance
 * counts them once a minute at most. Counts below the cap are cheap and always fresh.
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
