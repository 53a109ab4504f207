/**
 * The member's notices (docs/product/api.md#notices): pages of all, unread or read ones with the
 * unread count, opening one (marks it read), marking all read, deleting one or several.
 */
import type { Notice, NoticeStatus, Page } from '@kaifong/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { noticeKeys } from '../../../lib/query-keys.ts'

export type NoticeFilter = 'ALL' | NoticeStatus
export type NoticePage = Page<Notice> & { unread: number }

const BASE = '/buyer/message/member'

export const fetchNotices = (status: NoticeFilter, pageNumber: number, pageSize: number) =>
  api<NoticePage>(BASE, {
    query: { status: status === 'ALL' ? undefined : status, pageNumber, pageSize },
    silent: true,
  })

export const useNotices = (status: NoticeFilter, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: noticeKeys.page(status, pageNumber, pageSize),
    queryFn: () => fetchNotices(status, pageNumber, pageSize),
    placeholderData: keepPreviousData,
  })

/** Opens a notice: the server marks it read and answers it. */
export const openNotice = (id: string) =>
  api<Notice>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', silent: true })

/** Every notice mutation refreshes every list and count of notices. */
function useNoticeMutation<A, R>(run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  })
}

export const useOpenNotice = () => useNoticeMutation(openNotice)

export const useReadAll = () =>
  useNoticeMutation(() => api<{ read: number }>(`${BASE}/read-all`, { method: 'PUT' }))

/** Deletes one or several (all of them the member's, or none). */
export const useDeleteNotices = () =>
  useNoticeMutation((ids: string[]) =>
    ids.length === 1
      ? api<null>(`${BASE}/${encodeURIComponent(ids[0] ?? '')}`, { method: 'DELETE' })
      : api<{ deleted: number }>(BASE, { method: 'DELETE', query: { ids: ids.join(',') } }),
  )
