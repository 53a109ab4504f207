/**
 * The review lists (docs/product/api.md#reviews): received and written (members only), the deals
 * waiting for the member's review, and a member's public reviews and counts (no login). Pages keep
 * the previous page on screen while the next one loads, so the pager does not jump.
 */
import type { Evaluation, EvaluationCounts, Page, ReviewSort, ToBeEvaluated } from '@kaifong/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { evaluationKeys } from './keys.ts'

/** Reviews a page (docs/product/chat.md: "paged 10"). */
export const REVIEW_PAGE_SIZE = 10

const BASE = '/buyer/member/evaluation'

export function useWaitingReviews(page: number, size = REVIEW_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.waiting(page, size),
    queryFn: () =>
      api<Page<ToBeEvaluated>>(`${BASE}/userToBeEvaluatedList`, {
        query: { pageNumber: page, pageSize: size },
      }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function useReceivedReviews(sort: ReviewSort, page: number) {
  return useQuery({
    queryKey: evaluationKeys.received(sort, page),
    queryFn: () =>
      api<Page<Evaluation>>(BASE, { query: { sort, pageNumber: page, pageSize: REVIEW_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })
}

export function useWrittenReviews(sort: ReviewSort, page: number, size = REVIEW_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.written(sort, page, size),
    queryFn: () =>
      api<Page<Evaluation>>(`${BASE}/userSelfEvaluation`, {
        query: { sort, pageNumber: page, pageSize: size },
      }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** A member's reviews, public: anyone may read them before trading. */
export function useMemberReviews(memberId: string, sort: ReviewSort, page: number) {
  return useQuery({
    queryKey: evaluationKeys.member(memberId, sort, page),
    queryFn: () =>
      api<Page<Evaluation>>(`${BASE}/other/goodsEvaluation`, {
        query: { memberId, sort, pageNumber: page, pageSize: REVIEW_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })
}

export function useReviewCounts(memberId: string) {
  return useQuery({
    queryKey: evaluationKeys.counts(memberId),
    queryFn: () => api<EvaluationCounts>(`${BASE}/counts`, { query: { memberId } }),
  })
}

/** My newest written reviews, for finding the deal behind a listing (api/trade-of.ts). */
export const useReviewedListing = (size: number, enabled: boolean) =>
  useWrittenReviews('TIME_DESC', 1, size, enabled)
