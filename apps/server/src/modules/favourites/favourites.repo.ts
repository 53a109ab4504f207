/** Favourite rows (member ↔ listing). */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { favourites } from '../../db/schema.ts'

export async function isFavourite(db: DbOrTx, memberId: number, goodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ goodsId: favourites.goodsId })
    .from(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.goodsId, goodsId)))
    .limit(1)
  return Boolean(row)
}
