/**
 * Site settings, banners, home blocks, hot words, the category tree and articles, as operators
 * edit them (docs/admin.md, "Content and settings"; server modules/content).
 */
import { homeBlock } from '../api/site.ts'
import { WELCOME_COINS_MAX } from '../constants.ts'
import { HOME_BLOCK_KEYS } from '../enums.ts'
import { siteLinkOf } from '../site-link.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'

// ---- shared pieces

/** A text of 1–`max` characters in each of the three languages. */
const localizedText = (max: number) => {
  const one = plainText('field.required')
    .trim()
    .min(1, { error: 'field.required' })
    .max(max, { error: 'field.invalid' })
  return z.object({ 'zh-Hant': one, 'zh-Hans': one, en: one }, { error: 'field.required' })
}
/** Markdown of up to `max` characters in each language (docs/admin.md, "Articles"); may be empty. */
const localizedMarkdown = (max: number) => {
  // Tabs and line breaks are fine (plainText refuses only control characters).
  const one = plainText('field.required').max(max, { error: 'field.invalid' })
  return z.object({ 'zh-Hant': one, 'zh-Hans': one, en: one }, { error: 'field.required' })
}
const localizedValue = z.object({ 'zh-Hant': z.string(), 'zh-Hans': z.string(), en: z.string() })

/**
 * An uploaded image: a path under /media/ (POST /admin/api/media answers it). That it names an
 * image in the media table is checked by the server.
 */
export const MEDIA_PATH_PATTERN = /^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,254}$/
const mediaPath = plainText('field.required')
  .trim()
  .regex(MEDIA_PATH_PATTERN, { error: 'field.invalid' })
  .refine((v) => !v.includes('..') && !v.includes('//'), { error: 'field.invalid' })
/** A media path, or empty for the built-in picture. */
const optionalMediaPath = z.union([z.literal(''), mediaPath])

const sortOrder = z
  .number({ error: 'field.invalid' })
  .int({ error: 'field.invalid' })
  .min(0, { error: 'field.invalid' })
  .max(9999, { error: 'field.invalid' })

/**
 * A link on the site: a path on the site ("/goodsList?…") or an http(s) address; empty for none.
 * Stored as the browser reads it (`siteLinkOf`, site-link.ts).
 */
const siteLink = z
  .string({ error: 'field.invalid' })
  .max(500, { error: 'field.invalid' })
  .transform((value, ctx) => {
    const link = siteLinkOf(value)
    if (link === null || link.length > 500) {
      ctx.addIssue({ code: 'custom', message: 'field.invalid' })
      return z.NEVER
    }
    return link
  })

// ---- settings (right `settings`)

export const SITE_NAME_MAX = 40
/** `GET/PUT /admin/api/settings/site`: empty pictures mean the built-in logo and icon. */
export const siteSettingsBody = z.object({
  siteName: localizedText(SITE_NAME_MAX),
  buyerSideLogo: optionalMediaPath,
  buyerSideIcon: optionalMediaPath,
  /** Coins each new member gets once at registration; 0 for none. */
  welcomeCoins: z
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .min(0, { error: 'field.invalid' })
    .max(WELCOME_COINS_MAX, { error: 'field.invalid' }),
})
export type SiteSettingsBody = z.input<typeof siteSettingsBody>
export const siteSettingsForm = z.object({
  siteName: localizedValue,
  buyerSideLogo: z.string(),
  buyerSideIcon: z.string(),
  welcomeCoins: z.number().int(),
})
export type SiteSettingsForm = z.infer<typeof siteSettingsForm>

export const HOLD_AFTER_REPORTS_DEFAULT = 3
/** `GET/PUT /admin/api/settings/moderation`: distinct reporters that hold a listing (1–100). */
export const moderationSettings = z.object({
  holdAfterReports: z
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .min(1, { error: 'field.invalid' })
    .max(100, { error: 'field.invalid' }),
})
export type ModerationSettings = z.infer<typeof moderationSettings>

/** `GET/PUT /admin/api/settings/home`: every section once, in the order shown. */
export const homeSettings = z.object({
  blocks: z
    .array(homeBlock, { error: 'field.invalid' })
    .length(HOME_BLOCK_KEYS.length, { error: 'field.invalid' })
    .refine((blocks) => new Set(blocks.map((b) => b.key)).size === blocks.length, { error: 'field.invalid' }),
})
export type HomeSettings = z.infer<typeof homeSettings>

// ---- media

/** `POST /admin/api/media` (multipart, field `file`): the stored image. */
export const adminMedia = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  width: z.number(),
  height: z.number(),
})
export type AdminMedia = z.infer<typeof adminMedia>

// ---- banners

export const BANNER_TITLE_MAX = 60
export const bannerBody = z.object({
  imageUrl: mediaPath,
  title: localizedText(BANNER_TITLE_MAX),
  link: siteLink.default(''),
  sortOrder: sortOrder.default(0),
  enabled: z.boolean({ error: 'field.invalid' }).default(true),
})
export type BannerBody = z.input<typeof bannerBody>
export const adminBanner = z.object({
  id: z.string(),
  imageUrl: z.string(),
  title: localizedValue,
  link: z.string(),
  sortOrder: z.number(),
  enabled: z.boolean(),
})
export type AdminBanner = z.infer<typeof adminBanner>

// ---- hot words

export const HOT_WORD_MAX = 32
/** The word of `PUT/DELETE /admin/api/hot-words/:word`. */
export const hotWordParam = z.object({
  word: plainText('field.required')
    .trim()
    .min(1, { error: 'field.required' })
    .max(HOT_WORD_MAX, { error: 'field.invalid' }),
})
export const hotWordRuleBody = z.object({
  action: z.enum(['PIN', 'HIDE'], { error: 'field.invalid' }),
  sortOrder: sortOrder.default(0),
})
export type HotWordRuleBody = z.input<typeof hotWordRuleBody>
export const hotWordRule = z.object({
  word: z.string(),
  action: z.enum(['PIN', 'HIDE']),
  sortOrder: z.number(),
  createTime: z.string(),
})
export type HotWordRule = z.infer<typeof hotWordRule>
/**
 * `GET /admin/api/hot-words`: the words as searches rank them (before any rule, `count` = searchers
 * counted once a day), what visitors see now (in the operator's language) and the rules.
 */
export const hotWordsOverview = z.object({
  computed: z.array(z.object({ word: z.string(), count: z.number() })),
  shown: z.array(z.string()),
  rules: z.array(hotWordRule),
})
export type HotWordsOverview = z.infer<typeof hotWordsOverview>

// ---- categories

export const CATEGORY_NAME_MAX = 30
const categoryId = z
  .string({ error: 'field.invalid' })
  .regex(/^(0|[1-9]\d{0,14})$/, { error: 'field.invalid' })

export interface AdminCategory {
  id: string
  parentId: string
  level: number
  name: { 'zh-Hant': string; 'zh-Hans': string; en: string }
  image: string
  sortOrder: number
  hidden: boolean
  children: AdminCategory[]
}
const adminCategoryBase = z.object({
  id: z.string(),
  parentId: z.string(),
  level: z.number(),
  name: localizedValue,
  image: z.string(),
  sortOrder: z.number(),
  hidden: z.boolean(),
})
// Three levels spelled out (a recursive schema cannot be compiled into a response serializer).
const adminCategoryLevel3 = adminCategoryBase.extend({ children: z.array(adminCategoryBase) })
const adminCategoryLevel2 = adminCategoryBase.extend({ children: z.array(adminCategoryLevel3) })
export const adminCategory = adminCategoryBase.extend({ children: z.array(adminCategoryLevel2) })

/** `POST /admin/api/categories`: parentId '0' adds a top-level category. */
export const categoryCreateBody = z.object({
  parentId: categoryId,
  name: localizedText(CATEGORY_NAME_MAX),
  sortOrder: sortOrder.default(0),
})
export type CategoryCreateBody = z.input<typeof categoryCreateBody>

/** `PUT /admin/api/categories/:id`: rename, move, reorder, hide; at least one of them. */
export const categoryChangeBody = z
  .object({
    name: localizedText(CATEGORY_NAME_MAX).optional(),
    parentId: categoryId.optional(),
    sortOrder: sortOrder.optional(),
    hidden: z.boolean({ error: 'field.invalid' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'field.required' })
export type CategoryChangeBody = z.input<typeof categoryChangeBody>

// ---- articles

export const ARTICLE_TYPES = ['PAGE', 'HELP', 'ANNOUNCEMENT'] as const
export type ArticleType = (typeof ARTICLE_TYPES)[number]
/** The fixed pages (PAGE articles), each at most once. */
export const PAGE_KEYS = ['about', 'privacy', 'terms', 'disclaimer', 'contact'] as const
export const ARTICLE_TITLE_MAX = 100
export const ARTICLE_CONTENT_MAX = 50_000

/**
 * `POST /admin/api/articles`, `PUT /admin/api/articles/:id`. A PAGE needs one of PAGE_KEYS (one
 * article each); other types have no key.
 */
export const articleBody = z
  .object({
    key: z.union([z.literal(''), z.enum(PAGE_KEYS, { error: 'field.invalid' })]).default(''),
    type: z.enum(ARTICLE_TYPES, { error: 'field.invalid' }),
    title: localizedText(ARTICLE_TITLE_MAX),
    content: localizedMarkdown(ARTICLE_CONTENT_MAX),
    sortOrder: sortOrder.default(0),
  })
  .refine((b) => (b.type === 'PAGE') === (b.key !== ''), { error: 'field.invalid', path: ['key'] })
export type ArticleBody = z.input<typeof articleBody>

export const ARTICLES_PAGE_MAX = 50
export const articlesQuery = z.object({
  type: z.enum(ARTICLE_TYPES, { error: 'field.invalid' }).optional(),
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .min(1, { error: 'field.invalid' })
    .max(ARTICLES_PAGE_MAX, { error: 'field.invalid' })
    .default(20),
})
export type ArticlesQuery = z.input<typeof articlesQuery>

export const adminArticle = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(ARTICLE_TYPES),
  title: localizedValue,
  content: localizedValue,
  sortOrder: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
})
export type AdminArticle = z.infer<typeof adminArticle>
