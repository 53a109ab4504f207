/**
 * One listing (GET get/{id}). The server answers differently per viewer (isOwner, isCollection,
 * contacts), and records a view and a footprint for signed-in non-owners.
 */
import type { GoodsDetail } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { goodsKeys } from './keys.ts'

/** Ids are digit strings (contract `idSchema`); anything else in the URL cannot name a record. */
export const isIdParam = (id: string) => /^[1-9]\d{0,17}$/.test(id)

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404

/** Retry once, but never a "not found". */
export const retryUnlessMissing = (count: number, err: unknown) => !isNotFound(err) && count < 1

export function useGoodsDetail(goodsId: string) {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: [...goodsKeys.detail(goodsId), userInfo?.id ?? 'visitor'],
    queryFn: () => api<GoodsDetail>(`/buyer/goods/goods/get/${encodeURIComponent(goodsId)}`),
    enabled: isIdParam(goodsId),
    retry: retryUnlessMissing,
  })
}
