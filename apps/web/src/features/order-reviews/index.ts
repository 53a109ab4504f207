/**
 * Order reviews (docs/product/after-sales.md, "Order reviews"): CommentList, AddEval and EvalDetail
 * are routed lazily from app/own-pages.tsx; the goods page's reviews section loads after the page,
 * with the reviews' texts.
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

/** The goods page's reviews (a <section>), newest first. */
export const GoodsReviews = lazy(
  async () => (await Promise.all([import('./components/GoodsReviews.tsx'), loadSections('reviews')]))[0],
)
