/**
 * The category tree in the console (docs/admin.md, "Categories"): its order, a node's place in it,
 * the moves that keep it at three levels, and its endpoints. Every change refreshes the tree.
 */
import type { Language } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi, inLanguage } from '../../admin/index.ts'
import { contentKeys } from './keys.ts'
import type { AdminCategory, CategoryChangeBody } from './types.ts'

export const MAX_CATEGORY_LEVEL = 3
export const ROOT_CATEGORY = '0'

export const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`

const byOrder = (a: AdminCategory, b: AdminCategory) =>
  a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id)
/** Siblings in their sort order. */
export const sorted = (nodes: readonly AdminCategory[]) => [...nodes].sort(byOrder)

/** Every node of the tree, depth first, in its sort order. */
export function flattenTree(nodes: readonly AdminCategory[]): AdminCategory[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])])
}

/** How many levels lie under `node` (0 for a leaf). */
export function depthBelow(node: AdminCategory): number {
  return Math.max(0, ...(node.children ?? []).map((child) => depthBelow(child) + 1))
}

/**
 * Where `node` may move (docs/admin.md, "Categories": the tree stays at three levels and a node
 * never goes under itself): the top (ROOT_CATEGORY) or a node that is not the node, not under it,
 * and deep enough to hold the node's subtree; never its present parent.
 */
export function allowedParents(
  tree: readonly AdminCategory[],
  node: AdminCategory,
): (AdminCategory | null)[] {
  const below = depthBelow(node)
  const own = new Set(flattenTree([node]).map((n) => n.id))
  const fits = (level: number) => level + 1 + below <= MAX_CATEGORY_LEVEL
  const parents = flattenTree(tree).filter((p) => !own.has(p.id) && fits(p.level) && p.id !== node.parentId)
  return [...(node.parentId !== ROOT_CATEGORY ? [null] : []), ...parents]
}

/** "Phones › iPhone": a node's name under its ancestors, in the operator's language. */
export function pathName(tree: readonly AdminCategory[], node: AdminCategory, lang: Language): string {
  const byId = new Map(flattenTree(tree).map((n) => [n.id, n]))
  const names = [inLanguage(node.name, lang)]
  let parent = byId.get(node.parentId)
  while (parent) {
    names.unshift(inLanguage(parent.name, lang))
    parent = byId.get(parent.parentId)
  }
  return names.join(' › ')
}

/** The whole tree, hidden nodes included. */
export const useCategoryTree = () =>
  useQuery({
    queryKey: contentKeys.categories,
    queryFn: () => adminApi<AdminCategory[]>('/categories'),
  })

/** Changes to one or more nodes, one request each, then `onDone(message)`. */
export function useCategoryChange(onDone: (message: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      changes,
    }: {
      changes: { id: string; body: CategoryChangeBody }[]
      message: string
    }) => {
      for (const { id, body } of changes)
        await adminApi<AdminCategory>(categoryPath(id), { method: 'PUT', body })
    },
    onSuccess: (_, { message }) => onDone(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.categories }),
  })
}
