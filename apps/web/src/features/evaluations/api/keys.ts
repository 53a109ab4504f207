/**
 * TanStack Query keys of the reviews feature. Everything sits under `evaluations`, so a new review
 * refreshes every list and count at once (api/write-review.ts).
 */
import type { ReviewSort } from '@kaifong/contract'

export const evaluationKeys = {
  all: ['evaluations'] as const,
  /** Deals waiting for the member's review. */
  waiting: (page: number, size: number) => ['evaluations', 'waiting', page, size] as const,
  received: (sort: ReviewSort, page: number) => ['evaluations', 'received', sort, page] as const,
  written: (sort: ReviewSort, page: number, size: number) =>
    ['evaluations', 'written', sort, page, size] as const,
  /** A member's public reviews and counts. */
  member: (memberId: string, sort: ReviewSort, page: number) =>
    ['evaluations', 'member', memberId, sort, page] as const,
  counts: (memberId: string) => ['evaluations', 'counts', memberId] as const,
}
