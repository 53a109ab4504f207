/** Coin balance and history. */
import type { CoinEntry, Page } from '@kaifong/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

export const coinKeys = {
  balance: ['coins', 'balance'] as const,
  history: (page: number) => ['coins', 'history', page] as const,
}

export function useCoinBalance() {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: coinKeys.balance,
    queryFn: () => api<{ point: number }>('/buyer/members/point', { quiet: true }).then((r) => r.point),
    enabled: Boolean(userInfo),
  })
}

export function useCoinHistory(pageNumber: number, pageSize = 10) {
  return useQuery({
    queryKey: coinKeys.history(pageNumber),
    queryFn: () => api<Page<CoinEntry>>('/buyer/members/point/history', { query: { pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
  })
}
