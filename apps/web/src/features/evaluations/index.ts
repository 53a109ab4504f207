/**
 * Reviews' public surface (docs/product/chat.md#reviews). The rating dialog and the member page's
 * reviews load when first shown, with the `evaluate` texts, so neither zod nor these strings reach
 * the pages that offer them before they are needed. The /setting/evaluate page is routed from
 * app/router.tsx. Render the lazy parts inside <Suspense>.
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

export { useReviewedTalk, useWaitingDeal } from './api/trade-of.ts'
export type { RateDialogProps, RateTarget } from './components/RateDialog.tsx'

/**
 * The rating dialog, open while rendered: `{ talkId, goodsId, member2Id, role, name, face,
 * goodsName, onDone }`, `role` being the reviewed member's (a buyer rates the SELLER); `onDone(true)`
 * after a saved review, `onDone(false)` when closed without one.
 */
export const RateDialog = lazy(async () => {
  const [{ RateDialog: Dialog }] = await Promise.all([
    import('./components/RateDialog.tsx'),
    loadSections('evaluate'),
  ])
  return { default: Dialog }
})

/** A member's review summary (average, counts, tags), for the side of their page: `{ memberId }`. */
export const ReviewSummary = lazy(async () => {
  const [{ ReviewSummary: Summary }] = await Promise.all([
    import('./components/MemberReviews.tsx'),
    loadSections('evaluate'),
  ])
  return { default: Summary }
})

/** A member's received reviews, sorted and paged: `{ memberId }`. */
export const MemberReviewList = lazy(async () => {
  const [{ MemberReviewList: List }] = await Promise.all([
    import('./components/MemberReviews.tsx'),
    loadSections('evaluate'),
  ])
  return { default: List }
})
