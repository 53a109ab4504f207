/**
 * Category rows: the whole (small) table for the tree, one leaf's ancestry, names by id, and the
 * console's inserts and updates (categories.edit.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { categories, type Localized } from '../../db/schema.ts'

export type CategoryRow = typeof categories.$inferSelect

/**
 * A real promise (async): Drizzle's query builder is a thenable that runs its query again on every
 * `await`, so a cached builder would query on every request.
 */
export async function listCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))
}

export interface ChainLink {
  id: number
  parentId: number
  depth: number
  /** Hidden by an operator (docs/admin.md, "Categories"). */
  hidden: boolean
}

/**
 * The category and its ancestors, nearest first (depth 0 is the category itself), and whether it
 * has children that are not hidden. Depth is capped so a parent cycle in bad data cannot loop forever.
 */
export async function categoryChain(
  db: DbOrTx,
  id: number,
): Promise<{ chain: ChainLink[]; hasChildren: boolean }> {
  const chain = await queryRows<{
    id: string | number
    parent_id: string | number
    depth: number
    hidden: boolean
  }>(
    db,
    sql`with recursive up as (
          select id, parent_id, hidden, 0 as depth from categories where id = ${id}
          union all
          select c.id, c.parent_id, c.hidden, up.depth + 1 from categories c join up on c.id = up.parent_id
          where up.depth < 4
        )
        select id, parent_id, depth, hidden from up order by depth`,
  )
  // Only children a seller can pick count: a category whose children are all hidden is a leaf.
  const [child] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.parentId, id), eq(categories.hidden, false)))
    .limit(1)
  return {
    chain: chain.map((r) => ({
      id: Number(r.id),
      parentId: Number(r.parent_id),
      depth: Number(r.depth),
      hidden: r.hidden === true,
    })),
    hasChildren: child !== undefined,
  }
}

// Category names by id, for the search text of a listing being written (db/prepared.ts).
const statements = preparedPer((db) => ({
  names: db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`${categories.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('category_names'),
}))

export async function namesByIds(db: DbOrTx, ids: number[]): Promise<{ id: number; name: Localized }[]> {
  if (ids.length === 0) return []
  // An array literal: both drivers pass it as text (the ids are integers).
  return statements(db).names.execute({ ids: `{${ids.join(',')}}` })
}

export async function insertCategory(db: DbOrTx, values: Omit<typeof categories.$inferInsert, 'id'>) {
  const [row] = await db.insert(categories).values(values).returning()
  if (!row) throw new Error('insert categories returned nothing')
  return row
}

export type CategoryChange = Partial<
  Pick<CategoryRow, 'name' | 'parentId' | 'level' | 'sortOrder' | 'hidden'>
>

export async function updateCategory(db: DbOrTx, id: number, values: CategoryChange): Promise<CategoryRow> {
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
