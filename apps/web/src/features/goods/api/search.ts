/**
 * Search and browse (GET /buyer/goods/goods/es): the /goodsList results and the home page's
 * recommended grid (sort 0, SPEC §2 "see more" loads the next page into the grid).
 */
import { type GoodsCard, PAGE_SIZE, type Page, SEARCH_TOTAL_CAP } from '@kaifong/contract'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { type ListFilters, searchQuery } from '../lib/search-url.ts'
import { goodsKeys } from './keys.ts'

const ES = '/buyer/goods/goods/es'

export const searchGoods = (query: Record<string, string | number>) =>
  api<Page<GoodsCard>>(ES, { query, anonymous: true, silent: true })

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
  return useInfiniteQuery({
    queryKey: [...goodsKeys.search({ sort: 0, pageSize }), 'infinite'],
    queryFn: ({ pageParam }) => searchGoods({ sort: 0, pageNumber: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  })
}

/** A result count for display: the server counts up to SEARCH_TOTAL_CAP ("1,000+"). */
export function formatTotal(total: number): string {
  return total >= SEARCH_TOTAL_CAP ? `${SEARCH_TOTAL_CAP.toLocaleString('en')}+` : total.toLocaleString('en')
}
