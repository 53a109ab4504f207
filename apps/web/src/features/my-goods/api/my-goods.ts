/** The seller's own listings in every state, by label (GET MyGoodsList). */
import type { GoodsCard, GoodsLabel, Page } from '@kaifong/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

export const MY_GOODS_PAGE_SIZE = 20

/** `label` null lists every state. */
export function useMyGoods(label: GoodsLabel | null) {
  return useInfiniteQuery({
    queryKey: goodsKeys.mine(label ?? 'ALL'),
    queryFn: ({ pageParam }) =>
      api<Page<GoodsCard>>('/buyer/goods/goods/MyGoodsList', {
        query: { pageNumber: pageParam, pageSize: MY_GOODS_PAGE_SIZE, label },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  })
}
