/**
 * The console's withdrawals (docs/admin.md, "Withdrawals", right `withdrawals`): a page of them by
 * status and member, one withdrawal, and the decisions. A decision refreshes what is cached of them.
 */
import type { WithdrawalStatus } from '@kaifong/contract'
import type { AdminWithdrawalRow } from '@kaifong/contract/admin'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi, type Page } from '../../admin/index.ts'

const PAGE_SIZE = 20

export const withdrawalKeys = {
  all: ['admin', 'withdrawals'] as const,
  list: (status: string, member: string, page: number) =>
    ['admin', 'withdrawals', 'list', status, member, page] as const,
  detail: (id: string) => ['admin', 'withdrawals', 'detail', id] as const,
}

const withdrawalPath = (id: string) => `/withdrawals/${encodeURIComponent(id)}`

/** `status` '' lists every status (newest first); PENDING is the queue, oldest first. */
export const useWithdrawalList = (status: WithdrawalStatus | '', member: string, page: number) =>
  useQuery({
    queryKey: withdrawalKeys.list(status, member, page),
    queryFn: () =>
      adminApi<Page<AdminWithdrawalRow>>('/withdrawals', {
        query: {
          ...(status ? { status } : {}),
          ...(member ? { member } : {}),
          pageNumber: page,
          pageSize: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  })

export const useWithdrawal = (id: string) =>
  useQuery({
    queryKey: withdrawalKeys.detail(id),
    queryFn: () => adminApi<AdminWithdrawalRow>(withdrawalPath(id)),
  })

export type WithdrawalDecision = { action: 'approve' } | { action: 'refuse'; reason: string }

/** Approve (paid out by hand), or refuse with a reason (credited back); `onDone` hears which succeeded. */
export function useWithdrawalDecision(id: string, onDone: (action: WithdrawalDecision['action']) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (d: WithdrawalDecision) =>
      adminApi<AdminWithdrawalRow>(`${withdrawalPath(id)}/${d.action}`, {
        method: 'POST',
        body: d.action === 'refuse' ? { reason: d.reason } : {},
      }),
    onSuccess: async (saved, d) => {
      queryClient.setQueryData(withdrawalKeys.detail(id), saved)
      onDone(d.action)
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.all })
    },
  })
}
