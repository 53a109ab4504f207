/** The address book: meet-up places (server module addresses). */

import { ADDRESS_NAME_MAX, HK_DISTRICTS, MAX_INPUT_LENGTH } from '../constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { boolish } from './common.ts'

/** An address-book entry (a meet-up place); up to MAX_ADDRESSES per member (docs/decisions.md). */
export const addressBody = z.object({
  name: plainText('address.name.required')
    .trim()
    .min(1, { error: 'address.name.required' })
    .max(ADDRESS_NAME_MAX, { error: 'address.name.length' }),
  district: z.enum(HK_DISTRICTS, { error: 'address.district.required' }),
  detail: plainText().trim().max(MAX_INPUT_LENGTH, { error: 'address.detail.length' }).default(''),
  isDefault: boolish.default(false),
})
export type AddressBody = z.input<typeof addressBody>
export const address = z.object({
  id: z.string(),
  name: z.string(),
  district: z.enum(HK_DISTRICTS),
  detail: z.string(),
  isDefault: z.boolean(),
  createTime: z.string(),
})
export type Address = z.infer<typeof address>
