/** order_reviews (modules/order-reviews): writes and reads, with the writer's public name. */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { members, orderReviews } from '../../db/schema.ts'

export type OrderReviewRow = typeof orderReviews.$inferSelect
export type NewOrderReview = typeof orderReviews.$inferInsert
export type OrderReviewWithWriter = OrderReviewRow & {
  memberName: string
  memberFace: string
  memberDeleted: boolean
}

export async function insertReview(tx: DbOrTx, values: NewOrderReview): Promise<OrderReviewRow> {
  const [row] = await tx.insert(orderReviews).values(values).returning()
  if (!row) throw new Error('insert review returned nothing')
  return row
}

const columns = {
  review: orderReviews,
  memberName: members.nickName,
  memberFace: members.face,
  memberDeleted: sql<boolean>`${members.deletedAt} is not null`,
}
type Joined = { review: OrderReviewRow; memberName: string; memberFace: string; memberDeleted: boolean }
const flat = (r: Joined): OrderReviewWithWriter => ({
  ...r.review,
  memberName: r.memberName,
  memberFace: r.memberFace,
  memberDeleted: r.memberDeleted,
})

export async function pageReviews(
  db: DbOrTx,
  by: { goodsId: number } | { buyerId: number },
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: OrderReviewWithWriter[]; total: number }> {
  const where = 'goodsId' in by ? eq(orderReviews.goodsId, by.goodsId) : eq(orderReviews.buyerId, by.buyerId)
  const rows = await db
    .select(columns)
    .from(orderReviews)
    .innerJoin(members, eq(members.id, orderReviews.buyerId))
    .where(where)
    .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orderReviews).where(where)
  return { rows: rows.map(flat), total: count?.n ?? 0 }
}

export async function findOwnReview(
  db: DbOrTx,
  buyerId: number,
  id: number,
): Promise<OrderReviewWithWriter | null> {
  const [row] = await db
    .select(columns)
    .from(orderReviews)
    .innerJoin(members, eq(members.id, orderReviews.buyerId))
    .where(and(eq(orderReviews.id, id), eq(orderReviews.buyerId, buyerId)))
    .limit(1)
  return row ? flat(row) : null
}
