/**
 * The members and coins endpoints of the console (docs/admin.md, "Members" and "Coins"): a page of
 * members found, one member, their coin ledger, the actions on a member and a coin adjustment.
 * Every change refreshes everything cached of members.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi, type Page } from '../../admin/index.ts'
import { memberKeys } from './keys.ts'
import type { AdminMemberDetail, AdminMemberRow, CoinEntry, MemberActionResult } from './types.ts'

const PAGE_SIZE = 20
const LEDGER_SIZE = 20

export type MemberAction = 'ban' | 'unban' | 'reset-password'

const memberPath = (id: string) => `/members/${encodeURIComponent(id)}`

export const useMembers = (q: string, page: number) =>
  useQuery({
    queryKey: memberKeys.list(q, page),
    queryFn: () =>
      adminApi<Page<AdminMemberRow>>('/members', { query: { q, pageNumber: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const useMemberDetail = (id: string) =>
  useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: () => adminApi<AdminMemberDetail>(memberPath(id)),
  })

export const useLedger = (memberId: string, page: number) =>
  useQuery({
    queryKey: memberKeys.ledger(memberId, page),
    queryFn: () =>
      adminApi<Page<CoinEntry>>(`${memberPath(memberId)}/ledger`, {
        query: { pageNumber: page, pageSize: LEDGER_SIZE },
      }),
    placeholderData: keepPreviousData,
  })

/** Ban, unban or a forced password reset, each with its reason; `onDone` hears which succeeded. */
export function useMemberAction(memberId: string, onDone: (action: MemberAction) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, reason }: { action: MemberAction; reason: string }) =>
      adminApi<MemberActionResult>(`${memberPath(memberId)}/${action}`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: async (_, { action }) => {
      onDone(action)
      await queryClient.invalidateQueries({ queryKey: memberKeys.all })
    },
  })
}

/** A coin adjustment (a signed amount) with its reason; `onDone` hears the body sent. */
export function useCoinAdjustment(
  memberId: string,
  onDone: (body: { amount: number; reason: string }) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      adminApi<unknown>(`${memberPath(memberId)}/coins`, { method: 'POST', body }),
    onSuccess: async (_, body) => {
      onDone(body)
      await queryClient.invalidateQueries({ queryKey: memberKeys.all })
    },
  })
}
