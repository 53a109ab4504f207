/** The search's copy of live listings, search terms and the typo dictionary (modules/search; docs/product/search.md). */
import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { tsvector } from './common.ts'
import { goods } from './goods.ts'

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
    /** a:<client address, an IPv6 client's /64> or m:<member id>: a signed-in search writes both. */
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
