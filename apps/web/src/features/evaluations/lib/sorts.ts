/**
 * The review lists' sort orders, spelled out here rather than imported: the contract's
 * REVIEW_SORTS sits in the module of its zod schemas, and importing any value from there would
 * bring zod into the pages that only list reviews (docs/architecture.md, "Delivery"). Keyed by
 * the contract's type, so an order it gains or drops fails the typecheck; sorts.test.ts compares
 * the two lists.
 */
import type { ReviewSort } from '@kaifong/contract'

const ORDERS: Record<ReviewSort, true> = {
  TIME_DESC: true,
  TIME_ASC: true,
  SCORE_DESC: true,
  SCORE_ASC: true,
}

export const SORTS = Object.keys(ORDERS) as ReviewSort[]

/** The order a link or select asked for, if it is one. */
export const sortOf = (value: string | null): ReviewSort | undefined => SORTS.find((s) => s === value)
