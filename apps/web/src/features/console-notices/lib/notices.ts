/**
 * The system notices' endpoints (docs/admin.md, "System notices"): a page of past and scheduled
 * notices, sending one (now or at a time) and cancelling a scheduled one. Each change refreshes the list.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi, type Page } from '../../admin/index.ts'
import { noticeKeys } from './keys.ts'
import type { BroadcastBody, BroadcastRecord } from './types.ts'

const PAGE_SIZE = 20

export const useNotices = (page: number) =>
  useQuery({
    queryKey: noticeKeys.page(page),
    queryFn: () =>
      adminApi<Page<BroadcastRecord>>('/notices', { query: { pageNumber: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

/** Sends (or schedules) a notice; `onSent` hears the server's record and the body sent. */
export function useSendNotice(onSent: (result: BroadcastRecord, body: BroadcastBody) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BroadcastBody) => adminApi<BroadcastRecord>('/notices', { method: 'POST', body }),
    onSuccess: async (result, body) => {
      onSent(result, body)
      await queryClient.invalidateQueries({ queryKey: noticeKeys.all })
    },
  })
}

export function useCancelNotice(onCancelled: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      adminApi<unknown>(`/notices/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: async () => {
      onCancelled()
      await queryClient.invalidateQueries({ queryKey: noticeKeys.all })
    },
  })
}
