/**
 * What after-sales may ask of orders (docs/product/after-sales.md; modules/aftersales): the
 * buyer's or shop's order with its items, the order locked for a refund, and closing an order whose
 * every item was refunded before it completed. Orders stay the only writer of their tables.
 */

import { eq } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import {
  findBuyerOrder,
  findShopOrder,
  insertLog,
  itemsOf,
  moveStatus,
  type OrderItemRow,
  type OrderRow,
} from './orders.repo.ts'

export type { OrderItemRow, OrderRow }

export interface OrderWithItems {
  order: OrderRow
  items: OrderItemRow[]
}

/** The buyer's order by sn with its items; null when unknown, another member's or deleted. */
export async function buyerOrderWithItems(
  db: DbOrTx,
  buyerId: number,
  sn: string,
): Promise<OrderWithItems | null> {
  const order = await findBuyerOrder(db, buyerId, sn)
  return order ? { order, items: await itemsOf(db, [order.id]) } : null
}

/** The shop's order by sn with its items; null when unknown or another shop's. */
export async function shopOrderWithItems(
  db: DbOrTx,
  shopId: number,
  sn: string,
): Promise<OrderWithItems | null> {
  const order = await findShopOrder(db, shopId, sn)
  return order ? { order, items: await itemsOf(db, [order.id]) } : null
}

/** The order locked (FOR UPDATE) with its items: refunds of one order take turns on it. */
export async function lockOrderForRefund(tx: Tx, orderId: number): Promise<OrderWithItems> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw new Error(`order ${orderId} vanished`)
  return { order, items: await itemsOf(tx, [order.id]) }
}

/**
 * An order whose every item has been refunded in full: before completion it ends CANCELLED
 * (cancel_reason REFUNDED, logged by SYSTEM); a COMPLETED order stays COMPLETED (its after-sales
 * are its mark; the seller's income was already given back by the refunds). Inside the refund's
 * transaction, with the order locked by `lockOrderForRefund`.
 */
export async function closeRefundedOrder(tx: Tx, order: OrderRow, now: Date): Promise<OrderRow> {
  if (order.status === 'COMPLETED' || order.status === 'CANCELLED' || order.status === 'UNPAID') return order
  const moved = await moveStatus(
    tx,
    order.id,
    order.status,
    'CANCELLED',
    { cancelledAt: now, cancelReason: 'REFUNDED' },
    now,
  )
  if (!moved) throw new Error(`order ${order.id} moved under its lock`)
  await insertLog(tx, {
    orderId: order.id,
    status: 'CANCELLED',
    actor: 'SYSTEM',
    note: 'REFUNDED',
    createdAt: now,
  })
  return moved
}

/** The items of some orders (after-sales show each request's goods). */
export function orderItemsOf(db: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
  return itemsOf(db, orderIds)
}
