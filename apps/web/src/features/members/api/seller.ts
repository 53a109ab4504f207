/** The seller card of a listing and of the member page (GET seller/{memberId}). */
import type { SellerCard } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { retryUnlessMissing } from '../../../lib/not-found.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

export function useSellerCard(memberId: string | undefined) {
  return useQuery({
    queryKey: goodsKeys.seller(memberId ?? ''),
    queryFn: () => api<SellerCard>(`/buyer/goods/goods/seller/${encodeURIComponent(memberId ?? '')}`),
    enabled: Boolean(memberId),
    retry: retryUnlessMissing,
  })
}
