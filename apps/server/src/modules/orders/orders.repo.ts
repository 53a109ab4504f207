/**
 * Orders, their items and logs: writes and one-order reads. Every status change is `moveStatus`,
 * one conditional UPDATE (`WHERE status = from`), so of two racing steps exactly one moves the
 * order (docs/product/orders.md, "States"). Writes happen only through the module's services.
 */
import type { OrderStatus } from '@kaifong/contract'
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orderItems, orderLogs, orders } from '../../db/schema.ts'
import type { Actor } from './orders.states.ts'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrderItem = typeof orderItems.$inferInsert
export type OrderLogRow = typeof orderLogs.$inferSelect
/** Columns a step may set besides the status. */
export type OrderChanges = Partial<
  Pick<
    NewOrder,
    | 'payMethod'
    | 'walletPaid'
    | 'providerPaid'
    | 'coinsUsed'
    | 'coinsValue'
    | 'paymentId'
    | 'paidAt'
    | 'carrier'
    | 'trackingNo'
    | 'shippedAt'
    | 'pickupCode'
    | 'receivedAt'
    | 'completedAt'
    | 'cancelledAt'
    | 'cancelReason'
  >
>

export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning()
  if (!row) throw new Error('insert order returned nothing')
  return row
}

export async function insertItems(tx: DbOrTx, values: NewOrderItem[]): Promise<OrderItemRow[]> {
  if (values.length === 0) return []
  return tx.insert(orderItems).values(values).returning()
}

export async function insertLog(
  tx: DbOrTx,
  values: { orderId: number; status: OrderStatus; actor: Actor; note?: string; createdAt: Date },
): Promise<void> {
  await tx.insert(orderLogs).values({ ...values, note: values.note ?? '' })
}

/** Moves the order from `from` to `to` with `changes`; null when it was not in `from` (a lost race). */
export async function moveStatus(
  tx: DbOrTx,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  changes: OrderChanges,
  now: Date,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning()
  return row ?? null
}

/** Sets what paying by the provider decided before the money arrives: coins applied, the payment waited for. */
export async function setPending(tx: DbOrTx, id: number, changes: OrderChanges, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'UNPAID')))
}

/** Hides a finished order from its buyer; false when it is not theirs, not finished or hidden already. */
export async function hideForBuyer(tx: DbOrTx, buyerId: number, sn: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ buyerDeletedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.sn, sn),
        eq(orders.buyerId, buyerId),
        isNull(orders.buyerDeletedAt),
        inArray(orders.status, ['COMPLETED', 'CANCELLED']),
      ),
    )
    .returning({ id: orders.id })
  return rows.length > 0
}

const visibleToBuyer = (buyerId: number): SQL | undefined =>
  and(eq(orders.buyerId, buyerId), isNull(orders.buyerDeletedAt))

/** The buyer's order by sn, unless they deleted it. */
export async function findBuyerOrder(db: DbOrTx, buyerId: number, sn: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sn, sn), visibleToBuyer(buyerId)))
    .limit(1)
  return row ?? null
}

export async function findShopOrder(db: DbOrTx, shopId: number, sn: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sn, sn), eq(orders.shopId, shopId)))
    .limit(1)
  return row ?? null
}

/** The buyer's orders of an order sn or a trade sn, locked for a payment, in id order. */
export async function lockBuyerOrders(tx: DbOrTx, buyerId: number, sn: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(or(eq(orders.sn, sn), eq(orders.tradeSn, sn)), visibleToBuyer(buyerId)))
    .orderBy(asc(orders.id))
    .for('update')
}

/** The buyer's orders of an order sn or a trade sn, without locks (the cashier). */
export async function buyerOrdersOf(db: DbOrTx, buyerId: number, sn: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(or(eq(orders.sn, sn), eq(orders.tradeSn, sn)), visibleToBuyer(buyerId)))
    .orderBy(asc(orders.id))
}

/** The orders a provider payment was opened for, locked (orders.settle.ts). */
export async function lockOrdersOfPayment(tx: DbOrTx, paymentId: string): Promise<OrderRow[]> {
  return tx.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.id)).for('update')
}

export function itemsOf(db: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
}

export function logsOf(db: DbOrTx, orderId: number): Promise<OrderLogRow[]> {
  return db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(asc(orderLogs.id))
}

/**
 * Up to `limit` orders in `status` whose time column is at or before `due`, locked, skipping rows
 * another instance holds (its job is moving them): the jobs' claim.
 */
export async function claimDue(
  tx: DbOrTx,
  status: 'UNPAID' | 'DELIVERED',
  due: Date,
  limit: number,
): Promise<OrderRow[]> {
  const column = status === 'UNPAID' ? orders.payBefore : orders.shippedAt
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, status), sql`${column} <= ${due}`))
    .orderBy(asc(column))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/** The order `id` if it is still `status` and due, locked; null when another instance holds it or it moved on. */
export async function claimOne(
  tx: DbOrTx,
  id: number,
  status: 'UNPAID' | 'DELIVERED',
  due: Date,
): Promise<OrderRow | null> {
  const column = status === 'UNPAID' ? orders.payBefore : orders.shippedAt
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, status), sql`${column} <= ${due}`))
    .for('update', { skipLocked: true })
  return row ?? null
}
