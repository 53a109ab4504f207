/** Favourites and the once-a-day COLLECTED notice (modules/favourites). */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, refTo } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'
import { shops } from './shops.ts'

export const favourites = pgTable(
  'favourites',
  {
    memberId: refTo('member_id', () => members.id),
    goodsId: refTo('goods_id', () => goods.id),
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
 * Written by the notices module when it sends the notice. @owner notices
 */
export const collectNoticeDays = pgTable(
  'collect_notice_days',
  {
    memberId: refTo('member_id', () => members.id),
    goodsId: refTo('goods_id', () => goods.id),
    day: text('day').notNull(), // YYYY-MM-DD in Asia/Hong_Kong
  },
  (t) => [primaryKey({ columns: [t.memberId, t.goodsId] })],
)

/** Favourite shops (the collection calls with type STORE). */
export const shopFavourites = pgTable(
  'shop_favourites',
  {
    memberId: refTo('member_id', () => members.id),
    shopId: refTo('shop_id', () => shops.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.shopId] }),
    index('shop_favourites_member_idx').on(t.memberId, t.createdAt.desc()),
    index('shop_favourites_shop_idx').on(t.shopId),
  ],
)
