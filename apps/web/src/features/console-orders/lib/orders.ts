/**
 * The console's orders (docs/admin.md, "Orders", right `orders`): a page of them by the filters in
 * the address, and one order by sn. Reading only.
 */
import type { AdminOrderDetail, AdminOrderRow } from '@kaifong/contract/admin'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminApi, type Page } from '../../admin/index.ts'

const PAGE_SIZE = 20

/** The list's filters as the address keeps them ('' when not set). */
export interface OrderFilters {
  sn: string
  buyer: string
  shop: string
  status: string
  from: string
  to: string
}

export const FILTER_KEYS = ['sn', 'buyer', 'shop', 'status', 'from', 'to'] as const

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (f: OrderFilters, page: number) => ['admin', 'orders', 'list', f, page] as const,
  detail: (sn: string) => ['admin', 'orders', 'detail', sn] as const,
}

/** The filters that are set, as the API's query. */
const queryOf = (f: OrderFilters) => Object.fromEntries(FILTER_KEYS.filter((k) => f[k]).map((k) => [k, f[k]]))

export const useConsoleOrders = (filters: OrderFilters, page: number) =>
  useQuery({
    queryKey: orderKeys.list(filters, page),
    queryFn: () =>
      adminApi<Page<AdminOrderRow>>('/orders', {
        query: { ...queryOf(filters), pageNumber: page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })

export const useConsoleOrder = (sn: string) =>
  useQuery({
    queryKey: orderKeys.detail(sn),
    queryFn: () => adminApi<AdminOrderDetail>(`/orders/${encodeURIComponent(sn)}`),
  })
