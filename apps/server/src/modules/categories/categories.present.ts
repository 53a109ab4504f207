/** Category rows → the three-level tree of CategoryNode in one language. */
import type { CategoryNode, Language } from '@kaifong/contract'
import type { CategoryRow } from './categories.repo.ts'

export const CATEGORY_LEVELS = 3

export interface CategoryTree {
  roots: CategoryNode[]
  byId: Map<number, CategoryNode>
}

/**
 * Builds the tree from rows already in display order (sortOrder, then id). Only categories that
 * hang from the root within three levels are shown; deeper or orphaned rows, and hidden ones with
 * their descendants, are left out.
 */
export function buildTree(rows: CategoryRow[], lang: Language): CategoryTree {
  const childrenOf = new Map<number, CategoryRow[]>()
  for (const row of rows) {
    // A hidden category (docs/admin.md, "Categories") is left out with everything under it.
    if (row.hidden) continue
    const siblings = childrenOf.get(row.parentId)
    if (siblings) siblings.push(row)
    else childrenOf.set(row.parentId, [row])
  }
  const byId = new Map<number, CategoryNode>()
  const grow = (parentId: number, depth: number): CategoryNode[] => {
    if (depth > CATEGORY_LEVELS) return []
    return (childrenOf.get(parentId) ?? []).map((row) => {
      const node: CategoryNode = {
        id: String(row.id),
        parentId: String(row.parentId),
        level: row.level,
        name: row.name[lang],
        image: row.image,
        children: grow(row.id, depth + 1),
      }
      byId.set(row.id, node)
      return node
    })
  }
  return { roots: grow(0, 1), byId }
}
