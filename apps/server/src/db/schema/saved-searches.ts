/** Saved searches and the listings waiting to be matched against them (modules/saved-searches). */
import type { Language, SavedSearchQuery } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'

/** A query over goods_search's vector, written by modules/search (alert-match.ts). */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' })

/**
 * A member's saved search (docs/product/search.md, "Saved searches"): the search page's query as
 * the contract's schema read it, and what its alerts match — its words and filters as one tsquery
 * over goods_search (null: nothing can match) with the exact price bounds. Matches found between
 * two alerts add up in `pending_matches`, so a member hears at most once an hour per search.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    /** The query's canonical address parameters (contract `searchParamsOf`): one save per search. */
    queryKey: text('query_key').notNull(),
    /** The language it was saved in: its mails are written in it. */
    lang: text('lang').$type<Language>().notNull(),
    alert: boolean('alert').notNull().default(true),
    email: boolean('email').notNull().default(false),
    matchQuery: tsquery('match_query'),
    minPrice: numeric('min_price', { precision: 12, scale: 2 }),
    maxPrice: numeric('max_price', { precision: 12, scale: 2 }),
    /** New listings matched since the last alert, and the newest of them (the notice's picture). */
    pendingMatches: integer('pending_matches').notNull().default(0),
    pendingGoodsId: bigint('pending_goods_id', { mode: 'number' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_member_query_key').on(t.memberId, t.queryKey),
    index('saved_searches_alert_idx').on(t.id).where(sql`${t.alert} and ${t.matchQuery} is not null`),
    index('saved_searches_pending_idx').on(t.alertedAt).where(sql`${t.pendingMatches} > 0`),
  ],
)

/**
 * Listings published and not yet matched against the saved searches: written in the publishing
 * transaction (the goods.published event), taken in batches by the alert job.
 */
export const savedSearchQueue = pgTable(
  'saved_search_queue',
  {
    goodsId: bigint('goods_id', { mode: 'number' })
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saved_search_queue_at_idx').on(t.queuedAt)],
)
