/**
 * Complaints on orders (server module complaints; docs/product/after-sales.md, "Complaints"): the
 * buyer complains with a reason, text and photos; the buyer, the shop and operators write in its
 * thread; an operator decides it in the console.
 */
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { idOf } from './common.ts'
import { orderSnSchema } from './orders.ts'

export const COMPLAINT_REASONS = [
  'NOT_SHIPPED',
  'NOT_AS_DESCRIBED',
  'AFTER_SALE_REFUSED',
  'RUDE_SELLER',
  'FAKE_GOODS',
  'OTHER',
] as const
export const COMPLAINT_TEXT_MAX = 500
export const COMPLAINT_PHOTOS_MAX = 6

const paging = {
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(100).default(10),
}
const text = plainText('complaint.text.required')
  .trim()
  .min(1, { error: 'complaint.text.required' })
  .max(COMPLAINT_TEXT_MAX, { error: 'aftersale.text.max' })

export const complainBody = z.object({
  orderSn: orderSnSchema,
  reasonCode: z.enum(COMPLAINT_REASONS, { error: 'aftersale.reason.required' }),
  content: text,
  photos: z
    .array(plainText('field.invalid').trim().min(1).max(64), { error: 'field.invalid' })
    .max(COMPLAINT_PHOTOS_MAX, { error: 'aftersale.photos.max' })
    .default([]),
})
export const complaintMessageBody = z.object({ complainId: idOf('field.required'), content: text })
export const complaintDecideBody = z.object({
  favour: z.enum(['BUYER', 'SELLER', 'NONE'], { error: 'field.invalid' }),
  decision: text,
})
export const complaintIdParams = z.object({ id: idOf('field.required') })
export const complaintListQuery = z.object({
  ...paging,
  status: z.enum(['ALL', 'OPEN', 'DECIDED'], { error: 'field.invalid' }).default('ALL'),
})

export const complaintView = z.object({
  id: z.string(),
  orderSn: z.string(),
  reasonCode: z.string(),
  reasonLabel: z.string(),
  content: z.string(),
  photos: z.array(z.string()),
  status: z.enum(['OPEN', 'DECIDED']),
  favour: z.enum(['BUYER', 'SELLER', 'NONE']).nullable(),
  decision: z.string(),
  decidedTime: z.string().nullable(),
  createTime: z.string(),
  messages: z.array(
    z.object({
      author: z.enum(['BUYER', 'SELLER', 'OPERATOR']),
      content: z.string(),
      createTime: z.string(),
    }),
  ),
})
export type ComplaintView = z.infer<typeof complaintView>
