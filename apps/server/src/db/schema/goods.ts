/** Listings, their images and daily view counts (modules/goods). */
import type { ContactMethod, HkDistrict, MarketEnable, MtrStationId } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt, id, refTo, tsvector } from './common.ts'
import { media } from './media.ts'
import { members } from './members.ts'
import { shops } from './shops.ts'

export type MeetupAddressRow = { name: string; district: HkDistrict; detail: string }
export type ContactRow = { type: ContactMethod; value: string }

/**
 * Listings. `market_enable` is UPPER / DOWN / SOLD_OUT / SOLD_OUT_DOWN (docs/product/data.md#listings);
 * an UPPER listing past `close_time` is expired. Deleted listings keep their row (chats and
 * reports refer to them).
 */
export const goods = pgTable(
  'goods',
  {
    id: id(),
    sellerId: refTo('seller_id', () => members.id),
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
    /** Meet-up places picked in the sell form: MTR station ids and districts in the seller's order, and a note. */
    meetupStations: text('meetup_stations')
      .array()
      .$type<MtrStationId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    meetupDistricts: text('meetup_districts')
      .array()
      .$type<HkDistrict[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    meetupNote: text('meetup_note').notNull().default(''),
    /**
     * Every district the listing meets in, for search and cards: the picked districts, then the
     * stations' districts, then the addresses' (docs/product/data.md#meet-up-places). Empty without meet-up.
     */
    meetupAreas: text('meetup_areas').array().$type<HkDistrict[]>().notNull().default(sql`'{}'::text[]`),
    contacts: jsonb('contacts').$type<ContactRow[]>().notNull().default([]),
    /** "Chat only": the seller shows no contact details, only the chat (docs/product/domain-rules.md). */
    chatOnly: boolean('chat_only').notNull().default(false),
    /** Thumbnail of the first image, for cards. */
    cover: text('cover').notNull().default(''),
    marketEnable: text('market_enable').$type<MarketEnable>().notNull().default('DOWN'),
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
    /**
     * Hidden from search and browsing while set (docs/admin.md): REPORTS when enough members
     * reported it and no operator has reviewed it yet, SELLER_BANNED while its seller is banned.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<'REPORTS' | 'SELLER_BANNED'>(),
    /** Set for a shop's goods (docs/product/shops.md): sold by SKU through the cart; null for a member's one-off listing. */
    storeId: bigint('store_id', { mode: 'number' }).references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('goods_seller_idx').on(t.sellerId, t.createdAt.desc()),
    /** The dashboard's new listings per day (docs/admin.md). */
    index('goods_created_idx').on(t.createdAt),
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
    /** Browsing by district or MTR station (docs/product/search.md, "Filters"). */
    index('goods_meetup_areas_idx').using('gin', t.meetupAreas),
    index('goods_meetup_stations_idx').using('gin', t.meetupStations),
    index('goods_store_idx').on(t.storeId, t.createdAt.desc()).where(sql`${t.storeId} is not null`),
    check('goods_price_nonnegative', sql`${t.price} >= 0`),
  ],
)

export const goodsImages = pgTable(
  'goods_images',
  {
    goodsId: refTo('goods_id', () => goods.id),
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

/**
 * The last Hong Kong day a member's view of a listing was counted: one view per member, listing
 * and day. Kept apart from footprints, which the member may delete. One row per member and listing.
 */
export const goodsViewDays = pgTable(
  'goods_view_days',
  {
    memberId: refTo('member_id', () => members.id),
    goodsId: refTo('goods_id', () => goods.id),
    day: text('day').notNull(), // YYYY-MM-DD in Asia/Hong_Kong
  },
  (t) => [primaryKey({ columns: [t.memberId, t.goodsId] })],
)

/**
 * Each listing whose contacts a member revealed, once per Hong Kong day: the per-day reveal
 * limit counts these rows (docs/product/domain-rules.md, "Contact privacy").
 */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    memberId: refTo('member_id', () => members.id),
    day: text('day').notNull(),
    goodsId: refTo('goods_id', () => goods.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.goodsId] })],
)

export type SkuSpec = { name: string; value: string }

/**
 * A shop listing's SKUs (e.g. colour × size, up to 50): each its own price, stock and photo.
 * `stock` is what is left to sell: an order takes it with one conditional UPDATE and a cancelled
 * or refunded order gives it back (docs/product/orders.md, "Stock"). A removed SKU keeps its row
 * (orders and carts refer to it) with `deleted_at` set.
 */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: id(),
    goodsId: refTo('goods_id', () => goods.id),
    position: smallint('position').notNull(),
    specs: jsonb('specs').$type<SkuSpec[]>().notNull().default([]),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('goods_skus_goods_idx').on(t.goodsId, t.position),
    check('goods_skus_stock_nonnegative', sql`${t.stock} >= 0`),
    check('goods_skus_sold_nonnegative', sql`${t.sold} >= 0`),
    check('goods_skus_price_positive', sql`${t.price} > 0`),
  ],
)
