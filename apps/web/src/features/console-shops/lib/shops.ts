/**
 * The console's shop applications (docs/admin.md, "Shops", right `shops`): a page of them by
 * status and search, one application, and the decisions. Every decision refreshes what is cached
 * of shops.
 */
import type { ShopStatusName } from '@kaifong/contract'
import type { AdminShopDetail, AdminShopRow } from '@kaifong/contract/admin'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi, type Page } from '../../admin/index.ts'

const PAGE_SIZE = 20

export const shopKeys = {
  all: ['admin', 'shops'] as const,
  list: (status: string, q: string, page: number) => ['admin', 'shops', 'list', status, q, page] as const,
  detail: (id: string) => ['admin', 'shops', 'detail', id] as const,
}

const shopPath = (id: string) => `/shops/${encodeURIComponent(id)}`

/** `status` '' lists every status. */
export const useShopApplications = (status: ShopStatusName | '', q: string, page: number) =>
  useQuery({
    queryKey: shopKeys.list(status, q, page),
    queryFn: () =>
      adminApi<Page<AdminShopRow>>('/shops', {
        query: { ...(status ? { status } : {}), q, pageNumber: page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })

export const useShopApplication = (id: string) =>
  useQuery({ queryKey: shopKeys.detail(id), queryFn: () => adminApi<AdminShopDetail>(shopPath(id)) })

export type ShopDecision = { action: 'approve' } | { action: 'refuse'; reason: string }

/** Approve, or refuse with a reason; `onDone` hears which succeeded. */
export function useShopDecision(id: string, onDone: (action: ShopDecision['action']) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (d: ShopDecision) =>
      adminApi<AdminShopDetail>(`${shopPath(id)}/${d.action}`, {
        method: 'POST',
        body: d.action === 'refuse' ? { reason: d.reason } : {},
      }),
    onSuccess: async (saved, d) => {
      queryClient.setQueryData(shopKeys.detail(id), saved)
      onDone(d.action)
      await queryClient.invalidateQueries({ queryKey: shopKeys.all })
    },
  })
}
