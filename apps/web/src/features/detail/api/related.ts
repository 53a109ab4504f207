/** Live listings like this one (GET es/related), shown under a listing. */
import type { GoodsCard } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

export const RELATED_COUNT = 10

export function useRelatedGoods(goodsId: string, enabled = true) {
  return useQuery({
    queryKey: [...goodsKeys.all, 'related', goodsId],
    queryFn: () =>
      api<GoodsCard[]>('/buyer/goods/goods/es/related', {
        query: { goodsId, pageSize: RELATED_COUNT },
        quiet: true,
      }),
    enabled: enabled && goodsId.length > 0,
  })
}
