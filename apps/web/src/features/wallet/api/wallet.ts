/**
 * The member's wallet (docs/product/money.md, "Wallet"; docs/product/api.md, "Wallet and payments"):
 * the check, the history, recharges, withdrawals and the payment password. Every read is under
 * ['wallet'], so a payment or a decision elsewhere refreshes them together. The page shows every
 * failure itself (`silent`).
 */
import type {
  Page,
  PaymentView,
  RechargeBody,
  ResetPayPasswordBody,
  SetPayPasswordBody,
  WalletCheck,
  WalletEntry,
  WithdrawalBody,
  WithdrawalView,
} from '@kaifong/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

const BASE = '/buyer/wallet'
export const HISTORY_PAGE_SIZE = 10

export const walletKeys = {
  all: ['wallet'] as const,
  check: ['wallet', 'check'] as const,
  log: (page: number) => ['wallet', 'log', page] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
}

export const useWalletCheck = () =>
  useQuery({
    queryKey: walletKeys.check,
    queryFn: () => api<WalletCheck>(`${BASE}/wallet/check`, { silent: true }),
  })

export const useWalletLog = (page: number) =>
  useQuery({
    queryKey: walletKeys.log(page),
    queryFn: () =>
      api<Page<WalletEntry>>(`${BASE}/log`, {
        query: { pageNumber: page, pageSize: HISTORY_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })

/** The latest requests: the one waiting (at most one), and the last decisions. */
export const useWithdrawals = () =>
  useQuery({
    queryKey: walletKeys.withdrawals,
    queryFn: () =>
      api<Page<WithdrawalView>>(`${BASE}/withdrawal`, {
        query: { pageNumber: 1, pageSize: 5 },
        silent: true,
      }),
  })

/** A mutation of the wallet that refreshes every wallet read when it succeeds. */
function useWalletMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      // The check itself comes back from the password calls: show it at once.
      if (result && typeof result === 'object' && 'hasPassword' in result)
        queryClient.setQueryData(walletKeys.check, result)
      await queryClient.invalidateQueries({ queryKey: walletKeys.all })
    },
  })
}

export const useRecharge = () =>
  useWalletMutation((body: RechargeBody) =>
    api<PaymentView>(`${BASE}/recharge`, { method: 'POST', body, silent: true }),
  )

export const useRequestWithdrawal = () =>
  useWalletMutation((body: WithdrawalBody) =>
    api<WithdrawalView>(`${BASE}/withdrawal`, { method: 'POST', body, silent: true }),
  )

export const useSetPayPassword = () =>
  useWalletMutation((body: SetPayPasswordBody) =>
    api<WalletCheck>(`${BASE}/wallet/set-password`, { method: 'POST', body, silent: true }),
  )

export const useResetPayPassword = () =>
  useWalletMutation((body: ResetPayPasswordBody) =>
    api<WalletCheck>(`${BASE}/wallet/reset-password`, { method: 'POST', body, silent: true }),
  )

/** Mails a reset code to the member's own email; needs the WALLET_PASSWORD slider passed on this device. */
export const sendResetCode = () => api<null>(`${BASE}/wallet/reset-code`, { method: 'POST', silent: true })
