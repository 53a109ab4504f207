/** Offers (quotes) and deals made in a talk (modules/trades; docs/product/chat.md, Offers and Deals). */
import type { DealStatus } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { talks } from './chat.ts'
import { createdAt, id, refTo } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'

/**
 * Offers: 1 quoted, 2 rejected, 3 accepted, 4 cancelled by the buyer, 5 closed (the listing went to
 * someone else or off the market). At most one open (quoted) offer per talk.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    talkId: refTo('talk_id', () => talks.id),
    goodsId: refTo('goods_id', () => goods.id),
    buyerId: refTo('buyer_id', () => members.id),
    sellerId: refTo('seller_id', () => members.id),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_one_open_per_talk').on(t.talkId).where(sql`${t.status} = 1`),
    index('quotes_talk_idx').on(t.talkId, t.id.desc()),
    index('quotes_goods_open_idx').on(t.goodsId).where(sql`${t.status} = 1`),
    index('quotes_buyer_idx').on(t.buyerId, t.updatedAt.desc()),
    index('quotes_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    check('quotes_price_range', sql`${t.price} >= 0.01 and ${t.price} <= 9999999999.99`),
  ],
)

/**
 * An accepted offer. A single-stock listing has at most one active deal (the index below stands
 * behind the goods row lock the service takes); cancelling needs both sides.
 */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    goodsId: refTo('goods_id', () => goods.id),
    talkId: refTo('talk_id', () => talks.id),
    quoteId: refTo('quote_id', () => quotes.id),
    buyerId: refTo('buyer_id', () => members.id),
    sellerId: refTo('seller_id', () => members.id),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    singleStock: boolean('single_stock').notNull(),
    status: text('status').$type<DealStatus>().notNull().default('ACTIVE'),
    cancelAskedBy: bigint('cancel_asked_by', { mode: 'number' }),
    cancelAskedAt: timestamp('cancel_asked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deals_quote_key').on(t.quoteId),
    uniqueIndex('deals_one_active_single_stock')
      .on(t.goodsId)
      .where(sql`${t.status} = 'ACTIVE' and ${t.singleStock}`),
    index('deals_talk_idx').on(t.talkId, t.id.desc()),
    index('deals_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('deals_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('deals_created_idx').on(t.createdAt),
  ],
)
