/**
 * Search rules (docs/product/search.md): what a query means (keyword, filters, sort, paging), how
 * its page is read — browsing (browse.repo.ts) or a keyword (keyword-search.ts: exactly, widened
 * with the vocabulary and forgiving about spaces, corrected for typos, or partially) — and which
 * searches are counted for the hot words.
 */
import type { goodsSearchQuery, SearchInfo } from '@kaifong/contract'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { pageCards, type SearchFilter, type SearchSort } from './browse.repo.ts'
import { liftedPage, type Parts } from './category-lift.ts'
import { allOf, filterQuery, priceBinsOf } from './facets.ts'
import { countedTerm, exactSearch, forgivingSearch, type Run, type SearchResult } from './keyword-search.ts'

export type { SearchResult } from './keyword-search.ts'

import { fewMatchesPage, matchPage, type PagePlan } from './search.planner.ts'
import { countMatches, type Match, type PartialMatch } from './search.repo.ts'
import { rememberCommon, seenCommon, totalOf } from './seen-totals.ts'

export type SearchQuery = z.output<typeof goodsSearchQuery>
/** Counts one search of a term (search-hits.ts knows who searched). */
export type CountSearch = (term: string, display: string) => void
/** Told how each keyword page was read (bench/explain-search.ts prints it). */
export type ObservePlan = (words: string, plan: PagePlan) => void

/** The query's filters (the saved searches' alerts read them too: alert-match.ts). */
export function filterOf(q: Omit<SearchQuery, 'pageNumber' | 'pageSize'>): SearchFilter {
  return {
    categoryIds: (q.categoryId ?? []).map(Number),
    categoryPathId: q.categoryPathId ? Number(q.categoryPathId) : null,
    storeId: q.storeId ? Number(q.storeId) : null,
    minPrice: q.minPrice ?? null,
    maxPrice: q.maxPrice ?? null,
    goodsStatus: q.goodsStatus ?? [],
    districts: q.district ?? [],
    stationIds: q.stationId ?? [],
    tradingMethod: q.tradingMethod ?? null,
  }
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
