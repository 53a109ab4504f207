/**
 * Shops (server module shops; docs/product/shops.md): the application a member sends from
 * /shopEntry, the public shop page (/merchant), and the owner's settings and pickup points. The
 * web forms validate with these same schemas.
 */

import { ADDRESS_NAME_MAX, HK_DISTRICTS, MAX_INPUT_LENGTH } from '../constants.ts'
import { moneyText, parseMoney } from '../money.ts'
import { isValidPhone, plainText } from '../validation.ts'
import { z } from '../zod.ts'

export const SHOP_STATUS = ['APPLYING', 'OPEN', 'REFUSED', 'CLOSED'] as const
export type ShopStatusName = (typeof SHOP_STATUS)[number]
export const SHOP_NAME_MIN = 2
export const SHOP_NAME_MAX = 30
export const SHOP_INTRO_MAX = 500
export const SHOP_CONTACT_NAME_MAX = 30
/** Opening hours of a pickup point, free text ("Mon–Sat 11:00–20:00"). */
export const SHOP_HOURS_MAX = 60
/** Pickup points a shop may keep. */
export const SHOP_ADDRESSES_MAX = 10
/** A fee is at most HK$9,999.99; the free-delivery threshold at most HK$99,999.99. */
const FEE_WHOLE_DIGITS = 4
const THRESHOLD_WHOLE_DIGITS = 5

/**
 * A Hong Kong business registration number (docs/product/shops.md, "Business registration
 * number"): the 8 digits of the certificate, optionally written with the main business's branch
 * suffix "-000" ("12345678-000"); spaces are ignored. Normalised to the 8 digits.
 */
export const BRN_PATTERN = /^(\d{8})(?:-?000)?$/
export function normalizeBrn(input: string): string | null {
  const match = BRN_PATTERN.exec(input.replace(/\s+/g, ''))
  return match ? (match[1] as string) : null
}
export const brnSchema = plainText('shop.brn.required')
  .trim()
  .min(1, { error: 'shop.brn.required' })
  .max(MAX_INPUT_LENGTH, { error: 'shop.brn.format' })
  .transform((v, ctx) => {
    const brn = normalizeBrn(v)
    if (brn) return brn
    ctx.addIssue({ code: 'custom', message: 'shop.brn.format' })
    return z.NEVER
  })

/**
 * A Hong Kong mobile number (docs/product/validation.md#phone: 8 digits from 4–9); spaces,
 * hyphens and a leading +852 are dropped. Normalised to the 8 digits.
 */
export const hkMobileSchema = plainText('phone.required')
  .trim()
  .min(1, { error: 'phone.required' })
  .max(MAX_INPUT_LENGTH, { error: 'phone.invalid' })
  .transform((v, ctx) => {
    const digits = v.replace(/[\s-]/g, '').replace(/^(\+852|\(\+?852\))/, '')
    if (isValidPhone('852', digits)) return digits
    ctx.addIssue({ code: 'custom', message: 'phone.invalid' })
    return z.NEVER
  })

const shopDistrict = z.enum(HK_DISTRICTS, { error: 'address.district.required' })
/** An uploaded image's id (media), or the url the shop already shows. */
const imageRef = (required?: string) =>
  plainText(required)
    .trim()
    .max(300, { error: 'field.invalid' })
    .refine((v) => !required || v.length > 0, { error: required })

const storeName = plainText('shop.name.required')
  .trim()
  .min(1, { error: 'shop.name.required' })
  .min(SHOP_NAME_MIN, { error: 'shop.name.length' })
  .max(SHOP_NAME_MAX, { error: 'shop.name.length' })
const storeDesc = plainText('shop.desc.required')
  .trim()
  .min(1, { error: 'shop.desc.required' })
  .max(SHOP_INTRO_MAX, { error: 'shop.desc.length' })
const pickupDetail = plainText('shop.pickup.required')
  .trim()
  .min(1, { error: 'shop.pickup.required' })
  .max(MAX_INPUT_LENGTH, { error: 'shop.pickup.length' })

/** POST /buyer/store/store/apply: the application (a refused member's rewrites the old one). */
export const shopApplyBody = z.object({
  storeName,
  /** The id of the member's uploaded logo (POST /common/common/upload/file). */
  storeLogo: imageRef('shop.logo.required'),
  storeDesc,
  brn: brnSchema,
  linkName: plainText('shop.contact.required')
    .trim()
    .min(1, { error: 'shop.contact.required' })
    .max(SHOP_CONTACT_NAME_MAX, { error: 'shop.contact.length' }),
  linkPhone: hkMobileSchema,
  district: shopDistrict,
  pickupAddress: pickupDetail,
})
export type ShopApplyBody = z.input<typeof shopApplyBody>

/** The member's application as they see it (GET /buyer/store/store/apply; null when none). */
export const shopApplication = z.object({
  id: z.string(),
  status: z.enum(SHOP_STATUS),
  storeName: z.string(),
  storeLogo: z.string(),
  storeDesc: z.string(),
  brn: z.string(),
  linkName: z.string(),
  linkPhone: z.string(),
  district: z.enum(HK_DISTRICTS),
  pickupAddress: z.string(),
  /** Why an operator refused it ('' otherwise). */
  refuseReason: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
})
export type ShopApplication = z.infer<typeof shopApplication>

/** GET /buyer/store/store/get/detail/{id}: an open shop's page. */
export const shopPage = z.object({
  id: z.string(),
  memberId: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  banner: z.string(),
  storeDesc: z.string(),
  district: z.enum(HK_DISTRICTS),
  /** The average of its order reviews to one decimal ("4.7"); '' before the first review. */
  score: z.string(),
  reviewCount: z.number().int(),
  /** Its live goods. */
  goodsCount: z.number().int(),
  createTime: z.string(),
})
export type ShopPage = z.infer<typeof shopPage>

/** A fee: HK$ 0 to 9,999.99, exact (money.ts). */
const feeSchema = (wholeDigits: number) =>
  z.union([z.string(), z.number()], { error: 'shop.fee.invalid' }).transform((v, ctx) => {
    const r = parseMoney(v, { maxWholeDigits: wholeDigits })
    if (r.ok) return moneyText(r.money)
    ctx.addIssue({ code: 'custom', message: r.error === 'max' ? 'shop.fee.max' : 'shop.fee.invalid' })
    return z.NEVER
  })

/** PUT /buyer/store/store/mine: what the owner may change (left out: unchanged). */
export const shopSettingsBody = z.object({
  /** An uploaded image's id, or the current url (unchanged). */
  storeLogo: imageRef('shop.logo.required').optional(),
  /** An uploaded image's id, the current url, or '' for none. */
  banner: imageRef().optional(),
  storeDesc: storeDesc.optional(),
  deliveryFee: feeSchema(FEE_WHOLE_DIGITS).optional(),
  lockerFee: feeSchema(FEE_WHOLE_DIGITS).optional(),
  convenienceFee: feeSchema(FEE_WHOLE_DIGITS).optional(),
  /** Delivery is free from this goods total; null or '' for never. */
  freeShippingOver: z
    .preprocess((v) => (v === '' ? null : v), feeSchema(THRESHOLD_WHOLE_DIGITS).nullable())
    .optional(),
})
export type ShopSettingsBody = z.input<typeof shopSettingsBody>

/** A pickup point (the cart's self pickup). */
export const shopAddressBody = z.object({
  name: plainText('address.name.required')
    .trim()
    .min(1, { error: 'address.name.required' })
    .max(ADDRESS_NAME_MAX, { error: 'address.name.length' }),
  district: shopDistrict,
  detail: pickupDetail,
  hours: plainText().trim().max(SHOP_HOURS_MAX, { error: 'shop.hours.length' }).default(''),
})
export type ShopAddressBody = z.input<typeof shopAddressBody>
export const shopAddress = z.object({
  id: z.string(),
  name: z.string(),
  district: z.enum(HK_DISTRICTS),
  detail: z.string(),
  hours: z.string(),
})
export type ShopAddress = z.infer<typeof shopAddress>

/** GET /buyer/store/store/mine: the owner's shop with its fees and pickup points. */
export const shopSettings = shopPage.extend({
  status: z.enum(SHOP_STATUS),
  deliveryFee: z.string(),
  lockerFee: z.string(),
  convenienceFee: z.string(),
  freeShippingOver: z.string().nullable(),
  addresses: z.array(shopAddress),
})
export type ShopSettings = z.infer<typeof shopSettings>

/** A favourite shop (GET /buyer/member/collection/STORE). */
export const storeCollection = z.object({
  id: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  district: z.enum(HK_DISTRICTS),
  score: z.string(),
  goodsCount: z.number().int(),
  collectTime: z.string(),
})
export type StoreCollection = z.infer<typeof storeCollection>
