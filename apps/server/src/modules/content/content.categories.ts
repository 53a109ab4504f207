/**
 * The category tree as operators edit it (docs/admin.md, "Categories"): add, rename in three
 * languages, move, reorder and hide. A move keeps the tree at three levels and never puts a node
 * under itself or its descendants; listings keep their category, and the paths of those under a
 * moved node follow it. Edits of the tree run one at a time (one lock for the whole, small table),
 * each with its audit row; the public tree (modules/categories) is refreshed at once.
 */

import { ErrorCode } from '@kaifong/contract'
import type { categoryChangeBody, categoryCreateBody } from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { CATEGORY_LEVELS, clearCategoryCache } from '../categories/index.ts'
import {
  allCategoryRows,
  type CategoryRow,
  insertCategory,
  repathListings,
  shiftLevels,
  updateCategory,
} from './content.categories.repo.ts'

type CreateBody = z.output<typeof categoryCreateBody>
type ChangeBody = z.output<typeof categoryChangeBody>

const parentUnknown = () =>
  new AppError(400, ErrorCode.CATEGORY_PARENT_UNKNOWN, 'content.category.parent.unknown')
const moveInvalid = () => new AppError(400, ErrorCode.CATEGORY_MOVE_INVALID, 'content.category.move.invalid')
const tooDeep = () => new AppError(400, ErrorCode.CATEGORY_TOO_DEEP, 'content.category.too.deep')

/** The table in memory: rows by id and children by parent. */
class Tree {
  readonly byId: Map<number, CategoryRow>
  readonly childrenOf = new Map<number, CategoryRow[]>()
  constructor(rows: CategoryRow[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]))
    for (const row of rows)
      this.childrenOf.set(row.parentId, [...(this.childrenOf.get(row.parentId) ?? []), row])
  }

  /** Every id under `id` (not `id` itself). */
  descendants(id: number): number[] {
    const out: number[] = []
    const walk = (parent: number) => {
      for (const child of this.childrenOf.get(parent) ?? []) {
        if (out.includes(child.id) || child.id === id) continue
        out.push(child.id)
        walk(child.id)
      }
    }
    walk(id)
    return out
  }

  /** How many levels lie under `id` (0 for a leaf). */
  height(id: number, guard = 0): number {
    if (guard > CATEGORY_LEVELS) return guard
    const children = this.childrenOf.get(id) ?? []
    return children.length === 0 ? 0 : 1 + Math.max(...children.map((c) => this.height(c.id, guard + 1)))
  }

  /** The ids from the top level down to `id` (included); [] for the root (0). */
  pathTo(id: number): number[] {
    const path: number[] = []
    let at = this.byId.get(id)
    while (at && path.length <= CATEGORY_LEVELS) {
      path.unshift(at.id)
      at = this.byId.get(at.parentId)
    }
    return path
  }
}

/** The tree, locked against other edits until the transaction ends. */
async function lockedTree(tx: DbOrTx): Promise<Tree> {
  await lockKey(tx, 'categories', 'tree')
  return new Tree(await allCategoryRows(tx))
}

/** The level a child of `parentId` has (1 under the root); the parent must exist. */
function childLevel(tree: Tree, parentId: number): number {
  if (parentId === 0) return 1
  const parent = tree.byId.get(parentId)
  if (!parent) throw parentUnknown()
  return parent.level + 1
}

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
    const tree = await lockedTree(tx)
    const level = childLevel(tree, parentId)
    if (level > CATEGORY_LEVELS) throw tooDeep()
    const created = await insertCategory(tx, { parentId, level, name: body.name, sortOrder: body.sortOrder })
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

/** Checks a move of `node` under `parentId`; answers the node's new level. */
function checkMove(tree: Tree, node: CategoryRow, parentId: number): number {
  if (parentId === node.id || tree.descendants(node.id).includes(parentId)) throw moveInvalid()
  const level = childLevel(tree, parentId)
  if (level + tree.height(node.id) > CATEGORY_LEVELS) throw tooDeep()
  return level
}

/**
 * Renames, moves, reorders or hides one category. A moved node takes its subtree along: their
 * levels shift, and listings under it get their new path from the top (their category stays).
 */
export async function changeCategory(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: ChangeBody,
): Promise<CategoryRow> {
  const now = ctx.clock.now()
  const row = await ctx.db.transaction(async (tx) => {
    const tree = await lockedTree(tx)
    const before = tree.byId.get(id)
    if (!before) throw notFound()
    const parentId = body.parentId === undefined ? before.parentId : Number(body.parentId)
    const moves = parentId !== before.parentId
    const level = moves ? checkMove(tree, before, parentId) : before.level
    const after = await updateCategory(tx, id, {
      ...(body.name ? { name: body.name } : {}),
      ...(body.sortOrder === undefined ? {} : { sortOrder: body.sortOrder }),
      ...(body.hidden === undefined ? {} : { hidden: body.hidden }),
      ...(moves ? { parentId, level } : {}),
    })
    let listingsMoved = 0
    if (moves) {
      await shiftLevels(tx, tree.descendants(id), level - before.level)
      listingsMoved = await repathListings(tx, id, before.level, tree.pathTo(parentId))
    }
    await recordAudit(
      tx,
      actor,
      {
        action: moves ? 'category.move' : 'category.update',
        targetType: 'category',
        targetId: id,
        before,
        after: moves ? { ...after, listingsMoved } : after,
      },
      now,
    )
    return after
  })
  clearCategoryCache(ctx.db)
  return row
}
