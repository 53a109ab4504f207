/**
 * Order reviews (docs/product/after-sales.md, "Order reviews"): the buyer reviews each item of a
 * COMPLETED order once (score 1–5, text ≤ 500, up to 4 of their own photos), in one transaction:
 * the item is marked reviewed through orders' face (a conditional UPDATE: of two racing reviews
 * one wins, the other gets 409 35001), the review is stored, and the shop's rating takes the score.
 */
import {
  ErrorCode,
  type ItemToReviewView,
  type Language,
  type OrderReviewView,
  type orderReviewBody,
  type Page,
} from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { mediaOwnedBy } from '../media/index.ts'
import { publicName } from '../members/index.ts'
import { buyerOrderWithItems, itemsToReview, markItemReviewed } from '../orders/index.ts'
import { addShopScore } from '../shops/index.ts'
import { findOwnReview, insertReview, type OrderReviewWithWriter, pageReviews } from './order-reviews.repo.ts'

const orderNotFound = () => new AppError(404, ErrorCode.ORDER_NOT_FOUND, 'order.not.found')
const notCompleted = () => new AppError(409, ErrorCode.ORDER_REVIEW_NOT_ALLOWED, 'review.order.state')
const itemUnknown = () => new AppError(400, ErrorCode.AFTER_SALE_ITEM_UNKNOWN, 'aftersale.item.unknown')
const already = () => new AppError(409, ErrorCode.ALREADY_REVIEWED, 'review.already')
const photoUnknown = () => new AppError(400, ErrorCode.AFTER_SALE_PHOTO_UNKNOWN, 'aftersale.photo.unknown')
const reviewNotFound = () => new AppError(404, ErrorCode.NOT_FOUND, 'not.found')

export function presentReview(r: OrderReviewWithWriter, lang: Language): OrderReviewView {
  return {
    id: String(r.id),
    orderSn: r.orderSn,
    itemId: String(r.itemId),
    goodsId: String(r.goodsId),
    goodsName: r.goodsName,
    specs: r.specs,
    image: r.image,
    score: r.score,
    content: r.content,
    photos: r.photos,
    memberName: publicName(r.memberName, r.memberDeleted, lang),
    memberFace: r.memberDeleted ? '' : r.memberFace,
    createTime: r.createdAt.toISOString(),
  }
}

async function photoUrls(db: DbOrTx, buyerId: number, ids: string[]): Promise<string[]> {
  if (new Set(ids).size !== ids.length) throw photoUnknown()
  const rows = await mediaOwnedBy(db, buyerId, ids)
  if (rows.length !== ids.length) throw photoUnknown()
  return rows.map((r) => r.url)
}

export async function reviewItem(
  ctx: AppContext,
  buyerId: number,
  body: z.output<typeof orderReviewBody>,
  lang: Language,
): Promise<OrderReviewView> {
  const now = ctx.clock.now()
  const id = await ctx.db.transaction(async (tx) => {
    const found = await buyerOrderWithItems(tx, buyerId, body.orderSn)
    if (!found) throw orderNotFound()
    if (found.order.status !== 'COMPLETED') throw notCompleted()
    const item = found.items.find((i) => i.id === Number(body.itemId))
    if (!item) throw itemUnknown()
    if (!(await markItemReviewed(tx, found.order.id, item.id, now))) throw already()
    const row = await insertReview(tx, {
      orderId: found.order.id,
      orderSn: found.order.sn,
      itemId: item.id,
      goodsId: item.goodsId,
      shopId: found.order.shopId,
      buyerId,
      score: body.score,
      content: body.content,
      photos: await photoUrls(tx, buyerId, body.photos),
      goodsName: item.goodsName,
      specs: item.specs,
      image: item.image,
      createdAt: now,
    })
    await addShopScore(tx, found.order.shopId, body.score)
    return row.id
  })
  return reviewDetail(ctx, buyerId, id, lang)
}

export async function reviewDetail(ctx: AppContext, buyerId: number, id: number, lang: Language) {
  const row = await findOwnReview(ctx.db, buyerId, id)
  if (!row) throw reviewNotFound()
  return presentReview(row, lang)
}

export async function goodsReviews(
  ctx: AppContext,
  goodsId: number,
  q: { pageNumber: number; pageSize: number },
  lang: Language,
): Promise<Page<OrderReviewView>> {
  const { rows, total } = await pageReviews(ctx.db, { goodsId }, q)
  return page(
    rows.map((r) => presentReview(r, lang)),
    total,
    q.pageNumber,
    q.pageSize,
  )
}

export async function myReviewed(
  ctx: AppContext,
  buyerId: number,
  q: { pageNumber: number; pageSize: number },
  lang: Language,
): Promise<Page<OrderReviewView>> {
  const { rows, total } = await pageReviews(ctx.db, { buyerId }, q)
  return page(
    rows.map((r) => presentReview(r, lang)),
    total,
    q.pageNumber,
    q.pageSize,
  )
}

export async function myToReview(
  ctx: AppContext,
  buyerId: number,
  q: { pageNumber: number; pageSize: number },
): Promise<Page<ItemToReviewView>> {
  const { rows, total } = await itemsToReview(ctx.db, buyerId, q)
  const records = rows.map((r) => ({
    orderSn: r.orderSn,
    itemId: String(r.itemId),
    goodsId: String(r.goodsId),
    goodsName: r.goodsName,
    specs: r.specs,
    image: r.image,
    price: r.price,
    num: r.num,
    completedTime: r.completedAt?.toISOString() ?? null,
  }))
  return page(records, total, q.pageNumber, q.pageSize)
}
