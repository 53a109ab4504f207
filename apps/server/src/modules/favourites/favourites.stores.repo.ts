/** Favourite shops (`shop_favourites`, the collection calls with type STORE; docs/product/shops.md, "Favourites"). */
import { and, count, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { shopFavourites, shops } from '../../db/schema.ts'

export async function isStoreFavourite(db: DbOrTx, memberId: number, shopId: number): Promise<boolean> {
  const [row] = await db
    .select({ shopId: shopFavourites.shopId })
    .from(shopFavourites)
    .where(and(eq(shopFavourites.memberId, memberId), eq(shopFavourites.shopId, shopId)))
    .limit(1)
  return Boolean(row)
}

/** False when the member had already favourited it (also when a concurrent twin won). */
export async function insertStoreFavourite(db: DbOrTx, memberId: number, shopId: number, at: Date) {
  const rows = await db
    .insert(shopFavourites)
    .values({ memberId, shopId, createdAt: at })
    .onConflictDoNothing()
    .returning({ shopId: shopFavourites.shopId })
  return rows.length > 0
}

export async function deleteStoreFavourite(db: DbOrTx, memberId: number, shopId: number): Promise<void> {
  await db
    .delete(shopFavourites)
    .where(and(eq(shopFavourites.memberId, memberId), eq(shopFavourites.shopId, shopId)))
}

export type StoreFavouriteRow = { shopId: number; collectedAt: Date }

/** The member's favourite shops that are open, newest first (shop_favourites_member_idx order). */
export async function pageStoreFavourites(
  db: DbOrTx,
  memberId: number,
  offset: number,
  limit: number,
): Promise<{ rows: StoreFavouriteRow[]; total: number }> {
  const where = and(eq(shopFavourites.memberId, memberId), eq(shops.status, 'OPEN'))
  const [rows, [total]] = await Promise.all([
    db
      .select({ shopId: shopFavourites.shopId, collectedAt: shopFavourites.createdAt })
      .from(shopFavourites)
      .innerJoin(shops, eq(shops.id, shopFavourites.shopId))
      .where(where)
      .orderBy(desc(shopFavourites.createdAt), desc(shopFavourites.shopId))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(shopFavourites)
      .innerJoin(shops, eq(shops.id, shopFavourites.shopId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
