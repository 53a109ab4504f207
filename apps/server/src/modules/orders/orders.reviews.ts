/**
 * What order reviews may ask of orders (modules/order-reviews; docs/product/after-sales.md,
 * "Order reviews"): marking an item reviewed once, and the items of a buyer's completed orders
 * still waiting for a review. Orders stay the only writer of their tables.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orderItems, orders } from '../../db/schema.ts'

/** Sets the item's reviewed_at; false when it was reviewed already (also the loser of a race). */
export async function markItemReviewed(
  tx: DbOrTx,
  orderId: number,
  itemId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(orderItems)
    .set({ reviewedAt: now })
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId), isNull(orderItems.reviewedAt)))
    .returning({ id: orderItems.id })
  return rows.length > 0
}

export interface ItemToReview {
  orderSn: string
  itemId: number
  goodsId: number
  goodsName: string
  specs: string
  image: string
  price: string
  num: number
  completedAt: Date | null
}

/** The items of the buyer's COMPLETED orders (not deleted) not reviewed yet, newest order first. */
export async function itemsToReview(
  db: DbOrTx,
  buyerId: number,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: ItemToReview[]; total: number }> {
  const where = and(
    eq(orders.buyerId, buyerId),
    eq(orders.status, 'COMPLETED'),
    isNull(orders.buyerDeletedAt),
    isNull(orderItems.reviewedAt),
  )
  const rows = await db
    .select({
      orderSn: orders.sn,
      itemId: orderItems.id,
      goodsId: orderItems.goodsId,
      goodsName: orderItems.goodsName,
      specs: orderItems.specs,
      image: orderItems.image,
      price: orderItems.price,
      num: orderItems.num,
      completedAt: orders.completedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .orderBy(desc(orders.completedAt), orderItems.id)
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
  return { rows, total: count?.n ?? 0 }
}
