/**
 * After-sales (docs/product/after-sales.md; docs/product/api.md, "After-sales"): the buyer's
 * requests under /buyer/order/afterSale, the shop's answers under /buyer/store/afterSale. Every
 * read is under ['afterSales'], so a step refreshes them together. The pages show each failure
 * themselves (`silent`).
 */
import type { AfterSaleView, ApplyAfterSaleBody, CarrierInfo, OrderDetail, Page } from '@kaifong/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

const BUYER = '/buyer/order/afterSale'
const SHOP = '/buyer/store/afterSale'
export const AFTER_SALES_PAGE_SIZE = 10
const enc = encodeURIComponent

export type Side = 'buyer' | 'shop'
const baseOf = (side: Side) => (side === 'buyer' ? BUYER : SHOP)

export const afterSaleKeys = {
  all: ['afterSales'] as const,
  list: (side: Side, page: number) => ['afterSales', side, 'list', page] as const,
  one: (side: Side, sn: string) => ['afterSales', side, 'one', sn] as const,
  cap: (orderSn: string, itemId: string) => ['afterSales', 'cap', orderSn, itemId] as const,
  reasons: ['afterSales', 'reasons'] as const,
  order: (sn: string) => ['afterSales', 'order', sn] as const,
  carriers: ['afterSales', 'carriers'] as const,
}

export const useAfterSales = (side: Side, page: number) =>
  useQuery({
    queryKey: afterSaleKeys.list(side, page),
    queryFn: () =>
      api<Page<AfterSaleView>>(baseOf(side), {
        query: { pageNumber: page, pageSize: AFTER_SALES_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })

export const useAfterSale = (side: Side, sn: string) =>
  useQuery({
    queryKey: afterSaleKeys.one(side, sn),
    queryFn: () => api<AfterSaleView>(`${baseOf(side)}/${enc(sn)}`, { silent: true }),
    enabled: sn !== '',
    retry: false,
  })

/** The reasons, with labels in the member's language (the server's). */
export const useReasons = () =>
  useQuery({
    queryKey: afterSaleKeys.reasons,
    queryFn: () => api<{ code: string; label: string }[]>(`${BUYER}/reasons`, { silent: true }),
    staleTime: 10 * 60_000,
  })

/** The most the buyer may ask for: one item (`itemId`) or the whole order (''). */
export const useCap = (orderSn: string, itemId: string) =>
  useQuery({
    queryKey: afterSaleKeys.cap(orderSn, itemId),
    queryFn: () =>
      api<{ orderSn: string; itemId: string | null; max: string }>(`${BUYER}/cap`, {
        query: itemId ? { orderSn, itemId } : { orderSn },
        silent: true,
      }),
    enabled: orderSn !== '',
    retry: false,
  })

/** The order asked about: its status decides whether a return is possible. */
export const useOrderOf = (sn: string) =>
  useQuery({
    queryKey: afterSaleKeys.order(sn),
    queryFn: () => api<OrderDetail>(`/buyer/order/order/${enc(sn)}`, { silent: true }),
    enabled: sn !== '',
    retry: false,
  })

export const useCarriers = () =>
  useQuery({
    queryKey: afterSaleKeys.carriers,
    queryFn: () =>
      api<Page<CarrierInfo>>('/buyer/other/logistics', { query: { disabled: 'OPEN' }, silent: true }),
    staleTime: 10 * 60_000,
  })

/** A step that refreshes every after-sale read (and the orders') when it succeeds. */
function useStep<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: afterSaleKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
    },
  })
}

export const useApply = () =>
  useStep((body: ApplyAfterSaleBody) => api<AfterSaleView>(BUYER, { method: 'POST', body, silent: true }))

export const useCancel = (sn: string) =>
  useStep(() => api<null>(`${BUYER}/${enc(sn)}/cancel`, { method: 'POST', silent: true }))

export const useShipReturn = (sn: string) =>
  useStep((body: { carrier: string; trackingNo: string }) =>
    api<null>(`${BUYER}/delivery/${enc(sn)}`, { method: 'POST', body, silent: true }),
  )

export type ShopStep = { step: 'accept' } | { step: 'confirm' } | { step: 'refuse'; reason: string }

export const useShopStep = (sn: string) =>
  useStep((input: ShopStep) =>
    api<AfterSaleView>(`${SHOP}/${enc(sn)}/${input.step}`, {
      method: 'POST',
      ...(input.step === 'refuse' ? { body: { reason: input.reason } } : {}),
      silent: true,
    }),
  )
