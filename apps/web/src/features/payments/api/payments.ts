/**
 * The payment pages' calls (docs/product/money.md, "Payments"; docs/product/orders.md, "Paying"):
 * one payment of any purpose, the sandbox checkout's decision, the cashier of an order or trade
 * sn and paying it. The pages show every failure themselves (`silent`).
 */
import type { Cashier, OrderDetail, PayMethod, PaymentView, PayResult } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'

export const paymentKeys = {
  payment: (id: string) => ['payments', 'payment', id] as const,
  cashier: (sn: string) => ['payments', 'cashier', sn] as const,
}

/** A 4xx (an unknown id or sn, nothing to pay) is an answer, not worth a retry. */
const retryUnlessRefused = (count: number, err: unknown) =>
  count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500)

/** One of the member's payments; `pollMs` asks again while it is PENDING (the QR page waits for it). */
export function usePaymentView(id: string, pollMs?: number) {
  return useQuery({
    queryKey: paymentKeys.payment(id),
    queryFn: () => api<PaymentView>(`/buyer/payment/payments/${encodeURIComponent(id)}`, { silent: true }),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
    refetchInterval: (query) => (pollMs && query.state.data?.status === 'PENDING' ? pollMs : false),
  })
}

/** The sandbox checkout's buttons: tell the (sandbox) provider what the payer chose. */
export function useSandboxDecision(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (outcome: 'PAID' | 'FAILED') =>
      api<PaymentView>(`/buyer/payment/sandbox/${encodeURIComponent(id)}/decide`, {
        method: 'POST',
        body: { outcome },
        silent: true,
      }),
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.payment(id), payment)
      // What the payment bought: coins, the wallet's balance, the orders.
      for (const key of ['coins', 'wallet', 'payments'])
        void queryClient.invalidateQueries({ queryKey: [key] })
    },
  })
}

export function useCashier(sn: string) {
  return useQuery({
    queryKey: paymentKeys.cashier(sn),
    queryFn: () => api<Cashier>('/buyer/payment/cashier', { query: { sn }, silent: true }),
    enabled: Boolean(sn),
    retry: retryUnlessRefused,
  })
}

export interface PayInput {
  sn: string
  method: PayMethod
  coins: number
  password?: string
}

export function usePay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PayInput) =>
      api<PayResult>('/buyer/payment/pay', { method: 'POST', body: input, silent: true }),
    onSettled: () => {
      for (const key of ['coins', 'wallet']) void queryClient.invalidateQueries({ queryKey: [key] })
    },
  })
}

/** One of the member's orders (/payDone?sn= opened without the cashier's word on it). */
export function useBuyerOrder(sn: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'order', sn],
    queryFn: () => api<OrderDetail>(`/buyer/order/order/${encodeURIComponent(sn)}`, { silent: true }),
    enabled: enabled && Boolean(sn),
    retry: retryUnlessRefused,
  })
}
