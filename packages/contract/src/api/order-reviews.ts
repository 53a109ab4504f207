/**
 * Order reviews (server module order-reviews; docs/product/after-sales.md, "Order reviews"): the
 * buyer reviews each item of a completed order once; the goods page lists them.
 */
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { idOf } from './common.ts'
import { orderSnSchema } from './orders.ts'

export const ORDER_REVIEW_TEXT_MAX = 500
export const ORDER_REVIEW_PHOTOS_MAX = 4

const paging = {
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(100).default(10),
}

export const orderReviewBody = z.object({
  orderSn: orderSnSchema,
  itemId: idOf('field.required'),
  score: z
    .number({ error: 'review.score.invalid' })
    .int({ error: 'review.score.invalid' })
    .min(1, { error: 'review.score.invalid' })
    .max(5, { error: 'review.score.invalid' }),
  content: plainText('field.invalid')
    .trim()
    .max(ORDER_REVIEW_TEXT_MAX, { error: 'aftersale.text.max' })
    .default(''),
  /** Media ids of the buyer's own uploads. */
  photos: z
    .array(plainText('field.invalid').trim().min(1).max(64), { error: 'field.invalid' })
    .max(ORDER_REVIEW_PHOTOS_MAX, { error: 'review.photos.max' })
    .default([]),
})
export type OrderReviewBody = z.input<typeof orderReviewBody>

export const myReviewsQuery = z.object({
  ...paging,
  tab: z.enum(['TO_REVIEW', 'REVIEWED'], { error: 'field.invalid' }).default('TO_REVIEW'),
})
export const goodsReviewsQuery = z.object({ ...paging })
export const goodsReviewsParams = z.object({ goodsId: idOf('field.required') })
export const orderReviewParams = z.object({ id: idOf('field.required') })

export const orderReviewView = z.object({
  id: z.string(),
  orderSn: z.string(),
  itemId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  specs: z.string(),
  image: z.string(),
  score: z.number().int(),
  content: z.string(),
  photos: z.array(z.string()),
  memberName: z.string(),
  memberFace: z.string(),
  createTime: z.string(),
})
export type OrderReviewView = z.infer<typeof orderReviewView>

export const itemToReview = z.object({
  orderSn: z.string(),
  itemId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  specs: z.string(),
  image: z.string(),
  price: z.string(),
  num: z.number().int(),
  completedTime: z.string().nullable(),
})
export type ItemToReviewView = z.infer<typeof itemToReview>
