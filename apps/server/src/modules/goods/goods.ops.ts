/**
 * Writes of listings that other modules ask for, apart from the market state and the holds
 * (goods.states.ts): the favourite count (modules/favourites) and the category paths that follow a
 * moved category (modules/content, docs/admin.md "Categories"). Each is one set-based UPDATE in
 * the caller's transaction; none changes a listing's version (updatedAt).
 */
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { goods } from '../../db/schema.ts'

/** Moves the listing's favourite count by ±1; it never goes below zero. */
export async function changeCollectCount(db: DbOrTx, goodsId: number, delta: 1 | -1): Promise<void> {
  await db
    .update(goods)
    .set({ collectCount: sql`greatest(${goods.collectCount} + ${delta}, 0)` })
    .where(eq(goods.id, goodsId))
}

/**
 * The listings under a moved category keep their category; their path from the top level is
 * rewritten: the ancestors above the moved node (`oldLevel - 1` of them) become `newAncestors`.
 * Found through the GIN index on category_path. Answers how many listings changed.
 */
export async function repathListings(
  db: DbOrTx,
  movedId: number,
  oldLevel: number,
  newAncestors: number[],
): Promise<number> {
  const prefix = `{${newAncestors.join(',')}}`
  // An integer of ours (1–3), written into the slice as a literal.
  const from = sql.raw(String(Math.trunc(oldLevel)))
  const rows = await db
    .update(goods)
    .set({ categoryPath: sql`${prefix}::bigint[] || ${goods.categoryPath}[${from}:]` })
    .where(sql`${goods.categoryPath} && ARRAY[${movedId}]::bigint[]`)
    .returning({ id: goods.id })
  return rows.length
}
