/**
 * The category tree as operators edit it (docs/admin.md, "Categories"): add, rename in three
 * languages, move, reorder and hide. The tree's rules and rows are the categories module's
 * (categories.edit.ts); here each edit runs in one transaction with what follows from it: the
 * paths of the listings under a moved node (they keep their category; modules/goods) and the audit
 * row. The public tree (modules/categories) is refreshed at once.
 */

import type { categoryChangeBody, categoryCreateBody } from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import {
  addCategory,
  allCategoryRows,
  type CategoryRow,
  clearCategoryCache,
  editCategory,
} from '../categories/index.ts'
import { repathListings } from '../goods/index.ts'

type CreateBody = z.output<typeof categoryCreateBody>
type ChangeBody = z.output<typeof categoryChangeBody>

export function allCategories(ctx: AppContext): Promise<CategoryRow[]> {
  return allCategoryRows(ctx.db)
}

export async function createCategory(
  ctx: AppContext,
  actor: AuditActor,
  body: CreateBody,
): Promise<CategoryRow> {
  const now = ctx.clock.now()
  const parentId = Number(body.parentId)
  const row = await ctx.db.transaction(async (tx) => {
    const created = await addCategory(tx, { parentId, name: body.name, sortOrder: body.sortOrder })
    await recordAudit(
      tx,
      actor,
      { action: 'category.create', targetType: 'category', targetId: created.id, after: created },
      now,
    )
    return created
  })
  clearCategoryCache(ctx.db)
  return row
}

/**
 * Renames, moves, reorders or hides one category. A moved node takes its subtree along, and the
 * listings under it get their new path from the top (their category stays).
 */
export async function changeCategory(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: ChangeBody,
): Promise<CategoryRow> {
  const now = ctx.clock.now()
  const row = await ctx.db.transaction(async (tx) => {
    const { before, after, moved } = await editCategory(tx, id, {
      name: body.name,
      parentId: body.parentId === undefined ? undefined : Number(body.parentId),
      sortOrder: body.sortOrder,
      hidden: body.hidden,
    })
    const listingsMoved = moved ? await repathListings(tx, id, moved.oldLevel, moved.ancestors) : 0
    await recordAudit(
      tx,
      actor,
      {
        action: moved ? 'category.move' : 'category.update',
        targetType: 'category',
        targetId: id,
        before,
        after: moved ? { ...after, listingsMoved } : after,
      },
      now,
    )
    return after
  })
  clearCategoryCache(ctx.db)
  return row
}
