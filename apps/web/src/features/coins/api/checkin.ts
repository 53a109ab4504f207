/** Check-in status and the check-in itself (docs/product/screens.md check-in card, §8 retry rules). */
import { type CheckInResult, type CheckInStatus, CODE_NOT_LOGGED_IN, RETRY_DELAY_MS } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { coinKeys } from './coins.ts'

const statusKey = ['coins', 'checkin'] as const

/** On 403 or 20003 it stops; any other failure tries again after 2 s (docs/product/messages.md). */
const shouldRetry = (count: number, err: unknown) =>
  count < 10 && !(err instanceof ApiError && (err.status === 403 || err.code === CODE_NOT_LOGGED_IN))

export function useCheckInStatus() {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: [...statusKey, userInfo?.id],
    queryFn: () =>
      api<CheckInStatus>('/buyer/members/sign/checkDays', { query: { memberId: userInfo?.id }, quiet: true }),
    enabled: Boolean(userInfo),
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
  })
}

export function useCheckIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<CheckInResult>('/buyer/members/sign', { method: 'POST' }),
    onSuccess: (result) => {
      queryClient.setQueryData(coinKeys.balance, result.point)
      void queryClient.invalidateQueries({ queryKey: ['coins'] })
    },
    // Refused (e.g. already checked in from another tab or device): show the real state.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['coins'] }),
  })
}
