/**
 * Order reviews (docs/product/after-sales.md, "Order reviews"; docs/product/api.md): the buyer's
 * POST and lists under /buyer/order/review, the goods page's public list. Every read is under
 * ['orderReviews'], so a new review refreshes the tabs together.
 */
import type { ItemToReviewView, OrderReviewBody, OrderReviewView, Page } from '@kaifong/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

const BASE = '/buyer/order/review'
export const REVIEWS_PAGE_SIZE = 10
export type ReviewTab = 'TO_REVIEW' | 'REVIEWED'

export const reviewKeys = {
  all: ['orderReviews'] as const,
  mine: (tab: ReviewTab, page: number, size: number) => ['orderReviews', tab, page, size] as const,
  one: (id: string) => ['orderReviews', 'one', id] as const,
  goods: (goodsId: string, page: number) => ['orderReviews', 'goods', goodsId, page] as const,
}

export const useToReview = (page: number, size = REVIEWS_PAGE_SIZE) =>
  useQuery({
    queryKey: reviewKeys.mine('TO_REVIEW', page, size),
    queryFn: () =>
      api<Page<ItemToReviewView>>(BASE, {
        query: { tab: 'TO_REVIEW', pageNumber: page, pageSize: size },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })

export const useReviewed = (page: number) =>
  useQuery({
    queryKey: reviewKeys.mine('REVIEWED', page, REVIEWS_PAGE_SIZE),
    queryFn: () =>
      api<Page<OrderReviewView>>(BASE, {
        query: { tab: 'REVIEWED', pageNumber: page, pageSize: REVIEWS_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })

export const useReview = (id: string) =>
  useQuery({
    queryKey: reviewKeys.one(id),
    queryFn: () => api<OrderReviewView>(`${BASE}/${encodeURIComponent(id)}`, { silent: true }),
    enabled: id !== '',
    retry: false,
  })

/** The goods page's reviews, newest first (public). */
export const useGoodsReviews = (goodsId: string, page: number) =>
  useQuery({
    queryKey: reviewKeys.goods(goodsId, page),
    queryFn: () =>
      api<Page<OrderReviewView>>(`/buyer/goods/goods/reviews/${encodeURIComponent(goodsId)}`, {
        query: { pageNumber: page, pageSize: 5 },
        anonymous: true,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })

export function useAddReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderReviewBody) => api<OrderReviewView>(BASE, { method: 'POST', body, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
    },
  })
}
