/** Favourite rows (member ↔ listing); the listing's favourite count is the goods module's. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { favourites, goods, members } from '../../db/schema.ts'
import { type CardRow, cardColumns } from '../goods/index.ts'

export async function isFavourite(db: DbOrTx, memberId: number, goodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ goodsId: favourites.goodsId })
    .from(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.goodsId, goodsId)))
    .limit(1)
  return Boolean(row)
}

/** False when the member had already favourited it (also when a concurrent twin won). */
export async function insertFavourite(db: DbOrTx, memberId: number, goodsId: number, at: Date) {
  const rows = await db
    .insert(favourites)
    .values({ memberId, goodsId, createdAt: at })
    .onConflictDoNothing()
    .returning({ goodsId: favourites.goodsId })
  return rows.length > 0
}

/** False when there was nothing to delete. */
export async function deleteFavourite(db: DbOrTx, memberId: number, goodsId: number) {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.goodsId, goodsId)))
    .returning({ goodsId: favourites.goodsId })
  return rows.length > 0
}

export type CollectionRow = CardRow & { collectedAt: Date }

/** A member's favourites, newest first, in every state but deleted (favourites_member_idx order). */
export async function pageFavourites(
  db: DbOrTx,
  memberId: number,
  offset: number,
  limit: number,
): Promise<{ rows: CollectionRow[]; total: number }> {
  const where = and(eq(favourites.memberId, memberId), isNull(goods.deletedAt))
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, collectedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(goods, eq(goods.id, favourites.goodsId))
      .innerJoin(members, eq(members.id, goods.sellerId))
      .where(where)
      .orderBy(sql`${favourites.createdAt} desc nulls last`, desc(favourites.goodsId))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(favourites)
      .innerJoin(goods, eq(goods.id, favourites.goodsId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
