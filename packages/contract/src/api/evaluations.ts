/**
 * Reviews after a deal (server module evaluations; docs/product/domain-rules.md#reviews). `role`
 * is the role of the member reviewed (member2) in the deal: a review of the SELLER is written by
 * the buyer, and shows its writer labelled "buyer" (the opposite of the member reviewed).
 */

import { REVIEW_TEXT_MAX } from '../chat-constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { boolish, idSchema } from './common.ts'

export const REVIEW_ROLES = ['SELLER', 'BUYER'] as const
export type ReviewRole = (typeof REVIEW_ROLES)[number]
export const REVIEW_SORTS = ['TIME_DESC', 'TIME_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

const tag = boolish.default(false)

export const evaluationBody = z.object({
  role: z.enum(REVIEW_ROLES, { error: 'field.invalid' }),
  member2Id: idSchema,
  goodsId: idSchema,
  talkId: idSchema,
  content: plainText().trim().max(REVIEW_TEXT_MAX, { error: 'review.content.length' }).default(''),
  serviceScore: z.coerce
    .number({ error: 'review.score.range' })
    .int({ error: 'review.score.range' })
    .min(1, { error: 'review.score.range' })
    .max(5, { error: 'review.score.range' })
    .default(5),
  tag1: tag,
  tag2: tag,
  tag3: tag,
  tag4: tag,
  tag5: tag,
})
export type EvaluationBody = z.input<typeof evaluationBody>

export const evaluationQuery = z.object({
  sort: z.enum(REVIEW_SORTS).default('TIME_DESC'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export const memberEvaluationQuery = evaluationQuery.extend({ memberId: idSchema })
export const evaluationCountsQuery = z.object({ memberId: idSchema })

export const evaluation = z.object({
  id: z.string(),
  /** The writer. */
  memberId: z.string(),
  memberName: z.string(),
  memberFace: z.string(),
  /** The writer deleted their account: the name is the "deleted user" label, with no page to link to. */
  memberDeleted: z.boolean(),
  /** The member reviewed, and their role in the deal. */
  member2Id: z.string(),
  member2Name: z.string(),
  member2Deleted: z.boolean(),
  role: z.enum(REVIEW_ROLES),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  talkId: z.string(),
  content: z.string(),
  serviceScore: z.number(),
  tag1: z.boolean(),
  tag2: z.boolean(),
  tag3: z.boolean(),
  tag4: z.boolean(),
  tag5: z.boolean(),
  createTime: z.string(),
})
export type Evaluation = z.infer<typeof evaluation>

/** A deal waiting for this member's review. */
export const toBeEvaluated = z.object({
  talkId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  price: z.string(),
  member2Id: z.string(),
  name: z.string(),
  face: z.string(),
  role: z.enum(REVIEW_ROLES),
  dealTime: z.string(),
})
export type ToBeEvaluated = z.infer<typeof toBeEvaluated>

export const evaluationCounts = z.object({
  count: z.number(),
  /** Average score to one decimal ("4.8"); "" without reviews. */
  average: z.string(),
  asSeller: z.number(),
  asBuyer: z.number(),
  tag1: z.number(),
  tag2: z.number(),
  tag3: z.number(),
  tag4: z.number(),
  tag5: z.number(),
})
export type EvaluationCounts = z.infer<typeof evaluationCounts>

/**
 * The average of `count` review scores adding up to `sum`, to one decimal, halves rounded up
 * ("4.8"; "" without reviews). Integer arithmetic only: round(sum × 10 / count) is
 * ⌊(20 × sum + count) / (2 × count)⌋, so a shown score never drifts as a float would.
 */
export function reviewAverage(sum: number, count: number): string {
  if (count <= 0) return ''
  const tenths = Math.floor((20 * sum + count) / (2 * count))
  return `${Math.floor(tenths / 10)}.${tenths % 10}`
}
