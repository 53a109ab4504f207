/**
 * Reviews after a deal (docs/product/chat.md#reviews): each side of an active deal reviews the
 * other once; the seller's review closes the sale of a single-stock listing (SOLD_OUT →
 * SOLD_OUT_DOWN); `deal.reviewed`, in the review's transaction, has chat write a REVIEWED event into
 * the talk, and after commit `member.reviewed` lets the notices module tell the member reviewed
 * (COMMENTED).
 *
 * Locks as every deal step takes them (trades.step.ts): the listing's row, then the talk.
 * So a review and a cancellation of the same deal never cross, and concurrent double submits wait
 * for each other and find the first review (the unique index evaluations_deal_writer_key behind).
 */
import {
  ErrorCode,
  type Evaluation,
  type EvaluationCounts,
  type Language,
  type Page,
  type ReviewRole,
  type ReviewSort,
  reviewAverage,
  type ToBeEvaluated,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { lockTalksForStep, talkById } from '../chat/index.ts'
import { lockGoods, markSaleReviewed } from '../goods/index.ts'
import { presentEvaluation, presentWaiting } from './evaluations.present.ts'
import {
  activeDealOf,
  countsOf,
  findReview,
  hasReviewed,
  insertEvaluation,
  pageReviews,
  pageWaiting,
} from './evaluations.repo.ts'

const notAllowed = () => new AppError(403, ErrorCode.REVIEW_NOT_ALLOWED, 'review.not.allowed')
const alreadyReviewed = () => new AppError(409, ErrorCode.ALREADY_REVIEWED, 'review.already')

export interface ReviewInput {
  role: ReviewRole
  member2Id: string
  goodsId: string
  talkId: string
  content: string
  serviceScore: number
  tag1: boolean
  tag2: boolean
  tag3: boolean
  tag4: boolean
  tag5: boolean
}

/** A twin submit that got past the check loses on the unique index: the same answer as the check. */
function mapReviewConflict(err: unknown): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null
  if (pg?.constraint === 'evaluations_deal_writer_key') throw alreadyReviewed()
  throw err
}

/** POST /buyer/member/evaluation: a side of the talk's active deal reviews the other side. */
export async function writeReview(
  ctx: AppContext,
  memberId: number,
  body: ReviewInput,
  lang: Language,
): Promise<Evaluation> {
  const talk = await talkById(ctx, Number(body.talkId))
  // Another member's talk is not told apart from a talk without a deal.
  if (!talk || (talk.buyerId !== memberId && talk.sellerId !== memberId)) throw notAllowed()
  const writerIsSeller = talk.sellerId === memberId
  const otherId = writerIsSeller ? talk.buyerId : talk.sellerId
  // `role` names the member reviewed: a buyer reviewing the seller sends SELLER.
  const reviewedRole: ReviewRole = writerIsSeller ? 'BUYER' : 'SELLER'
  const now = ctx.clock.now()
  const id = await ctx.db.transaction(async (tx) => {
    const listing = await lockGoods(tx, talk.goodsId, 'update')
    await lockTalksForStep(tx, [talk.id])
    const deal = await activeDealOf(tx, talk.id)
    if (
      !listing ||
      !deal ||
      deal.goodsId !== Number(body.goodsId) ||
      Number(body.member2Id) !== otherId ||
      body.role !== reviewedRole
    ) {
      throw notAllowed()
    }
    if (await hasReviewed(tx, deal.id, memberId)) throw alreadyReviewed()
    const { role, content, serviceScore, tag1, tag2, tag3, tag4, tag5 } = body
    const id = await insertEvaluation(tx, {
      dealId: deal.id,
      memberId,
      member2Id: otherId,
      role,
      goodsId: deal.goodsId,
      talkId: talk.id,
      // An empty review reads "no review text" in the writer's language, as written.
      content: content.length > 0 ? content : t(lang, 'review.default.content'),
      serviceScore,
      tag1,
      tag2,
      tag3,
      tag4,
      tag5,
      createdAt: now,
    }).catch(mapReviewConflict)
    if (writerIsSeller && deal.singleStock) await markSaleReviewed(tx, listing, now)
    await ctx.events.emit('deal.reviewed', {
      tx,
      actorId: memberId,
      talk: { id: talk.id, buyerId: talk.buyerId, sellerId: talk.sellerId },
      quote: { id: deal.quoteId, price: deal.price },
      dealId: deal.id,
      at: now,
    })
    return id
  })
  const review = await findReview(ctx.db, id)
  if (!review) throw new Error(`review ${id} vanished after commit`)
  await ctx.events.emit('member.reviewed', {
    reviewId: id,
    memberId: otherId,
    writer: { id: memberId, name: review.memberName },
    goods: { id: review.goodsId, name: review.goodsName, cover: review.goodsCover },
    score: review.serviceScore,
    at: now,
  })
  return presentEvaluation(review, lang)
}

type Paging = { pageNumber: number; pageSize: number }

async function reviewsPage(
  ctx: AppContext,
  by: 'memberId' | 'member2Id',
  memberId: number,
  q: Paging & { sort: ReviewSort },
  lang: Language,
): Promise<Page<Evaluation>> {
  const { rows, total } = await pageReviews(ctx.db, {
    by,
    memberId,
    sort: q.sort,
    offset: (q.pageNumber - 1) * q.pageSize,
    limit: q.pageSize,
  })
  return page(
    rows.map((r) => presentEvaluation(r, lang)),
    total,
    q.pageNumber,
    q.pageSize,
  )
}

/** Reviews the member received (also a member's public reviews). */
export const reviewsReceived = (
  ctx: AppContext,
  memberId: number,
  q: Paging & { sort: ReviewSort },
  lang: Language,
) => reviewsPage(ctx, 'member2Id', memberId, q, lang)

/** Reviews the member wrote. */
export const reviewsWritten = (
  ctx: AppContext,
  memberId: number,
  q: Paging & { sort: ReviewSort },
  lang: Language,
) => reviewsPage(ctx, 'memberId', memberId, q, lang)

export async function waitingForReview(
  ctx: AppContext,
  memberId: number,
  q: Paging,
  lang: Language,
): Promise<Page<ToBeEvaluated>> {
  const { rows, total } = await pageWaiting(ctx.db, memberId, (q.pageNumber - 1) * q.pageSize, q.pageSize)
  return page(
    rows.map((r) => presentWaiting(r, memberId, lang)),
    total,
    q.pageNumber,
    q.pageSize,
  )
}

/** The average from the integer sum, by the rule the cards use (reviewAverage: no float drift). */
export async function reviewCounts(ctx: AppContext, memberId: number): Promise<EvaluationCounts> {
  const { scoreSum, ...counts } = await countsOf(ctx.db, memberId)
  return { ...counts, average: reviewAverage(scoreSum, counts.count) }
}
