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

export function usePayment(id: string) {
  return useQuery({
    queryKey: ['coins', 'payment', id],
    // The page itself says "not found"; a malformed or unknown id is not worth a toast or a retry.
    queryFn: () => api<Payment>(`/buyer/members/topup/${encodeURIComponent(id)}`, { silent: true }),
    enabled: Boolean(id),
    retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  })
}

/** The sandbox checkout's buttons: tell the (sandbox) provider what the payer chose. The page shows failures. */
export function useSandboxDecision(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (outcome: 'PAID' | 'FAILED') =>
      api<Payment>(`/buyer/payment/sandbox/${encodeURIComponent(id)}/decide`, {
        method: 'POST',
        body: { outcome },
        silent: true,
      }),
    onSuccess: (payment) => {
      queryClient.setQueryData(['coins', 'payment', id], payment)
      void queryClient.invalidateQueries({ queryKey: ['coins'] })
    },
  })
}
