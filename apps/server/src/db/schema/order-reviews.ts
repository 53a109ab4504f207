/** Reviews of the items of completed orders (modules/order-reviews; docs/product/after-sales.md, "Order reviews"). */
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'
import { orders } from './orders.ts'
import { shops } from './shops.ts'

/** One review per order item, by its buyer, once (a unique item_id backs the once). */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id),
    orderSn: text('order_sn').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    shopId: refTo('shop_id', () => shops.id),
    buyerId: refTo('buyer_id', () => members.id),
    score: integer('score').notNull(),
    content: text('content').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    goodsName: text('goods_name').notNull(),
    specs: text('specs').notNull().default(''),
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_reviews_item_unique').on(t.itemId),
    index('order_reviews_goods_idx').on(t.goodsId, t.createdAt.desc()),
    index('order_reviews_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    check('order_reviews_score', sql`${t.score} between 1 and 5`),
  ],
)
