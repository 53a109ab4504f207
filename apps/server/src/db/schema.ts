/**
 * Database schema (Drizzle). The same migrations run on PGlite and PostgreSQL.
 * Column names are snake_case and never leave the server: presenters map rows to API shapes.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
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
    /** Null while the password is being checked: the account counts it as a failure until then. */
    success: boolean('success'),
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

/** Full-text vector of a listing, built by lib/search-text.ts (CJK unigrams and bigrams, Latin words). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Uploaded images, re-encoded to WebP (display and thumbnail); the original is never kept. */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnail: text('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerId, t.createdAt)],
)

/** Address book: meet-up places, up to 5 per member, at most one default. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('addresses_one_default').on(t.memberId).where(sql`${t.isDefault}`),
  ],
)

export type MeetupAddressRow = { name: string; district: string; detail: string }
export type ContactRow = { type: string; value: string }

/**
 * Listings. `market_enable` is UPPER / DOWN / SOLD_OUT / SOLD_OUT_DOWN (SPEC §3); an UPPER listing
 * past `close_time` is expired. Deleted listings keep their row (chats and reports refer to them).
 */
export const goods = pgTable(
  'goods',
  {
    id: id(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    /** Ids from the top level down to category_id, for browsing by any level. */
    categoryPath: bigint('category_path', { mode: 'number' }).array().notNull(),
    name: text('name').notNull(),
    intro: text('intro').notNull(),
    goodsStatus: smallint('goods_status').notNull(),
    severalInStock: boolean('several_in_stock').notNull().default(false),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    tradingMethods: smallint('trading_methods').array().notNull(),
    addresses: jsonb('addresses').$type<MeetupAddressRow[]>().notNull().default([]),
    contacts: jsonb('contacts').$type<ContactRow[]>().notNull().default([]),
    /** Thumbnail of the first image, for cards. */
    cover: text('cover').notNull().default(''),
    marketEnable: text('market_enable').notNull().default('DOWN'),
    openDays: smallint('open_days').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }),
    closeTime: timestamp('close_time', { withTimezone: true }),
    recommendPoint: integer('recommend_point').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    /** Lower-cased, simplified-Chinese name, for trigram matching. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').notNull(),
    expirySoonNotifiedAt: timestamp('expiry_soon_notified_at', { withTimezone: true }),
    expiredNotifiedAt: timestamp('expired_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('goods_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('goods_live_recommended_idx')
      .on(t.recommendPoint.desc(), t.openTime.desc(), t.id.desc())
      .where(sql`${t.marketEnable} = 'UPPER' and ${t.deletedAt} is null`),
    index('goods_live_latest_idx')
      .on(t.openTime.desc(), t.id.desc())
      .where(sql`${t.marketEnable} = 'UPPER' and ${t.deletedAt} is null`),
    index('goods_live_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.marketEnable} = 'UPPER' and ${t.deletedAt} is null`),
    index('goods_live_popular_idx')
      .on(t.collectCount.desc(), t.viewCount.desc(), t.id.desc())
      .where(sql`${t.marketEnable} = 'UPPER' and ${t.deletedAt} is null`),
    index('goods_close_time_idx')
      .on(t.closeTime)
      .where(sql`${t.marketEnable} = 'UPPER' and ${t.deletedAt} is null`),
    index('goods_category_path_idx').using('gin', t.categoryPath),
    index('goods_search_vector_idx').using('gin', t.searchVector),
    index('goods_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('goods_price_nonnegative', sql`${t.price} >= 0`),
  ],
)

/**
 * The search's copy of each live listing (docs/decisions.md, "Search"): its words and its facets
 * (categories, condition, seller, price, boost and time, as lexemes) in one GIN-indexed vector,
 * and the sort keys; random samples of the listings, and the boosted ones, have indexes of their own. Live here means listed, not deleted and not yet told it expired; a search
 * still checks close_time. Kept by triggers on goods (migration 0006_goods_search), so every way a
 * listing is written keeps it; only keyword searches read it.
 */
export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: bigint('goods_id', { mode: 'number' })
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    vector: tsvector('vector').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    recommendPoint: integer('recommend_point').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true }).notNull(),
    /** 0–7 by a hash of the id: shard 0 is a random eighth of the listings, indexed twice. */
    shard: smallint('shard').notNull().generatedAlwaysAs(sql`(hashint8(goods_id) & 7)`),
  },
  (t) => [
    index('goods_search_match_idx').using('gin', t.vector),
    index('goods_search_8th_idx').using('gin', t.vector).where(sql`${t.shard} < 512`),
    index('goods_search_64th_idx').using('gin', t.vector).where(sql`${t.shard} < 64`),
    index('goods_search_512th_idx').using('gin', t.vector).where(sql`${t.shard} < 8`),
    index('goods_search_4096th_idx').using('gin', t.vector).where(sql`${t.shard} = 0`),
    index('goods_search_boosted_idx').using('gin', t.vector).where(sql`${t.recommendPoint} > 0`),
    index('goods_search_boosted_order_idx')
      .on(t.recommendPoint.desc(), t.openTime.desc(), t.goodsId.desc())
      .where(sql`${t.recommendPoint} > 0`),
  ],
)

export const goodsImages = pgTable(
  'goods_images',
  {
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id),
    url: text('url').notNull(),
    thumbnail: text('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.position] })],
)

export const favourites = pgTable(
  'favourites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.goodsId] }),
    index('favourites_member_idx').on(t.memberId, t.createdAt.desc()),
    index('favourites_goods_idx').on(t.goodsId),
  ],
)

/**
 * The last Hong Kong day a member's favourite told the seller (COLLECTED): at most one notice per
 * member, listing and day however often the favourite is toggled. One row per member and listing.
 */
export const collectNoticeDays = pgTable(
  'collect_notice_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // YYYY-MM-DD in Asia/Hong_Kong
  },
  (t) => [primaryKey({ columns: [t.memberId, t.goodsId] })],
)

/** Browsing history: one row per member and listing, moved to the top on each view. */
export const footprints = pgTable(
  'footprints',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.goodsId] }),
    index('footprints_member_idx').on(t.memberId, t.viewedAt.desc()),
  ],
)

/**
 * The last Hong Kong day a member's view of a listing was counted: one view per member, listing
 * and day. Kept apart from footprints, which the member may delete. One row per member and listing.
 */
export const goodsViewDays = pgTable(
  'goods_view_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // YYYY-MM-DD in Asia/Hong_Kong
  },
  (t) => [primaryKey({ columns: [t.memberId, t.goodsId] })],
)

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    typeNum: smallint('type_num').notNull(),
    context: text('context').notNull().default(''),
    goodsName: text('goods_name').notNull(),
    goodsPicture: text('goods_picture').notNull().default(''),
    status: text('status').notNull().default('OPEN'), // OPEN | HANDLED
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_goods_key').on(t.reporterId, t.goodsId),
    index('reports_status_idx').on(t.status, t.createdAt),
  ],
)

/** What people search for, for the hot-word tags: `hits` counts each searcher once per Hong Kong day. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    display: text('display').notNull(),
    hits: integer('hits').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_terms_hits_idx').on(t.hits.desc())],
)

/**
 * Who searched a term on a Hong Kong day: a searcher adds to search_terms.hits once per term and
 * day. Only today's and yesterday's rows matter; older ones are deleted (search-hits.ts).
 */
export const searchTermHits = pgTable(
  'search_term_hits',
  {
    day: text('day').notNull(), // YYYY-MM-DD in Asia/Hong_Kong
    term: text('term').notNull(),
    /** m:<member id> when signed in, else u:<device uuid header>, else ip:<client address>. */
    searcher: text('searcher').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.term, t.searcher] })],
)

/**
 * The dictionary typo correction picks from (docs/product/search.md, "When nothing matches"): the
 * a–z words (3–32 letters) of listings' search vectors, with how many listings not deleted use
 * each. Kept by triggers on goods (migration 0005_search_words), so every way a listing is
 * written counts.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    listings: integer('listings').notNull().default(0),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
)
