/**
 * Listings: the sell form's bodies, owner actions, and the card and detail shapes (server module
 * goods; docs/listings-api.md). The web forms validate with these same schemas.
 */

import {
  BOOST_MAX,
  BOOST_MIN,
  CONTACT_VALUE_MAX,
  GOODS_INTRO_MAX,
  GOODS_NAME_MAX,
  HK_DISTRICTS,
  MAX_ADDRESSES,
  MAX_GOODS_IMAGES,
  MAX_MEETUP_DISTRICTS,
  MAX_MEETUP_STATIONS,
  MEETUP_NOTE_MAX,
} from '../constants.ts'
import { CONTACT_METHODS, MARKET_ENABLE } from '../enums.ts'
import { moneyText, parseMoney } from '../money.ts'
import { MTR_STATION_IDS } from '../place-ids.ts'
import { isOpenDays, missingTradingFields } from '../rules.ts'
import { EMAIL_PATTERN, plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { boolish, idOf, idSchema, listOf } from './common.ts'
import { shopGoodsFields, skusSchema } from './skus.ts'

/**
 * HK$ amount as an exact decimal string with 2 decimals ("1234.50"), read by the contract's Money
 * (money.ts): never a float, anything with more than 2 decimals refused. One message per input, the
 * first that applies: "-5" is negative and "abc" not a number, so neither is told about decimals
 * (docs/product/validation.md#listings).
 */
export const priceSchema = z
  .union([z.string(), z.number()], { error: 'goods.price.required' })
  .transform((v, ctx) => {
    const r = parseMoney(v)
    if (r.ok) return moneyText(r.money)
    ctx.addIssue({ code: 'custom', message: `goods.price.${r.error}` })
    return z.NEVER
  })

export const contactSchema = z
  .object({
    type: z.enum(CONTACT_METHODS, { error: 'goods.methods.required' }),
    value: plainText().trim().max(CONTACT_VALUE_MAX, { error: 'goods.contact.length' }).default(''),
  })
  .superRefine((c, ctx) => {
    // WhatsApp, WeChat and email cannot be empty; email must be valid; "other" may be empty
    // (docs/product/validation.md#listings).
    if (c.type !== 'other' && c.value.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'goods.contact.required' })
    } else if (c.type === 'email' && !EMAIL_PATTERN.test(c.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'email.invalid' })
    } else if (c.type === 'whatsapp' && !/^\+?[\d\s-]{8,20}$/.test(c.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'goods.contact.whatsapp' })
    }
  })
export type Contact = z.infer<typeof contactSchema>

/** An MTR station id of the contract's list (places.ts). */
export const stationIdSchema = z.enum(MTR_STATION_IDS, { error: 'goods.station.invalid' })
/** One of the 18 district codes. */
export const districtSchema = z.enum(HK_DISTRICTS, { error: 'goods.district.invalid' })

/** Each place once: a repeat is dropped, not refused. */
const once = <T>(ids: T[]) => [...new Set(ids)]

const goodsFields = {
  categoryId: idOf('goods.category.required'),
  goodsName: plainText('goods.name.required')
    .trim()
    .min(1, { error: 'goods.name.required' })
    .max(GOODS_NAME_MAX, { error: 'goods.name.length' }),
  intro: plainText('goods.intro.required')
    .trim()
    .min(1, { error: 'goods.intro.required' })
    .max(GOODS_INTRO_MAX, { error: 'goods.intro.length' }),
  goodsStatus: z.coerce
    .number({ error: 'goods.condition.required' })
    .int({ error: 'goods.condition.required' })
    .min(0, { error: 'goods.condition.required' })
    .max(3, { error: 'goods.condition.required' }),
  severalInStock: boolish.default(false),
  /** Uploaded media ids, in display order; the first is the cover. */
  images: listOf(plainText().trim().min(1).max(64))
    .pipe(
      z
        .array(z.string())
        .min(1, { error: 'goods.images.required' })
        .max(MAX_GOODS_IMAGES, { error: 'goods.images.max' }),
    )
    .refine((ids) => new Set(ids).size === ids.length, { error: 'goods.images.duplicate' }),
  /** TRADING_METHOD: 0 mail or delivery, 1 self pickup or meet-up. */
  tradingMethods: listOf(z.coerce.number().int().min(0).max(1)),
  addressIds: listOf(idSchema).pipe(z.array(z.string()).max(MAX_ADDRESSES)),
  /**
   * Meet-up places picked straight in the form (docs/product/data.md#meet-up-places): MTR station
   * ids and district codes from the contract's lists, and a free note ("exit B, weekday evenings").
   * Kept only with meet-up, like the addresses.
   */
  stationIds: listOf(stationIdSchema)
    .transform(once)
    .pipe(z.array(stationIdSchema).max(MAX_MEETUP_STATIONS, { error: 'goods.station.max' }))
    .default([]),
  districts: listOf(districtSchema)
    .transform(once)
    .pipe(z.array(districtSchema).max(MAX_MEETUP_DISTRICTS, { error: 'goods.district.max' }))
    .default([]),
  placeNote: plainText().trim().max(MEETUP_NOTE_MAX, { error: 'goods.placeNote.length' }).default(''),
  contacts: z.array(contactSchema).max(CONTACT_METHODS.length).default([]),
  /**
   * "Chat only": buyers reach the seller in the chat alone. Contacts are then not needed, and any
   * sent are checked but not stored (docs/product/domain-rules.md, "Contact privacy").
   */
  chatOnly: boolish.default(false),
  /** Required for a one-off listing; a shop listing's price is its lowest SKU's (any sent is ignored). */
  price: priceSchema.optional(),
  /** Shop goods only (docs/product/shop-goods.md): 1–50 SKUs; a member's one-off listing has none. */
  skus: skusSchema.optional(),
}

type MethodsInput = {
  tradingMethods: number[]
  addressIds: string[]
  stationIds: string[]
  districts: string[]
  contacts: Contact[]
  chatOnly: boolean
}
/**
 * A one-off listing needs a price, a trading method, a place when meeting up, and a contact method
 * unless chat only; shop goods sell through the cart at their SKUs' prices.
 */
function requireMethods(v: MethodsInput & { price?: string; skus?: unknown[] }, ctx: z.RefinementCtx) {
  if (v.skus !== undefined) return
  if (v.price === undefined)
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'goods.price.required' })
  for (const field of missingTradingFields(v)) {
    const message = field === 'addressIds' ? 'goods.places.required' : 'goods.methods.required'
    ctx.addIssue({ code: 'custom', path: [field], message })
  }
}

const openDaysSchema = z.coerce
  .number({ error: 'goods.days.invalid' })
  .refine(isOpenDays, { error: 'goods.days.invalid' })
  .transform((v) => v as 7 | 30)

export const createGoodsBody = z
  .object({ ...goodsFields, openDays: openDaysSchema.optional() })
  .superRefine((v, ctx) => {
    // Shop goods never expire (docs/product/shops.md): only a one-off listing chooses its days.
    if (v.skus === undefined && v.openDays === undefined)
      ctx.addIssue({ code: 'custom', path: ['openDays'], message: 'goods.days.invalid' })
    requireMethods(v, ctx)
  })
export type CreateGoodsBody = z.input<typeof createGoodsBody>
export const updateGoodsBody = z.object({ ...goodsFields, goodsId: idSchema }).superRefine(requireMethods)
export type UpdateGoodsBody = z.input<typeof updateGoodsBody>

/** renewGoods and upGoods (docs/product/data.md#owner-tool-payloads); shop goods need no days. */
export const goodsDaysBody = z.object({ goodsId: idSchema, openDays: openDaysSchema.optional() })
/** downGoods and deleteGoods. */
export const goodsIdBody = z.object({ goodsId: idSchema })
/** addRecommendPoint: coins spent on a boost. */
export const boostBody = z.object({
  goodsId: idSchema,
  recommendPoint: z.coerce
    .number({ error: 'goods.boost.invalid' })
    .int({ error: 'goods.boost.invalid' })
    .min(BOOST_MIN, { error: 'goods.boost.invalid' })
    .max(BOOST_MAX, { error: 'goods.boost.invalid' }),
})

export const GOODS_LABELS = ['LISTED', 'EXPIRED', 'UNLISTED', 'SOLD', 'EVALUATED'] as const
export type GoodsLabel = (typeof GOODS_LABELS)[number]

export const goodsImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type GoodsImage = z.infer<typeof goodsImage>

/** A listing as cards show it (home, search, favourites, footprints, my products). */
export const goodsCard = z.object({
  id: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  sellerFace: z.string(),
  /** The seller's average review score to one decimal ("4.8", "" without reviews) and how many reviews it averages. */
  sellerScore: z.string(),
  sellerReviewCount: z.number().int(),
  goodsName: z.string(),
  /** The cover's thumbnail. */
  goodsPicture: z.string(),
  price: z.string(),
  goodsStatus: z.number().int(),
  marketEnable: z.enum(MARKET_ENABLE),
  label: z.enum(GOODS_LABELS),
  categoryId: z.string(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  recommendPoint: z.number().int(),
  collectCount: z.number().int(),
  createTime: z.string(),
  /**
   * Where it can be met (docs/product/data.md#meet-up-places): its first MTR station, and its first
   * district (picked, else its first station's, else its first address's); null without meet-up.
   */
  placeStation: stationIdSchema.nullable(),
  placeDistrict: districtSchema.nullable(),
})
export type GoodsCard = z.infer<typeof goodsCard>

/**
 * A viewer's way to a listing's contacts (docs/product/domain-rules.md, "Contact privacy"):
 * REVEAL may call revealContacts (the seller on their own listing too); LOGIN is a visitor;
 * VERIFY_PHONE a member without a verified phone; NONE a chat-only listing, one without
 * contacts, or one that is not live (sold, expired, taken down).
 */
export const CONTACT_ACCESS = ['REVEAL', 'LOGIN', 'VERIFY_PHONE', 'NONE'] as const
export type ContactAccess = (typeof CONTACT_ACCESS)[number]

/** POST contacts/{goodsId}: the seller's contact methods, and how many more listings the member may reveal today. */
export const revealedContacts = z.object({
  contacts: z.array(z.object({ type: z.enum(CONTACT_METHODS), value: z.string() })),
  revealsLeft: z.number().int(),
})
export type RevealedContacts = z.infer<typeof revealedContacts>

export const meetupAddress = z.object({
  name: z.string(),
  district: z.enum(HK_DISTRICTS),
  detail: z.string(),
})
export type MeetupAddress = z.infer<typeof meetupAddress>

export const goodsDetail = goodsCard.extend({
  intro: z.string(),
  categoryPath: z.array(z.object({ id: z.string(), name: z.string() })),
  images: z.array(goodsImage),
  severalInStock: z.boolean(),
  tradingMethods: z.array(z.number().int()),
  addresses: z.array(meetupAddress),
  /** Meet-up places picked in the form: MTR stations and districts in the seller's order, and a note. */
  stationIds: z.array(stationIdSchema),
  districts: z.array(districtSchema),
  placeNote: z.string(),
  /** Which contact methods the seller gave, never their values (those come from revealContacts). */
  contactTypes: z.array(z.enum(CONTACT_METHODS)),
  chatOnly: z.boolean(),
  /** Whether this viewer may reveal the contacts, and what stands in the way if not. */
  contactAccess: z.enum(CONTACT_ACCESS),
  openDays: z.number().int(),
  viewCount: z.number().int(),
  isOwner: z.boolean(),
  isCollection: z.boolean(),
  updateTime: z.string(),
  ...shopGoodsFields,
})
export type GoodsDetail = z.infer<typeof goodsDetail>

/**
 * The seller card on a listing and the public member page (anyone may read it: never a contact
 * detail). A deleted account is `deleted`, named "deleted member" in the viewer's language, with
 * nothing else of theirs but their reviews (docs/product/permissions.md, "Member pages").
 */
export const sellerCard = z.object({
  id: z.string(),
  deleted: z.boolean(),
  nickName: z.string(),
  face: z.string(),
  /** The member's self-introduction ('' when none) and district (null when not given). */
  bio: z.string(),
  district: z.enum(HK_DISTRICTS).nullable(),
  createTime: z.string(),
  phoneVerified: z.boolean(),
  goodsCount: z.number().int(),
  medalCount: z.number().int(),
  /** Average review score to one decimal ("4.8", "" without reviews) and the number of reviews received. */
  score: z.string(),
  reviewCount: z.number().int(),
})
export type SellerCard = z.infer<typeof sellerCard>

export const goodsCondition = z.object({ value: z.number().int(), label: z.string() })
