/**
 * Shop applications in the console (docs/admin.md, "Shops"; server module shops): the list by
 * status, an application's page, approve, and refuse with a reason the applicant is told. Ids
 * travel as strings, times as ISO 8601 strings; validation messages are keys of the server's
 * catalogue (apps/server/src/lib/messages-shops.ts).
 */

import { SHOP_STATUS } from '../api/shops.ts'
import { HK_DISTRICTS } from '../constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { operationsPaging } from './operations.ts'

/** An operator's reason for refusing an application: the applicant reads it in their notice. */
export const SHOP_REFUSE_REASON_MAX = 500

/** `GET /admin/api/shops?status=&q=`: by status (all when left out); `q` a shop name's part, a BRN or a member's id. */
export const adminShopQuery = operationsPaging.extend({
  status: z.enum(SHOP_STATUS, { error: 'field.invalid' }).optional(),
  q: plainText()
    .trim()
    .max(100, { error: 'field.invalid' })
    .optional()
    .transform((v) => v ?? ''),
})
export type AdminShopQuery = z.input<typeof adminShopQuery>

export const adminShopRow = z.object({
  id: z.string(),
  status: z.enum(SHOP_STATUS),
  storeName: z.string(),
  storeLogo: z.string(),
  brn: z.string(),
  district: z.enum(HK_DISTRICTS),
  memberId: z.string(),
  memberName: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
})
export type AdminShopRow = z.infer<typeof adminShopRow>

/** `GET /admin/api/shops/:id`: everything the applicant sent, who decided and why. */
export const adminShopDetail = adminShopRow.extend({
  storeDesc: z.string(),
  linkName: z.string(),
  /** Unmasked: operators call the applicant to check. */
  linkPhone: z.string(),
  pickupAddress: z.string(),
  refuseReason: z.string(),
  reviewerName: z.string(),
  /** The applicant is banned (an application of theirs cannot be approved). */
  memberDisabled: z.boolean(),
})
export type AdminShopDetail = z.infer<typeof adminShopDetail>

export const shopRefuseBody = z.object({
  reason: plainText('operations.text.required')
    .trim()
    .min(1, { error: 'operations.text.required' })
    .max(SHOP_REFUSE_REASON_MAX, { error: 'shops.reason.length' }),
})
export type ShopRefuseBody = z.input<typeof shopRefuseBody>
