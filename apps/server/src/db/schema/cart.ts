/** The cart and the member's checkout choices (modules/cart; docs/product/orders.md, "Cart"). */
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
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt, refTo } from './common.ts'
import { goodsSkus } from './goods.ts'
import { members } from './members.ts'
import { shops } from './shops.ts'

export type ShippingWay = 'DELIVERY' | 'LOCKER' | 'CONVENIENCE' | 'PICKUP'
export type ReceiptRow = { kind: 'PERSONAL' | 'COMPANY'; title: string; email: string }

/**
 * One line per member and SKU. `price_seen` is the SKU's price when the member last saw it in the
 * cart, so the cart can say "price changed" when it differs from today's.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    memberId: refTo('member_id', () => members.id),
    skuId: refTo('sku_id', () => goodsSkus.id),
    num: integer('num').notNull(),
    checked: boolean('checked').notNull().default(true),
    priceSeen: numeric('price_seen', { precision: 12, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.skuId] }),
    index('cart_lines_member_idx').on(t.memberId, t.createdAt.desc()),
    check('cart_lines_num_positive', sql`${t.num} > 0`),
  ],
)

/** The checkout's choices that are the member's, not a line's: address and receipt. */
export const cartChoices = pgTable('cart_choices', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  addressId: bigint('address_id', { mode: 'number' }),
  receipt: jsonb('receipt').$type<ReceiptRow | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** How each shop's part of the cart travels: the way, and the pickup point for PICKUP. */
export const cartShipping = pgTable(
  'cart_shipping',
  {
    memberId: refTo('member_id', () => members.id),
    shopId: refTo('shop_id', () => shops.id),
    way: text('way').$type<ShippingWay>().notNull(),
    shopAddressId: bigint('shop_address_id', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.shopId] })],
)
