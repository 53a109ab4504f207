/**
 * The report queue (docs/admin.md, "Report queue"): pages of reported listings and chats, one
 * listing's or chat's reports, and settling them. Settling refreshes the queue and the dashboard
 * (its pending count).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi } from './admin-api.ts'
import { adminKeys } from './keys.ts'
import type {
  GoodsAction,
  GoodsReportDetail,
  Page,
  ReportKind,
  ReportRow,
  ReportStatus,
  ResolveResult,
  TalkAction,
  TalkReportDetail,
} from './types.ts'

export const REPORT_PAGE_SIZE = 20
const id = encodeURIComponent

export const useReportPage = (status: ReportStatus, kind: ReportKind, page: number) =>
  useQuery({
    queryKey: adminKeys.reportPage(status, kind, page),
    queryFn: () =>
      adminApi<Page<ReportRow>>('/reports', {
        query: { status, kind, pageNumber: page, pageSize: REPORT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })

export const useGoodsReport = (goodsId: string) =>
  useQuery({
    queryKey: adminKeys.goodsReport(goodsId),
    queryFn: () => adminApi<GoodsReportDetail>(`/reports/goods/${id(goodsId)}`),
  })

export const useTalkReport = (talkId: string) =>
  useQuery({
    queryKey: adminKeys.talkReport(talkId),
    queryFn: () => adminApi<TalkReportDetail>(`/reports/talk/${id(talkId)}`),
  })

function useResolve<A extends string>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { action: A; reason: string; memberId?: string }) =>
      adminApi<ResolveResult>(path, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  })
}

export const useResolveGoods = (goodsId: string) =>
  useResolve<GoodsAction>(`/reports/goods/${id(goodsId)}/resolve`)

export const useResolveTalk = (talkId: string) =>
  useResolve<TalkAction>(`/reports/talk/${id(talkId)}/resolve`)
