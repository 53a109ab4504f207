/** Popular listings for the home carousel (GET /buyer/goods/goods/Popular, docs/product/screens.md, constants.md). */
import { type GoodsCard, PAGE_SIZE, type Page } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

export function usePopular() {
  return useQuery({
    queryKey: goodsKeys.popular,
    queryFn: () =>
      api<Page<GoodsCard>>('/buyer/goods/goods/Popular', {
        query: { pageNumber: 1, pageSize: PAGE_SIZE.popular },
        anonymous: true,
        silent: true, // the carousel shows the error with a retry
      }),
  })
}
