/** Orders, their items and their history (modules/orders; docs/product/orders.md). */
import type { OrderStatus } from '@kaifong/contract'
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
import type { ReceiptRow, ShippingWay } from './cart.ts'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'
import { shops } from './shops.ts'

/** Where the parcel goes (a copy made at order time; later address-book edits do not move it). */
export type ShipToRow = { consignee: string; mobile: string; district: string; detail: string }
export type PickupRow = {
  shopAddressId: number
  name: string
  district: string
  detail: string
  hours: string
}

const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

/**
 * One order per shop per checkout (`trade_sn` groups a checkout's orders). Amounts are the
 * server's, fixed at creation: flow_price = goods_price + shipping_fee − discount. How it was
 * paid: wallet_paid + provider_paid + coins_value = flow_price once PAID (coins_used coins were
 * worth coins_value at the rate of the day).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    sn: text('sn').notNull(),
    tradeSn: text('trade_sn').notNull(),
    buyerId: refTo('buyer_id', () => members.id),
    shopId: refTo('shop_id', () => shops.id),
    sellerId: refTo('seller_id', () => members.id),
    status: text('status').$type<OrderStatus>().notNull().default('UNPAID'),
    goodsPrice: money('goods_price').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    discount: money('discount').notNull().default('0.00'),
    flowPrice: money('flow_price').notNull(),
    way: text('way').$type<ShippingWay>().notNull(),
    shipTo: jsonb('ship_to').$type<ShipToRow | null>(),
    pickup: jsonb('pickup').$type<PickupRow | null>(),
    receipt: jsonb('receipt').$type<ReceiptRow | null>(),
    remark: text('remark').notNull().default(''),
    /** An UNPAID order is cancelled by the job once this has passed. */
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    payMethod: text('pay_method').$type<'WALLET' | 'PROVIDER' | 'COINS'>(),
    walletPaid: money('wallet_paid').notNull().default('0.00'),
    providerPaid: money('provider_paid').notNull().default('0.00'),
    coinsUsed: integer('coins_used').notNull().default(0),
    coinsValue: money('coins_value').notNull().default('0.00'),
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The code the buyer shows at the shop's counter for a self-pickup (TAKE) order. */
    pickupCode: text('pickup_code').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').notNull().default(''),
    buyerDeletedAt: timestamp('buyer_deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_sn_unique').on(t.sn),
    index('orders_trade_idx').on(t.tradeSn),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_shop_idx').on(t.shopId, t.status, t.createdAt.desc()),
    index('orders_unpaid_idx').on(t.payBefore).where(sql`${t.status} = 'UNPAID'`),
    index('orders_delivered_idx').on(t.shippedAt).where(sql`${t.status} = 'DELIVERED'`),
    index('orders_created_idx').on(t.createdAt),
    // The console's orders view (docs/admin.md, "Orders"): status alone, and an sn's beginning.
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_sn_prefix_idx').on(t.sn.op('text_pattern_ops')),
    // The dashboard's paid orders and GMV per Hong Kong day, read from the index only.
    index('orders_paid_idx').on(t.paidAt, t.flowPrice).where(sql`${t.paidAt} is not null`),
    check(
      'orders_amounts',
      sql`${t.goodsPrice} >= 0 and ${t.shippingFee} >= 0 and ${t.discount} >= 0 and ${t.flowPrice} = ${t.goodsPrice} + ${t.shippingFee} - ${t.discount} and ${t.flowPrice} >= 0`,
    ),
  ],
)

/** What was bought, at the price of the day. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    goodsName: text('goods_name').notNull(),
    specs: text('specs').notNull().default(''),
    image: text('image').notNull().default(''),
    price: money('price').notNull(),
    num: integer('num').notNull(),
    subtotal: money('subtotal').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_goods_idx').on(t.goodsId),
    check('order_items_num_positive', sql`${t.num} > 0`),
    check('order_items_subtotal', sql`${t.subtotal} = ${t.price} * ${t.num}`),
  ],
)

/** Every status an order passed through, with who moved it: the order page's timeline. */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id),
    status: text('status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<'BUYER' | 'SELLER' | 'SYSTEM' | 'OPERATOR'>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_logs_order_idx').on(t.orderId, t.id)],
)
