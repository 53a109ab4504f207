/**
 * SQL of the console's category editing (docs/admin.md, "Categories"): the whole table (it is
 * small), one row, inserts and updates, the levels of a moved subtree and the category paths of
 * the listings under it.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { categories, goods } from '../../db/schema.ts'

export type CategoryRow = typeof categories.$inferSelect

export async function allCategoryRows(db: DbOrTx): Promise<CategoryRow[]> {
  return await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))
}

export async function insertCategory(db: DbOrTx, values: Omit<typeof categories.$inferInsert, 'id'>) {
  const [row] = await db.insert(categories).values(values).returning()
  if (!row) throw new Error('insert categories returned nothing')
  return row
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<CategoryRow, 'name' | 'parentId' | 'level' | 'sortOrder' | 'hidden'>>,
): Promise<CategoryRow> {
  // Nothing to change (e.g. a move to the parent it has): the row as it is.
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(categories).where(eq(categories.id, id))
      : await db.update(categories).set(values).where(eq(categories.id, id)).returning()
  if (!row) throw new Error('update categories returned nothing')
  return row
}

/** Moves the levels of the given categories (a moved node's descendants) by `delta`. */
export async function shiftLevels(db: DbOrTx, ids: number[], delta: number): Promise<void> {
  if (ids.length === 0 || delta === 0) return
  await db
    .update(categories)
    .set({ level: sql`${categories.level} + ${delta}` })
    .where(inArray(categories.id, ids))
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
