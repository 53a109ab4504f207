import type { CoinPackage, Payment } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'

export function useTopUp() {
  return useQuery({
    queryKey: ['coins', 'topup'],
    queryFn: () => api<{ packages: CoinPackage[]; payments: Payment[] }>('/buyer/members/topup'),
  })
}

export function useBuyPackage() {
  return useMutation({
    mutationFn: (packageId: string) =>
      api<Payment>('/buyer/members/topup', { method: 'POST', body: { packageId } }),
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

/** The sandbox checkout's buttons: tell the (sandbox) provider what the payer chose. */
export function useSandboxDecision(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (outcome: 'PAID' | 'FAILED') =>
      api<Payment>(`/buyer/payment/sandbox/${encodeURIComponent(id)}/decide`, {
        method: 'POST',
        body: { outcome },
      }),
    onSuccess: (payment) => {
      queryClient.setQueryData(['coins', 'payment', id], payment)
      void queryClient.invalidateQueries({ queryKey: ['coins'] })
    },
  })
}
