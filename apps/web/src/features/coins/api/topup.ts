import { ErrorCode, type Payment, type TopUpOverview } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'

/** Packages, the member's top-ups, and the provider: null when top-up is unavailable. */
export function useTopUp() {
  return useQuery({
    queryKey: ['coins', 'topup'],
    queryFn: () => api<TopUpOverview>('/buyer/members/topup'),
  })
}

export const isPaymentsNotConfigured = (err: unknown) =>
  err instanceof ApiError && err.code === ErrorCode.PAYMENTS_NOT_CONFIGURED

/** The page shows failures itself (40008 as "top-up unavailable", others beside the packages). */
export function useBuyPackage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (packageId: string) =>
      api<Payment>('/buyer/members/topup', { method: 'POST', body: { packageId }, silent: true }),
    onError: (err) => {
      // The site's payment settings changed since the page loaded: show what it says now.
      if (isPaymentsNotConfigured(err)) void queryClient.invalidateQueries({ queryKey: ['coins', 'topup'] })
    },
  })
}
