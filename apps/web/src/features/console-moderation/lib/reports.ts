/**
 * The report queue (docs/admin.md, "Report queue"): pages of reported listings and chats, one
 * listing's or chat's reports, and settling them. Settling refreshes the queue and the dashboard
 * (its pending count).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi, type Page } from '../../admin/index.ts'
import { reportKeys } from './keys.ts'
import type {
  GoodsAction,
  GoodsReportDetail,
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
    queryKey: reportKeys.page(status, kind, page),
    queryFn: () =>
      adminApi<Page<ReportRow>>('/reports', {
        query: { status, kind, pageNumber: page, pageSize: REPORT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })

export const useGoodsReport = (goodsId: string) =>
  useQuery({
    queryKey: reportKeys.goods(goodsId),
    queryFn: () => adminApi<GoodsReportDetail>(`/reports/goods/${id(goodsId)}`),
  })

export const useTalkReport = (talkId: string) =>
  useQuery({
    queryKey: reportKeys.talk(talkId),
    queryFn: () => adminApi<TalkReportDetail>(`/reports/talk/${id(talkId)}`),
  })

function useResolve<A extends string>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { action: A; reason: string; memberId?: string }) =>
      adminApi<ResolveResult>(path, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  })
}

export const useResolveGoods = (goodsId: string) =>
  useResolve<GoodsAction>(`/reports/goods/${id(goodsId)}/resolve`)

export const useResolveTalk = (talkId: string) =>
  useResolve<TalkAction>(`/reports/talk/${id(talkId)}/resolve`)
