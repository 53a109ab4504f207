/** Complaints on orders, their message threads and the operators' decisions (modules/complaints; docs/product/after-sales.md, "Complaints"). */
import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'
import { orders } from './orders.ts'
import { shops } from './shops.ts'

export type ComplaintStatus = 'OPEN' | 'DECIDED'
export type ComplaintFavour = 'BUYER' | 'SELLER' | 'NONE'
export type ComplaintAuthor = 'BUYER' | 'SELLER' | 'OPERATOR'

/** A buyer's complaint on an order; one OPEN per order; an operator decides it. */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id),
    orderSn: text('order_sn').notNull(),
    buyerId: refTo('buyer_id', () => members.id),
    shopId: refTo('shop_id', () => shops.id),
    sellerId: refTo('seller_id', () => members.id),
    reasonCode: text('reason_code').notNull(),
    content: text('content').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').$type<ComplaintStatus>().notNull().default('OPEN'),
    favour: text('favour').$type<ComplaintFavour>(),
    decision: text('decision').notNull().default(''),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('complaints_shop_idx').on(t.shopId, t.createdAt.desc()),
    index('complaints_status_idx').on(t.status, t.createdAt),
    uniqueIndex('complaints_open_order_unique').on(t.orderId).where(sql`${t.status} = 'OPEN'`),
  ],
)

/** The thread: the buyer, the shop and operators write in it. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: id(),
    complaintId: refTo('complaint_id', () => complaints.id),
    author: text('author').$type<ComplaintAuthor>().notNull(),
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_messages_idx').on(t.complaintId, t.id)],
)
