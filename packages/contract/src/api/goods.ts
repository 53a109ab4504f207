/**
 * Listings, categories, addresses, favourites, footprints, reports and uploads
 * (SPEC §3–§7; issue: listings and discovery). The web forms validate with these same schemas.
 */
import { z } from 'zod'
import {
  ADDRESS_NAME_MAX,
  BOOST_MAX,
  BOOST_MIN,
  CONTACT_VALUE_MAX,
  GOODS_INTRO_MAX,
  GOODS_NAME_MAX,
  HK_DISTRICTS,
  MAX_ADDRESSES,
  MAX_GOODS_IMAGES,
  MAX_INPUT_LENGTH,
  MAX_PAGE_SIZE,
  REPORT_CONTEXT_MAX,
} from '../constants.ts'
import { CONTACT_METHODS, MARKET_ENABLE, REPORT_REASONS } from '../enums.ts'
import { EMAIL_PATTERN, plainText } from '../validation.ts'

/** Ids travel as strings of digits (DESIGN §3); numbers are accepted too. */
const idOf = (required: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, { error: required })
    .refine((v) => v.length === 0 || /^[1-9]\d{0,17}$/.test(v), { error: 'field.invalid' })
export const idSchema = idOf('field.required')

/** Accepts a repeated form key (string or array) or a comma list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return []
    if (Array.isArray(v)) return v
    if (typeof v === 'string') return v.split(',').filter(Boolean)
    return [v]
  }, z.array(item))

const boolish = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
)

/**
 * HK$ amount as an exact decimal string with 2 decimals ("1234.50"). Never a float: a number is
 * read through its decimal text, and anything with more than 2 decimals is refused.
 */
export const priceSchema = z
  .union([z.string(), z.number()], { error: 'goods.price.required' })
  .transform((v) => String(v).trim().replace(/,/g, ''))
  .refine((v) => v.length > 0, { error: 'goods.price.required' })
  .refine((v) => /^\d{1,13}(\.\d{1,2})?$/.test(v), { error: 'goods.price.invalid' })
  .refine((v) => (v.split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length <= 10, { error: 'goods.price.max' })
  .transform((v) => {
    const [whole = '0', frac = ''] = v.split('.')
    return `${whole.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`
  })

export const contactSchema = z
  .object({
    type: z.enum(CONTACT_METHODS, { error: 'goods.methods.required' }),
    value: plainText().trim().max(CONTACT_VALUE_MAX, { error: 'goods.contact.length' }).default(''),
  })
  .superRefine((c, ctx) => {
    // SPEC §5: WhatsApp, WeChat and email cannot be empty; email must be valid. "Other" may be empty.
    if (c.type !== 'other' && c.value.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'goods.contact.required' })
    } else if (c.type === 'email' && !EMAIL_PATTERN.test(c.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'email.invalid' })
    } else if (c.type === 'whatsapp' && !/^\+?[\d\s-]{8,20}$/.test(c.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'goods.contact.whatsapp' })
    }
  })
export type Contact = z.infer<typeof contactSchema>

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
  /** 0 mail or delivery, 1 self pickup or meet-up (SPEC §3). */
  tradingMethods: listOf(z.coerce.number().int().min(0).max(1)),
  addressIds: listOf(idSchema).pipe(z.array(z.string()).max(MAX_ADDRESSES)),
  contacts: z.array(contactSchema).max(CONTACT_METHODS.length).default([]),
  price: priceSchema,
}

type MethodsInput = { tradingMethods: number[]; addressIds: string[]; contacts: Contact[] }
/** SPEC §5/§8: a trading method, an address when meeting up, and a contact method. */
function requireMethods(v: MethodsInput, ctx: z.RefinementCtx) {
  const issue = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'goods.methods.required' })
  if (v.tradingMethods.length === 0) issue('tradingMethods')
  if (v.tradingMethods.includes(1) && v.addressIds.length === 0) issue('addressIds')
  if (v.contacts.length === 0) issue('contacts')
}

export const openDaysSchema = z.coerce
  .number({ error: 'goods.days.invalid' })
  .refine((v) => v === 7 || v === 30, { error: 'goods.days.invalid' })
  .transform((v) => v as 7 | 30)

export const createGoodsBody = z
  .object({ ...goodsFields, openDays: openDaysSchema })
  .superRefine(requireMethods)
export type CreateGoodsBody = z.input<typeof createGoodsBody>
export const updateGoodsBody = z.object({ ...goodsFields, goodsId: idSchema }).superRefine(requireMethods)
export type UpdateGoodsBody = z.input<typeof updateGoodsBody>

/** renewGoods and upGoods (SPEC §3). */
export const goodsDaysBody = z.object({ goodsId: idSchema, openDays: openDaysSchema })
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

export const reportBody = z
  .object({
    typeNum: z.coerce
      .number({ error: 'report.type.required' })
      .int({ error: 'report.type.required' })
      .min(0, { error: 'report.type.required' })
      .max(REPORT_REASONS.length - 1, { error: 'report.type.required' }),
    context: plainText().trim().max(REPORT_CONTEXT_MAX, { error: 'report.context.length' }).default(''),
    goodsId: idSchema,
    // Sent by the original client; the server records its own snapshot of the listing instead.
    type: z.string().optional(),
    goodsName: z.string().optional(),
    goodsPicture: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.typeNum === REPORT_REASONS.length - 1 && v.context.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['context'], message: 'report.context.required' })
    }
  })
export type ReportBody = z.input<typeof reportBody>

/** Search and browse (GET /buyer/goods/goods/es). Filters live in the web app's URL too. */
export const goodsSearchQuery = z.object({
  goodsName: plainText().trim().max(MAX_INPUT_LENGTH).optional(),
  categoryId: listOf(idSchema).optional(),
  categoryPathId: idSchema.optional(),
  storeId: idSchema.optional(),
  minPrice: priceSchema.optional(),
  maxPrice: priceSchema.optional(),
  goodsStatus: listOf(z.coerce.number().int().min(0).max(3)).optional(),
  sort: z.coerce.number({ error: 'field.invalid' }).int().min(0).max(3).default(0),
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(1000).default(1),
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(MAX_PAGE_SIZE).default(10),
  /** Search exactly what was typed: no vocabulary, no typo correction, no partial matches. */
  exact: boolish.optional(),
})
export type GoodsSearchQuery = z.input<typeof goodsSearchQuery>

/**
 * How a keyword search matched (docs/product/search.md):
 * - exact: every word as typed (scripts, case, width and plural aside);
 * - expanded: words were widened with their Hong Kong / Mainland / English equivalents;
 * - corrected: a misspelt word was replaced by a close word listings use (`correctedQuery`);
 * - partial: not every word matched; results are ranked by how many words match.
 */
export const SEARCH_MATCH_MODES = ['exact', 'expanded', 'corrected', 'partial'] as const
export type SearchMatchMode = (typeof SEARCH_MATCH_MODES)[number]
export const searchInfo = z.object({
  mode: z.enum(SEARCH_MATCH_MODES),
  /** What was searched instead of the typed keyword (corrected), else null. */
  correctedQuery: z.string().nullable(),
  /** Equivalent words the search was widened with (expanded), e.g. ["沙发", "sofa"]. */
  expandedWith: z.array(z.string()),
})
export type SearchInfo = z.infer<typeof searchInfo>

/** Search-as-you-type (GET /buyer/goods/goods/suggest). */
export const searchSuggestQuery = z.object({
  keyword: plainText().trim().min(1).max(MAX_INPUT_LENGTH),
  count: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(10).default(8),
})
export const searchSuggestions = z.object({
  /** Listing titles (or the start of them) that contain the keyword, most relevant first. */
  words: z.array(z.string()),
  /** Leaf or parent categories whose name matches, in the viewer's language. */
  categories: z.array(z.object({ id: z.string(), name: z.string(), path: z.array(z.string()) })),
})
export type SearchSuggestions = z.infer<typeof searchSuggestions>

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
})
export type GoodsCard = z.infer<typeof goodsCard>

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
  /** Shown to signed-in members only; visitors get [] and contactsHidden. */
  contacts: z.array(z.object({ type: z.enum(CONTACT_METHODS), value: z.string() })),
  contactsHidden: z.boolean(),
  openDays: z.number().int(),
  viewCount: z.number().int(),
  isOwner: z.boolean(),
  isCollection: z.boolean(),
  updateTime: z.string(),
})
export type GoodsDetail = z.infer<typeof goodsDetail>

/** The seller card on a listing and the public member page. */
export const sellerCard = z.object({
  id: z.string(),
  nickName: z.string(),
  face: z.string(),
  createTime: z.string(),
  phoneVerified: z.boolean(),
  goodsCount: z.number().int(),
  medalCount: z.number().int(),
})
export type SellerCard = z.infer<typeof sellerCard>

export const footprint = goodsCard.extend({ viewTime: z.string() })
export type Footprint = z.infer<typeof footprint>
export const collection = goodsCard.extend({ collectTime: z.string() })
export type Collection = z.infer<typeof collection>

export const goodsCondition = z.object({ value: z.number().int(), label: z.string() })

/** Categories: three levels, names in the request's language. */
const categoryBase = z.object({
  id: z.string(),
  parentId: z.string(),
  level: z.number().int(),
  name: z.string(),
  image: z.string(),
})
const categoryLevel3 = categoryBase.extend({ children: z.array(categoryBase) })
const categoryLevel2 = categoryBase.extend({ children: z.array(categoryLevel3) })
export const categoryNode = categoryBase.extend({ children: z.array(categoryLevel2) })
export interface CategoryNode {
  id: string
  parentId: string
  level: number
  name: string
  image: string
  children: CategoryNode[]
}

/** Address book (meet-up places), up to 5 per member (SPEC §5, §9). */
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

/** POST /common/common/upload/file (multipart `file`). */
export const uploadedImage = goodsImage
export type UploadedImage = z.infer<typeof uploadedImage>
