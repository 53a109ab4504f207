/** Walking the three-level category tree: name search, paths, and links to /goodsList. */
import type { CategoryNode } from '@kaifong/contract'
import { paths } from '../../../config/paths.ts'

/** Case- and width-insensitive form for matching ("ＩＰＨＯＮＥ" and "iphone" are the same). */
export const foldName = (s: string) => s.normalize('NFKC').toLocaleLowerCase()

/**
 * The tree cut down to categories whose name contains `term`, with their ancestors (for
 * context) and their whole subtree (a match on 手機 should still offer iPhone and Android).
 */
export function filterTree(nodes: CategoryNode[], term: string): CategoryNode[] {
  const q = foldName(term.trim())
  if (!q) return nodes
  const walk = (list: CategoryNode[]): CategoryNode[] =>
    list.flatMap((node) => {
      if (foldName(node.name).includes(q)) return [node]
      const children = walk(node.children)
      return children.length ? [{ ...node, children }] : []
    })
  return walk(nodes)
}

/** The nodes from the root down to `id`, or [] when it is not in the tree. */
export function pathTo(nodes: CategoryNode[], id: string): CategoryNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node]
    const below = pathTo(node.children, id)
    if (below.length) return [node, ...below]
  }
  return []
}

export const categoryHref = (node: Pick<CategoryNode, 'id' | 'name'>) =>
  paths.goodsList({ categoryId: node.id, categoryName: node.name })
