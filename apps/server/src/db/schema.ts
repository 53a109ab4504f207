/**
 * Database schema (Drizzle). The same migrations run on PGlite and PostgreSQL.
 * Column names are snake_case and never leave the server: presenters map rows to API shapes.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** A text in all three languages. */
export type Localized = { 'zh-Hant': string; 'zh-Hans': string; en: string }

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const members = pgTable(
  'members',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    face: text('face').notNull().default(''),
    mobile: text('mobile'),
    countryCode: text('country_code'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    invitationCode: text('invitation_code').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.username),
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_invitation_code_key').on(t.invitationCode),
    uniqueIndex('members_phone_key').on(t.countryCode, t.mobile).where(sql`${t.phoneVerifiedAt} is not null`),
    index('members_invited_by_idx').on(t.invitedBy),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clientType: text('client_type').notNull().default('PC'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** LOGOUT | REPLACED | REUSED | PASSWORD_RESET */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
)

/** Every refresh token ever issued for a session; a used one presented again means theft. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.usernameKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
)

/** One slider challenge per device uuid and purpose; a new one replaces the old. */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    uuid: text('uuid').notNull(),
    type: text('type').notNull(),
    xPos: integer('x_pos').notNull(),
    yPos: integer('y_pos').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.type] })],
)

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    channel: text('channel').notNull(), // email | sms
    type: text('type').notNull(),
    target: text('target').notNull(), // normalised email, or +<prefix><mobile>
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.type, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
)

/** A proof that someone verified a code, used by two-step flows (reset password). */
export const verifiedClaims = pgTable('verified_claims', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  target: text('target').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
})

/** Mail and SMS written instead of sent (development), readable at /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
)

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    level: smallint('level').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
)

export const banners = pgTable('banners', {
  id: id(),
  imageUrl: text('image_url').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  link: text('link').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

export const articles = pgTable(
  'articles',
  {
    id: id(),
    /** about | privacy | terms | disclaimer | contact, or empty for announcements */
    key: text('key').notNull().default(''),
    type: text('type').notNull(), // ANNOUNCEMENT | PAGE
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_key_idx').on(t.key), index('articles_type_idx').on(t.type, t.sortOrder)],
)

/** Each member's coin balance; changed only together with a ledger row (coins.service.ts). */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coin_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
)

/** Append-only: every coin that moves, with the balance it left behind. */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull().default(''),
    balanceAfter: integer('balance_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_ledger_idempotency_key').on(t.idempotencyKey),
    index('coin_ledger_member_idx').on(t.memberId, t.createdAt),
    check('coin_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('coin_ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
)

/** One row per member per Hong Kong calendar day checked in. */
export const checkIns = pgTable(
  'check_ins',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // YYYY-MM-DD in Asia/Hong_Kong
    streak: integer('streak').notNull(),
    reward: integer('reward').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
)

/** Repeatable tasks (watch a video): started, then claimed once the countdown has passed. */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    day: text('day').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('task_runs_member_day_idx').on(t.memberId, t.task, t.day)],
)

export const medalAwards = pgTable(
  'medal_awards',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    medal: text('medal').notNull(),
    ownedAt: timestamp('owned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.medal] })],
)

export const notices = pgTable(
  'notices',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('UN_READ'),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    operatorName: text('operator_name').notNull().default(''),
    goodsId: bigint('goods_id', { mode: 'number' }),
    goodsName: text('goods_name').notNull().default(''),
    goodsPicture: text('goods_picture').notNull().default(''),
    pointChangeType: text('point_change_type'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_member_status_idx').on(t.memberId, t.status, t.createdAt)],
)

/** Coin top-ups through a payment provider; coins are credited once, when the provider confirms. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    coins: integer('coins').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('HKD'),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('PENDING'), // PENDING | PAID | FAILED
    providerRef: text('provider_ref').notNull().default(''),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payments_member_idx').on(t.memberId, t.createdAt)],
)
