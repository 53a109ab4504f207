/** After-sales: a buyer's return or refund request on a paid order, and its history (modules/aftersales; docs/product/after-sales.md). */
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
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
import { members } from './members.ts'
import { orders } from './orders.ts'
import { shops } from './shops.ts'

export type AfterSaleKind = 'RETURN_REFUND' | 'REFUND_ONLY'
export type AfterSaleStatus = 'APPLIED' | 'ACCEPTED' | 'BUYER_SHIPPED' | 'REFUNDED' | 'REFUSED' | 'CANCELLED'

const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

/**
 * One request per order item (item_id) or for the whole order (item_id null). The refund amount is
 * the server's cap or less; how it went back (wallet, provider, coins) is kept per part, so the
 * next refund of the same order splits what is left exactly (docs/product/after-sales.md).
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: id(),
    sn: text('sn').notNull(),
    orderId: refTo('order_id', () => orders.id),
    orderSn: text('order_sn').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    buyerId: refTo('buyer_id', () => members.id),
    shopId: refTo('shop_id', () => shops.id),
    kind: text('kind').$type<AfterSaleKind>().notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonText: text('reason_text').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    refundAmount: money('refund_amount').notNull(),
    status: text('status').$type<AfterSaleStatus>().notNull().default('APPLIED'),
    refuseReason: text('refuse_reason').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    refundWallet: money('refund_wallet').notNull().default('0.00'),
    refundProvider: money('refund_provider').notNull().default('0.00'),
    refundCoinsValue: money('refund_coins_value').notNull().default('0.00'),
    refundCoins: integer('refund_coins').notNull().default(0),
    /** How much the seller's wallet gave back of a SALE_INCOME already paid. */
    sellerDebited: money('seller_debited').notNull().default('0.00'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('after_sales_sn_unique').on(t.sn),
    index('after_sales_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('after_sales_shop_idx').on(t.shopId, t.status, t.createdAt.desc()),
    index('after_sales_order_idx').on(t.orderId),
    uniqueIndex('after_sales_open_item_unique')
      .on(t.orderId, t.itemId)
      .where(sql`${t.status} in ('APPLIED', 'ACCEPTED', 'BUYER_SHIPPED')`),
    check('after_sales_amount', sql`${t.refundAmount} > 0`),
  ],
)

/** Every status an after-sale passed through, with who moved it. */
export const afterSaleLogs = pgTable(
  'after_sale_logs',
  {
    id: id(),
    afterSaleId: refTo('after_sale_id', () => afterSales.id),
    status: text('status').$type<AfterSaleStatus>().notNull(),
    actor: text('actor').$type<'BUYER' | 'SELLER' | 'SYSTEM' | 'OPERATOR'>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('after_sale_logs_idx').on(t.afterSaleId, t.id)],
)
