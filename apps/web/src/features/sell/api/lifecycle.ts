/**
 * The seller's lifecycle actions (docs/product/states-and-notices.md, docs/listings-api.md): put up, take down, renew, boost,
 * delete. Each refreshes the listings and, as payments move coins, the coin balance.
 */
import type { GoodsDetail, OpenDays } from '@kaifong/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

const BASE = '/buyer/goods/goods'

function useLifecycle<V>(fn: (vars: V) => Promise<GoodsDetail | null>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (goods) => {
      // The answer is the listing as it is now: pages showing it need not wait for the refetch.
      if (goods) queryClient.setQueryData(goodsKeys.detail(goods.id), goods)
      void queryClient.invalidateQueries({ queryKey: goodsKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['coins'] })
    },
  })
}

/** Take down (UPPER → DOWN): the remaining time is forfeited. */
export const useTakeDown = () =>
  useLifecycle((goodsId: string) =>
    api<GoodsDetail>(`${BASE}/downGoods`, { method: 'PUT', body: { goodsId } }),
  )

/** Delete (DOWN or SOLD_OUT_DOWN only). */
export const useDeleteGoods = () =>
  useLifecycle((goodsId: string) => api<null>(`${BASE}/deleteGoods`, { method: 'DELETE', body: { goodsId } }))

export type DaysAction = 'renew' | 'putUp'

/** A payment carries an idempotency key, so a repeated request is charged once. */
interface Paid {
  goodsId: string
  key: string
}

/**
 * Renew (extends from the later of now and the closing time) or put up (pays again), for 7 or 30
 * days. Silent: the dialog shows the answer, with ways to earn coins when they are short.
 */
export const usePayDays = () =>
  useLifecycle(({ action, goodsId, openDays, key }: Paid & { action: DaysAction; openDays: OpenDays }) =>
    api<GoodsDetail>(`${BASE}/${action === 'renew' ? 'renewGoods' : 'upGoods'}`, {
      method: 'PUT',
      body: { goodsId, openDays },
      headers: { 'Idempotency-Key': key },
      silent: true,
    }),
  )

/** Boost: spends the coins entered and adds them to the listing's recommendPoint. */
export const useBoost = () =>
  useLifecycle(({ goodsId, recommendPoint, key }: Paid & { recommendPoint: number }) =>
    api<GoodsDetail>(`${BASE}/addRecommendPoint`, {
      method: 'PUT',
      body: { goodsId, recommendPoint },
      headers: { 'Idempotency-Key': key },
      silent: true,
    }),
  )
