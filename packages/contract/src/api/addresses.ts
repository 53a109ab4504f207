/** The address book: meet-up places (server module addresses). */

import { ADDRESS_NAME_MAX, HK_DISTRICTS, MAX_INPUT_LENGTH } from '../constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { boolish } from './common.ts'

/** A recipient's name, in characters. */
export const CONSIGNEE_MAX = 30

/** An address-book entry (a meet-up place); up to MAX_ADDRESSES per member (docs/decisions.md). */
export const addressBody = z.object({
  name: plainText('address.name.required')
    .trim()
    .min(1, { error: 'address.name.required' })
    .max(ADDRESS_NAME_MAX, { error: 'address.name.length' }),
  district: z.enum(HK_DISTRICTS, { error: 'address.district.required' }),
  detail: plainText().trim().max(MAX_INPUT_LENGTH, { error: 'address.detail.length' }).default(''),
  isDefault: boolish.default(false),
  /** Who receives a delivery there, and their Hong Kong phone: needed when the cart ships to it (docs/product/cart.md). */
  consignee: plainText().trim().max(CONSIGNEE_MAX, { error: 'address.consignee.length' }).default(''),
  mobile: plainText()
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+?852(?=\d{8}$)/, ''))
    .refine((v) => v === '' || /^[2-9]\d{7}$/.test(v), { error: 'address.mobile.invalid' })
    .default(''),
})
export type AddressBody = z.input<typeof addressBody>
export const address = z.object({
  id: z.string(),
  name: z.string(),
  district: z.enum(HK_DISTRICTS),
  detail: z.string(),
  isDefault: z.boolean(),
  consignee: z.string(),
  mobile: z.string(),
  createTime: z.string(),
})
export type Address = z.infer<typeof address>
