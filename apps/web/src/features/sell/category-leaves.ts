/** The categories a listing can be filed under: those without children, with their paths. */
import type { CategoryNode } from '@kaifong/contract'

export interface CategoryLeaf {
  id: string
  /** From the top level down to the leaf. */
  path: CategoryNode[]
}

export function categoryLeaves(tree: readonly CategoryNode[], above: CategoryNode[] = []): CategoryLeaf[] {
  return tree.flatMap((node) =>
    node.children.length === 0
      ? [{ id: node.id, path: [...above, node] }]
      : categoryLeaves(node.children, [...above, node]),
  )
}
