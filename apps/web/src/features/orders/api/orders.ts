/**
 * Orders (docs/product/orders.md; paths in docs/product/api.md, "Orders"): the buyer's list by tab,
 * one order, its steps (cancel, confirm receipt, delete) and its parcel's traces; the shop's list,
 * one order, ship and verify a pickup code; the carriers list. Every read is under ['orders'], so a
 * step refreshes them together. Pages show failures themselves (`silent`) unless said otherwise.
 */
import type {
  CarrierInfo,
  OrderCard,
  OrderDetail,
  OrderStatus,
  OrderTag,
  OrderTraces,
  Page,
  ShopApplication,
} from '@kaifong/contract'
import { type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

const BUYER = '/buyer/order/order'
const SHOP = '/buyer/store/order'
export const ORDERS_PAGE_SIZE = 10

export const orderKeys = {
  all: ['orders'] as const,
  mine: (tag: OrderTag, page: number) => ['orders', 'mine', tag, page] as const,
  detail: (sn: string) => ['orders', 'detail', sn] as const,
  traces: (sn: string) => ['orders', 'traces', sn] as const,
  shop: (status: string, page: number) => ['orders', 'shop', status, page] as const,
  shopDetail: (sn: string) => ['orders', 'shopDetail', sn] as const,
  carriers: ['orders', 'carriers'] as const,
  myShop: ['orders', 'myShop'] as const,
}

/** Paging keeps the last page on screen while the next loads; another tab or filter does not. */
const samePlace =
  <T>(place: string) =>
  (previous: T | undefined, query: Query<T, Error, T, readonly unknown[]> | undefined) =>
    query?.queryKey[2] === place ? previous : undefined

const snPath = (base: string, sn: string, tail = '') => `${base}/${encodeURIComponent(sn)}${tail}`

export const useMyOrders = (tag: OrderTag, page: number, pageSize = ORDERS_PAGE_SIZE) =>
  useQuery({
    queryKey: [...orderKeys.mine(tag, page), pageSize],
    queryFn: () => api<Page<OrderCard>>(BUYER, { query: { tag, pageNumber: page, pageSize }, silent: true }),
    placeholderData: samePlace<Page<OrderCard>>(tag),
  })

export const useOrderDetail = (sn: string) =>
  useQuery({
    queryKey: orderKeys.detail(sn),
    queryFn: () => api<OrderDetail>(snPath(BUYER, sn), { silent: true }),
    enabled: sn !== '',
    retry: false,
  })

export const useOrderTraces = (sn: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.traces(sn),
    queryFn: () =>
      api<OrderTraces>(`${BUYER}/getTraces/${encodeURIComponent(sn)}`, { method: 'POST', silent: true }),
    enabled: enabled && sn !== '',
  })

export type BuyerStep = 'CANCEL' | 'RECEIVE' | 'DELETE'

/** The buyer's steps on one order; the server's message is toasted on failure. */
export function useBuyerStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sn, step }: { sn: string; step: BuyerStep }) =>
      step === 'DELETE'
        ? api<null>(snPath(BUYER, sn), { method: 'DELETE' })
        : api<OrderDetail>(snPath(BUYER, sn, step === 'CANCEL' ? '/cancel' : '/receiving'), {
            method: 'POST',
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

export const useShopOrders = (status: OrderStatus | 'ALL', page: number) =>
  useQuery({
    queryKey: orderKeys.shop(status, page),
    queryFn: () =>
      api<Page<OrderCard>>(SHOP, {
        query: { status, pageNumber: page, pageSize: ORDERS_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: samePlace<Page<OrderCard>>(status),
  })

export const useShopOrderDetail = (sn: string) =>
  useQuery({
    queryKey: orderKeys.shopDetail(sn),
    queryFn: () => api<OrderDetail>(snPath(SHOP, sn), { silent: true }),
    enabled: sn !== '',
    retry: false,
  })

/** The shop's steps: ship (carrier + tracking number) or verify a pickup code; the form shows failures. */
export function useShopStep(sn: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { carrier: string; trackingNo: string } | { code: string }) =>
      api<OrderDetail>(snPath(SHOP, sn, 'code' in input ? '/take' : '/delivery'), {
        method: 'POST',
        body: input,
        silent: true,
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKeys.shopDetail(sn), detail)
      await queryClient.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}

/** The carriers shops may choose (OPEN ones). */
export const useCarriers = () =>
  useQuery({
    queryKey: orderKeys.carriers,
    queryFn: () =>
      api<Page<CarrierInfo>>('/buyer/other/logistics', { query: { disabled: 'OPEN' }, silent: true }),
    staleTime: 10 * 60_000,
  })

/** Whether the member has an OPEN shop (their application, docs/product/shops.md). */
export function useHasOpenShop(enabled = true): boolean | undefined {
  const query = useQuery({
    queryKey: orderKeys.myShop,
    queryFn: () => api<ShopApplication | null>('/buyer/store/store/apply', { quiet: true }),
    enabled,
    staleTime: 60_000,
  })
  if (query.isPending) return undefined
  return query.data?.status === 'OPEN'
}
