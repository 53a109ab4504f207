/**
 * Coin adjustments and members, as operators see them (docs/admin.md, "Coins" and "Members"; server
 * modules/admin-members; system notices are broadcasts.ts). Ids travel as strings, times as ISO 8601
 * strings. Validation messages are keys of the server's catalogue
 * (apps/server/src/lib/messages-operations.ts), so a 400 names each field in the request's language.
 */
import { coinEntry } from '../api/coins.ts'
import { idSchema } from '../api/common.ts'
import { parseMoney } from '../money.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'

/** Console pages hold at most this many rows (docs/admin.md). */
export const OPERATIONS_PAGE_MAX = 50
/** An operator's reason for a ban, an unban or a password reset (kept in the audit log). */
export const MEMBER_ACTION_REASON_MAX = 500
/** A coin adjustment's reason: shown to the member in the SYSTEM_POINT_CHANGE notice. */
export const COIN_ADJUST_REASON_MAX = 200
/** The largest single adjustment, either way. */
export const COIN_ADJUST_MAX = 1_000_000
export const COIN_PACKAGES_MAX = 12
export const COIN_PACKAGE_COINS_MAX = 1_000_000
/** HK$ 99,999.99: the most a package may cost. */
export const COIN_PACKAGE_PRICE_PATTERN = /^(0|[1-9]\d{0,4})(\.\d{1,2})?$/
export const COIN_PACKAGE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/

const pageField = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .min(1, { error: 'field.invalid' })
    .max(max, { error: 'field.invalid' })
    .default(fallback)

/** `pageNumber` from 1, `pageSize` up to 50 (docs/admin.md). */
export const operationsPaging = z.object({
  pageNumber: pageField(Number.MAX_SAFE_INTEGER, 1),
  pageSize: pageField(OPERATIONS_PAGE_MAX, 20),
})
export type OperationsPaging = z.input<typeof operationsPaging>

/** `:id` of a member or a notice. */
export const operationsIdParams = z.object({ id: idSchema })

/** A required one-line-or-more text, trimmed, of at most `max` characters. */
const requiredText = (max: number, lengthKey: string) =>
  plainText('operations.text.required')
    .trim()
    .min(1, { error: 'operations.text.required' })
    .max(max, { error: lengthKey })

// ---- members

export const MEMBER_ROLES = ['MEMBER', 'MODERATOR', 'ADMIN'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

/** `GET /admin/api/members?q=`: a username prefix, an email, phone digits or an id; empty lists all. */
export const memberSearchQuery = operationsPaging.extend({
  q: plainText()
    .trim()
    .max(100, { error: 'field.invalid' })
    .optional()
    .transform((v) => v ?? ''),
})
export type MemberSearchQuery = z.input<typeof memberSearchQuery>

export const adminMemberRow = z.object({
  id: z.string(),
  username: z.string(),
  nickName: z.string(),
  /** Unmasked: operators see contacts as they are. */
  email: z.string(),
  mobile: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** Banned. */
  disabled: z.boolean(),
  createTime: z.string(),
  /** The coin balance. */
  point: z.number(),
})
export type AdminMemberRow = z.infer<typeof adminMemberRow>

/** One live session of the member, on any client (the console's own included). */
export const adminMemberSession = z.object({
  id: z.string(),
  /** PC, H5 or ADMIN. */
  clientType: z.string(),
  browser: z.string(),
  os: z.string(),
  /** "Chrome · Windows" */
  deviceName: z.string(),
  ip: z.string(),
  country: z.string(),
  createTime: z.string(),
  lastActiveTime: z.string().nullable(),
})
export type AdminMemberSession = z.infer<typeof adminMemberSession>

/** `GET /admin/api/members/:id` */
export const adminMemberDetail = adminMemberRow.extend({
  countryCode: z.string(),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  /** The ban's reason while banned, else null (earlier reasons are in the audit log). */
  banReason: z.string().nullable(),
  bannedAt: z.string().nullable(),
  passwordResetRequired: z.boolean(),
  /** Listings not deleted. */
  listings: z.number(),
  /** Listed now: up, not expired, not deleted. */
  liveListings: z.number(),
  dealsAsBuyer: z.number(),
  dealsAsSeller: z.number(),
  /** dealsAsBuyer + dealsAsSeller (cancelled deals not counted). */
  deals: z.number(),
  /** Reports of listings and of chats this member made. */
  reportsMade: z.number(),
  /** Reports on this member's listings, and chat reports naming this member. */
  reportsReceived: z.number(),
  sessions: z.array(adminMemberSession),
})
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>

/** Ban, unban and reset-password all take the operator's reason. */
export const memberActionBody = z.object({
  reason: requiredText(MEMBER_ACTION_REASON_MAX, 'operations.reason.length'),
})
export type MemberActionBody = z.input<typeof memberActionBody>

/** What a ban, an unban or a reset did. */
export const memberActionResult = z.object({
  member: adminMemberDetail,
  /** Sessions ended (ban, reset). */
  endedSessions: z.number(),
  /** Listings hidden (ban) or shown again (unban). */
  listings: z.number(),
})
export type MemberActionResult = z.infer<typeof memberActionResult>

// ---- coins

/** `POST /admin/api/members/:id/coins`: a whole number of coins, either way, never 0. */
export const coinAdjustBody = z.object({
  amount: z
    .number({ error: 'operations.amount.invalid' })
    .int({ error: 'operations.amount.invalid' })
    .min(-COIN_ADJUST_MAX, { error: 'operations.amount.invalid' })
    .max(COIN_ADJUST_MAX, { error: 'operations.amount.invalid' })
    .refine((v) => v !== 0, { error: 'operations.amount.invalid' }),
  reason: requiredText(COIN_ADJUST_REASON_MAX, 'operations.coins.reason.length'),
})
export type CoinAdjustBody = z.input<typeof coinAdjustBody>

export const coinAdjustResult = z.object({
  entry: coinEntry,
  balance: z.number(),
  /** The Idempotency-Key had been used: nothing moved this time. */
  repeated: z.boolean(),
})
export type CoinAdjustResult = z.infer<typeof coinAdjustResult>

const packagePrice = z
  .string({ error: 'operations.package.price' })
  .trim()
  .regex(COIN_PACKAGE_PRICE_PATTERN, { error: 'operations.package.price' })
  // More than 0, compared as an amount (Money), not by looking for a non-zero digit. The check
  // runs even when the pattern refused the text, so it parses rather than throws.
  .refine(
    (v) => {
      const r = parseMoney(v)
      return r.ok && r.money > 0n
    },
    { error: 'operations.package.price' },
  )

export const coinPackageInput = z.object({
  id: z.string({ error: 'operations.package.id' }).trim().regex(COIN_PACKAGE_ID_PATTERN, {
    error: 'operations.package.id',
  }),
  coins: z
    .number({ error: 'operations.package.coins' })
    .int({ error: 'operations.package.coins' })
    .min(1, { error: 'operations.package.coins' })
    .max(COIN_PACKAGE_COINS_MAX, { error: 'operations.package.coins' }),
  /** HK$ as an exact decimal string, e.g. "8.00"; more than 0, at most 99999.99. */
  price: packagePrice,
})

const reward = (min: number, max: number) =>
  z
    .number({ error: 'operations.reward.invalid' })
    .int({ error: 'operations.reward.invalid' })
    .min(min, { error: 'operations.reward.invalid' })
    .max(max, { error: 'operations.reward.invalid' })

/** Task rewards (server modules/tasks/rewards.ts), coins unless named otherwise. */
export const coinRewards = z.object({
  video: reward(0, 1000),
  videoDailyLimit: reward(0, 100),
  videoSeconds: reward(1, 3600),
  verifyPhone: reward(0, 10_000),
  verifyEmail: reward(0, 10_000),
  inviteFriend: reward(0, 10_000),
})
export type CoinRewards = z.infer<typeof coinRewards>

/** `GET` / `PUT /admin/api/settings/coins` (settings keys coins.packages and coins.rewards). */
export const coinSettings = z.object({
  packages: z
    .array(coinPackageInput, { error: 'field.invalid' })
    .min(1, { error: 'operations.packages.count' })
    .max(COIN_PACKAGES_MAX, { error: 'operations.packages.count' })
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, {
      error: 'operations.package.duplicate',
    }),
  rewards: coinRewards,
})
export type CoinSettings = z.infer<typeof coinSettings>
export type CoinSettingsInput = z.input<typeof coinSettings>

/** The ledger page of `GET /admin/api/members/:id/ledger`: the member's own entries. */
export const adminLedgerEntry = coinEntry
