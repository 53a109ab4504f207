/**
 * After-sales (server module aftersales; docs/product/after-sales.md): a buyer's return or refund
 * request on a paid order, the shop's answer and the refund. The refund amount a client sends is
 * checked against the server's cap; every amount shown is the server's, as an exact HK$ string.
 */
import { moneyText, parseMoney } from '../money.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { idOf } from './common.ts'
import { orderSnSchema, shipBody } from './orders.ts'

export const AFTER_SALE_KINDS = ['RETURN_REFUND', 'REFUND_ONLY'] as const
export type AfterSaleKindName = (typeof AFTER_SALE_KINDS)[number]
export const AFTER_SALE_STATUSES = [
  'APPLIED',
  'ACCEPTED',
  'BUYER_SHIPPED',
  'REFUNDED',
  'REFUSED',
  'CANCELLED',
] as const
export type AfterSaleStatusName = (typeof AFTER_SALE_STATUSES)[number]
/** Why the buyer asks (the reasons list; labels in the server's three languages). */
export const AFTER_SALE_REASONS = [
  'NOT_AS_DESCRIBED',
  'DAMAGED',
  'WRONG_ITEM',
  'MISSING_PARTS',
  'NOT_RECEIVED',
  'CHANGED_MIND',
  'OTHER',
] as const
export const AFTER_SALE_PHOTOS_MAX = 6
export const AFTER_SALE_TEXT_MAX = 500

const paging = {
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(100).default(10),
}

/** A refund amount: exact HK$ with at most 2 decimals, more than zero (the cap is the server's). */
export const refundAmountSchema = z
  .union([z.string(), z.number()], { error: 'aftersale.amount.invalid' })
  .transform((v, ctx) => {
    const r = parseMoney(v)
    if (r.ok && r.money > 0n) return moneyText(r.money)
    ctx.addIssue({ code: 'custom', message: 'aftersale.amount.invalid' })
    return z.NEVER
  })

export const applyAfterSaleBody = z.object({
  orderSn: orderSnSchema,
  /** One item of the order; absent for the whole order. */
  itemId: idOf('field.required').optional(),
  kind: z.enum(AFTER_SALE_KINDS, { error: 'field.invalid' }),
  reasonCode: z.enum(AFTER_SALE_REASONS, { error: 'aftersale.reason.required' }),
  reasonText: plainText('field.invalid')
    .trim()
    .max(AFTER_SALE_TEXT_MAX, { error: 'aftersale.text.max' })
    .default(''),
  /** Media ids of the buyer's own uploads. */
  photos: z
    .array(plainText('field.invalid').trim().min(1).max(64), { error: 'field.invalid' })
    .max(AFTER_SALE_PHOTOS_MAX, { error: 'aftersale.photos.max' })
    .default([]),
  refundAmount: refundAmountSchema,
})
export type ApplyAfterSaleBody = z.input<typeof applyAfterSaleBody>

export const afterSaleSnParams = z.object({ sn: orderSnSchema })
export const afterSaleDeliveryParams = z.object({ afterSaleSn: orderSnSchema })
export const afterSaleDeliveryBody = shipBody
export const afterSaleRefuseBody = z.object({
  reason: plainText('aftersale.refuse.reason')
    .trim()
    .min(1, { error: 'aftersale.refuse.reason' })
    .max(AFTER_SALE_TEXT_MAX, { error: 'aftersale.text.max' }),
})
export const afterSaleListQuery = z.object({
  ...paging,
  status: z.enum(['ALL', ...AFTER_SALE_STATUSES], { error: 'field.invalid' }).default('ALL'),
})
export const afterSaleCapQuery = z.object({
  orderSn: orderSnSchema,
  itemId: idOf('field.required').optional(),
})

export const afterSaleReason = z.object({ code: z.string(), label: z.string() })
export const afterSaleCap = z.object({ orderSn: z.string(), itemId: z.string().nullable(), max: z.string() })

export const afterSaleView = z.object({
  sn: z.string(),
  orderSn: z.string(),
  itemId: z.string().nullable(),
  goodsName: z.string(),
  image: z.string(),
  kind: z.enum(AFTER_SALE_KINDS),
  reasonCode: z.string(),
  reasonLabel: z.string(),
  reasonText: z.string(),
  photos: z.array(z.string()),
  refundAmount: z.string(),
  status: z.enum(AFTER_SALE_STATUSES),
  refuseReason: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  /** How the money went back, once REFUNDED. */
  refund: z.object({ wallet: z.string(), provider: z.string(), coinsValue: z.string(), coins: z.number() }),
  createTime: z.string(),
  refundTime: z.string().nullable(),
  logs: z.array(
    z.object({ status: z.string(), actor: z.string(), note: z.string(), createTime: z.string() }),
  ),
})
export type AfterSaleView = z.infer<typeof afterSaleView>
