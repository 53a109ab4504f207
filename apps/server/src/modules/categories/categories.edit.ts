/**
 * The category tree as operators edit it (docs/admin.md, "Categories"): add, rename in three
 * languages, move, reorder and hide. A move keeps the tree at three levels and never puts a node
 * under itself or its descendants; its subtree's levels follow it. Edits of the tree run one at a
 * time (one lock for the whole, small table, held until the caller's transaction ends). The console
 * (modules/content) calls these inside its transaction, with the listings' new paths (modules/goods)
 * and the audit row, and then clears the public tree's cache.
 */
import { ErrorCode } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { Localized } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { CATEGORY_LEVELS } from './categories.present.ts'
import {
  type CategoryRow,
  insertCategory,
  listCategories,
  shiftLevels,
  updateCategory,
} from './categories.repo.ts'

export type { CategoryRow } from './categories.repo.ts'

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
  return new Tree(await listCategories(tx))
}

/** The level a child of `parentId` has (1 under the root); the parent must exist. */
function childLevel(tree: Tree, parentId: number): number {
  if (parentId === 0) return 1
  const parent = tree.byId.get(parentId)
  if (!parent) throw parentUnknown()
  return parent.level + 1
}

/** Checks a move of `node` under `parentId`; answers the node's new level. */
function checkMove(tree: Tree, node: CategoryRow, parentId: number): number {
  if (parentId === node.id || tree.descendants(node.id).includes(parentId)) throw moveInvalid()
  const level = childLevel(tree, parentId)
  if (level + tree.height(node.id) > CATEGORY_LEVELS) throw tooDeep()
  return level
}

/** Every category, hidden ones included, in display order (the console's tree). */
export function allCategoryRows(db: DbOrTx): Promise<CategoryRow[]> {
  return listCategories(db)
}

/** Adds a category under `parentId` (0: the top level), in the caller's transaction. */
export async function addCategory(
  tx: DbOrTx,
  input: { parentId: number; name: Localized; sortOrder: number },
): Promise<CategoryRow> {
  const tree = await lockedTree(tx)
  const level = childLevel(tree, input.parentId)
  if (level > CATEGORY_LEVELS) throw tooDeep()
  return insertCategory(tx, { parentId: input.parentId, level, name: input.name, sortOrder: input.sortOrder })
}

export interface CategoryEdit {
  before: CategoryRow
  after: CategoryRow
  /**
   * For a move: the node's level before it, and the ids from the top level down to its new parent.
   * The listings under it keep their category; their paths follow (goods' `repathListings`).
   */
  moved: { oldLevel: number; ancestors: number[] } | null
}

/**
 * Renames, moves, reorders or hides one category, in the caller's transaction. A moved node takes
 * its subtree along: their levels shift. Unknown id: 404.
 */
export async function editCategory(
  tx: DbOrTx,
  id: number,
  change: { name?: Localized; parentId?: number; sortOrder?: number; hidden?: boolean },
): Promise<CategoryEdit> {
  const tree = await lockedTree(tx)
  const before = tree.byId.get(id)
  if (!before) throw notFound()
  const parentId = change.parentId ?? before.parentId
  const moves = parentId !== before.parentId
  const level = moves ? checkMove(tree, before, parentId) : before.level
  const after = await updateCategory(tx, id, {
    ...(change.name ? { name: change.name } : {}),
    ...(change.sortOrder === undefined ? {} : { sortOrder: change.sortOrder }),
    ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
    ...(moves ? { parentId, level } : {}),
  })
  if (!moves) return { before, after, moved: null }
  await shiftLevels(tx, tree.descendants(id), level - before.level)
  return { before, after, moved: { oldLevel: before.level, ancestors: tree.pathTo(parentId) } }
}
