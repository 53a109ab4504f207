/**
 * What a saved search's alerts match (modules/saved-searches; docs/product/search.md, "Saved
 * searches"): the search's first attempt — every word, the last one whole, widened with the
 * vocabulary unless `exact` — and its filters, as one tsquery over a listing's search entry
 * (goods_search.vector holds the words and the facets), with the price bounds checked exactly on
 * the row. No typo corrections and no partial matches: an alert says a listing has what was asked.
 */
import type { SavedSearchQuery } from '@kaifong/contract'
import { allOf, FACET, filterQuery, priceBinsOf } from './facets.ts'
import { wholeWordsQuery } from './keyword-search.ts'
import { filterOf } from './search.service.ts'

export interface AlertMatch {
  /** tsquery text over goods_search.vector; null: nothing can match (a keyword of only "!!!"). */
  query: string | null
  minPrice: string | null
  maxPrice: string | null
}

/**
 * The keys of the search query this file turns into a match. alert-match.test.ts fails when the
 * search gains a filter that is not here, so alerts never ignore a filter the page applies.
 */
export const ALERT_QUERY_KEYS = [
  'goodsName',
  'categoryId',
  'categoryPathId',
  'storeId',
  'minPrice',
  'maxPrice',
  'goodsStatus',
  // Where to meet: facets of the listing's entry too (filterQuery).
  'district',
  'stationId',
  'tradingMethod',
  'exact',
  // The order of the answer: nothing to match.
  'sort',
] as const

/** Every listing has one of the four conditions: a query that matches them all. */
const EVERY_LISTING = [0, 1, 2, 3].map((s) => `'${FACET.status}${s}'`).join(' | ')

export function alertMatchOf(q: SavedSearchQuery): AlertMatch {
  const filter = filterOf(q)
  const keyword = q.goodsName?.trim() ?? ''
  const words = keyword ? wholeWordsQuery(keyword, q.exact === true) : null
  const prices = { minPrice: filter.minPrice, maxPrice: filter.maxPrice }
  // A keyword with nothing searchable in it finds nothing, as the search answers it.
  if (keyword && words === null) return { query: null, ...prices }
  const query = allOf(words, filterQuery(filter), priceBinsOf(filter)) ?? EVERY_LISTING
  return { query, ...prices }
}
