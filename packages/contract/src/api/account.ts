/**
 * The member's own data: the export download and account deletion (server module account;
 * docs/product/domain-rules.md, "Account deletion"; docs/product/api.md, Account).
 */

import type { Language } from '../constants.ts'
import { HK_DISTRICTS } from '../constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'

/**
 * What the member types to confirm a deletion, as the page shows it in their language. The server
 * takes the phrase of any of the three languages: a member may switch language on the way.
 */
export const DELETE_ACCOUNT_PHRASES = {
  'zh-Hant': '刪除我的帳戶',
  'zh-Hans': '删除我的账户',
  en: 'DELETE MY ACCOUNT',
} as const satisfies Record<Language, string>

/** Whether `typed` is one of the confirmation phrases (spaces around it do not matter). */
export function isDeletePhrase(typed: string): boolean {
  const value = typed.trim()
  return Object.values(DELETE_ACCOUNT_PHRASES).some((phrase) => phrase === value)
}

/** POST /buyer/passport/member/delete: the current password and the typed phrase. */
export const deleteAccountBody = z.object({
  password: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }).max(64),
  phrase: plainText('field.required').trim().min(1, { error: 'field.required' }).max(64),
})
export type DeleteAccountBody = z.input<typeof deleteAccountBody>

/** Exports per member within the window; the next one is refused with 429 until the window passes. */
export const ACCOUNT_EXPORT_LIMIT = { count: 5, windowMs: 60 * 60 * 1000 } as const

// ---- The export file (GET /buyer/passport/member/export) ----

const counterpart = z.string()

const exportMessage = z.object({
  seq: z.number(),
  fromMe: z.boolean(),
  kind: z.enum(['TEXT', 'PHOTO', 'EVENT']),
  text: z.string(),
  event: z.string().nullable(),
  price: z.string().nullable(),
  createTime: z.string(),
})

const exportReview = z.object({
  id: z.string(),
  dealId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  /** The role of the member reviewed. */
  role: z.enum(['SELLER', 'BUYER']),
  counterpart,
  serviceScore: z.number(),
  tags: z.array(z.number()),
  content: z.string(),
  createTime: z.string(),
})

/**
 * The download: everything the site keeps about the member, their own contact details included,
 * but of other members only the nickname (docs/product/domain-rules.md, "Account deletion").
 * Lists are newest first and capped; `truncated` names the lists that were cut.
 */
export const accountExport = z.object({
  format: z.literal('kaifong-account-export'),
  version: z.literal(1),
  exportTime: z.string(),
  profile: z.object({
    id: z.string(),
    username: z.string(),
    nickName: z.string(),
    face: z.string(),
    email: z.string(),
    countryCode: z.string(),
    mobile: z.string(),
    phoneVerified: z.boolean(),
    bio: z.string(),
    district: z.enum(HK_DISTRICTS).nullable(),
    invitationCode: z.string(),
    createTime: z.string(),
  }),
  addresses: z.array(
    z.object({
      name: z.string(),
      district: z.string(),
      detail: z.string(),
      isDefault: z.boolean(),
      createTime: z.string(),
    }),
  ),
  listings: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      intro: z.string(),
      price: z.string(),
      goodsStatus: z.number(),
      categoryId: z.string(),
      marketEnable: z.string(),
      severalInStock: z.boolean(),
      tradingMethods: z.array(z.number()),
      meetupAddresses: z.array(z.object({ name: z.string(), district: z.string(), detail: z.string() })),
      contacts: z.array(z.object({ type: z.string(), value: z.string() })),
      chatOnly: z.boolean(),
      openDays: z.number(),
      openTime: z.string().nullable(),
      closeTime: z.string().nullable(),
      viewCount: z.number(),
      collectCount: z.number(),
      images: z.array(z.object({ url: z.string(), thumbnail: z.string() })),
      createTime: z.string(),
      updateTime: z.string(),
      deleteTime: z.string().nullable(),
    }),
  ),
  talks: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['BUYER', 'SELLER']),
      counterpart,
      goodsId: z.string(),
      goodsName: z.string(),
      createTime: z.string(),
      messages: z.array(exportMessage),
    }),
  ),
  offers: z.array(
    z.object({
      id: z.string(),
      talkId: z.string(),
      goodsId: z.string(),
      goodsName: z.string(),
      role: z.enum(['BUYER', 'SELLER']),
      counterpart,
      price: z.string(),
      status: z.number(),
      createTime: z.string(),
      updateTime: z.string(),
    }),
  ),
  deals: z.array(
    z.object({
      id: z.string(),
      talkId: z.string(),
      goodsId: z.string(),
      goodsName: z.string(),
      role: z.enum(['BUYER', 'SELLER']),
      counterpart,
      price: z.string(),
      status: z.string(),
      createTime: z.string(),
      cancelTime: z.string().nullable(),
    }),
  ),
  reviews: z.object({ written: z.array(exportReview), received: z.array(exportReview) }),
  favourites: z.array(z.object({ goodsId: z.string(), goodsName: z.string(), createTime: z.string() })),
  footprints: z.array(z.object({ goodsId: z.string(), goodsName: z.string(), viewTime: z.string() })),
  coins: z.object({
    balance: z.number(),
    ledger: z.array(
      z.object({
        id: z.string(),
        amount: z.number(),
        reason: z.string(),
        ref: z.string(),
        balanceAfter: z.number(),
        createTime: z.string(),
      }),
    ),
  }),
  notices: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.string(),
      title: z.string(),
      content: z.string(),
      createTime: z.string(),
    }),
  ),
  medals: z.array(z.object({ medal: z.string(), ownedTime: z.string() })),
  /** The member's saved searches with their alert choices (docs/product/search.md, "Saved searches"). */
  savedSearches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      query: z.record(z.string(), z.unknown()),
      alert: z.boolean(),
      email: z.boolean(),
      createTime: z.string(),
    }),
  ),
  truncated: z.array(z.string()),
})
export type AccountExport = z.infer<typeof accountExport>
