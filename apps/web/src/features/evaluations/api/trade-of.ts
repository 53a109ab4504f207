/**
 * The deal behind one of the seller's listings, for the owner tools (features/my-goods): a sold
 * listing's deal is among the deals waiting for the seller's review; once the seller has reviewed
 * (SOLD_OUT_DOWN), it is the newest review the seller wrote about that listing. One request serves
 * every card on the page (same query key); the server pages at most 100, so a seller with more
 * deals waiting than that finds only the newest 100 here (the tools then link to /setting/evaluate).
 */
import { useReviewedListing, useWaitingReviews } from './reviews.ts'

const LOOKUP_SIZE = 100

/** The deal on `goodsId` waiting for my review; `undefined` once loaded means there is none. */
export function useWaitingDeal(goodsId: string, enabled = true) {
  const query = useWaitingReviews(1, LOOKUP_SIZE, enabled)
  return {
    deal: query.data?.records.find((d) => d.goodsId === goodsId),
    isPending: query.isPending,
    isError: query.isError,
  }
}

/** The talk of the deal I last reviewed on `goodsId` (the sale it closed). */
export function useReviewedTalk(goodsId: string, enabled = true) {
  const query = useReviewedListing(LOOKUP_SIZE, enabled)
  return {
    talkId: query.data?.records.find((r) => r.goodsId === goodsId)?.talkId,
    isPending: query.isPending,
    isError: query.isError,
  }
}
