/**
 * One listing (GET get/{id}). The server answers differently per viewer (isOwner, isCollection,
 * contacts), and records a view and a footprint for signed-in non-owners.
 */
import type { GoodsDetail } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { isIdParam, retryUnlessMissing } from '../../../lib/not-found.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { useSession } from '../../../lib/session.ts'

export function useGoodsDetail(goodsId: string) {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: [...goodsKeys.detail(goodsId), userInfo?.id ?? 'visitor'],
    queryFn: () => api<GoodsDetail>(`/buyer/goods/goods/get/${encodeURIComponent(goodsId)}`),
    enabled: isIdParam(goodsId),
    retry: retryUnlessMissing,
  })
}
