/**
 * Search and browse (GET /buyer/goods/goods/es): the /goodsList results and the home page's
 * recommended grid (sort 0, docs/product/screens.md "see more" loads the next page into the grid).
 */
import {
  GOODS_SORT,
  type GoodsCard,
  PAGE_SIZE,
  type Page,
  SEARCH_TOTAL_CAP,
  type SearchInfo,
  type SearchMatchMode,
} from '@kaifong/contract'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { type ListFilters, searchQuery } from '../lib/search-url.ts'

const ES = '/buyer/goods/goods/es'

/**
 * A page of results and how the keyword matched (docs/product/search.md): null without a
 * keyword, and from a server that does not say (the field is newer than the page).
 */
export type SearchPage = Page<GoodsCard> & { searchInfo: SearchInfo | null }

export const searchGoods = async (query: Record<string, string | number>): Promise<SearchPage> => {
  const page = await api<Page<GoodsCard> & { searchInfo?: unknown }>(ES, {
    query,
    anonymous: true,
    silent: true,
  })
  return { ...page, searchInfo: readSearchInfo(page.searchInfo) }
}

/** Every match mode; the type fails to compile when the contract adds one. */
const MATCH_MODES: Record<SearchMatchMode, true> = {
  exact: true,
  expanded: true,
  corrected: true,
  partial: true,
}
const isMatchMode = (v: unknown): v is SearchMatchMode =>
  typeof v === 'string' && Object.hasOwn(MATCH_MODES, v)

/**
 * The contract's searchInfo schema written out, so the home page's grid needs no zod in the first
 * load (docs/architecture.md, "Delivery: compression, caching, first load"): the known fields of a
 * well-formed value, else null.
 */
function readSearchInfo(value: unknown): SearchInfo | null {
  if (typeof value !== 'object' || value === null) return null
  const { mode, correctedQuery, expandedWith } = value as Record<string, unknown>
  if (!isMatchMode(mode)) return null
  if (correctedQuery !== null && typeof correctedQuery !== 'string') return null
  if (!Array.isArray(expandedWith) || !expandedWith.every((w) => typeof w === 'string')) return null
  return { mode, correctedQuery, expandedWith }
}

export function useGoodsSearch(filters: ListFilters) {
  const query = searchQuery(filters)
  return useQuery({
    queryKey: goodsKeys.search(query),
    queryFn: () => searchGoods(query),
    // Keep the old results on screen while a refined search loads, instead of a blank page.
    placeholderData: keepPreviousData,
  })
}

export function useRecommended() {
  const pageSize = PAGE_SIZE.recommended
  const sort = GOODS_SORT.RECOMMENDED
  return useInfiniteQuery({
    queryKey: [...goodsKeys.search({ sort, pageSize }), 'infinite'],
    queryFn: ({ pageParam }) => searchGoods({ sort, pageNumber: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  })
}

/** A result count for display: the server counts up to SEARCH_TOTAL_CAP ("1,000+"). */
export function formatTotal(total: number): string {
  return total >= SEARCH_TOTAL_CAP ? `${SEARCH_TOTAL_CAP.toLocaleString('en')}+` : total.toLocaleString('en')
}
