/** A member's live listings (GET OthersGoodsList), paged for "load more". */
import type { GoodsCard, Page } from '@kaifong/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

export function useOthersGoods(memberId: string | undefined, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...goodsKeys.others(memberId ?? ''), pageSize],
    queryFn: ({ pageParam }) =>
      api<Page<GoodsCard>>('/buyer/goods/goods/OthersGoodsList', {
        query: { memberId, pageNumber: pageParam, pageSize },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
    enabled: Boolean(memberId),
  })
}
