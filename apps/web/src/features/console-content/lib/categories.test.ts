import { describe, expect, it } from 'vitest'
import { allowedParents } from './categories.ts'
import type { AdminCategory } from './types.ts'

const node = (
  id: string,
  parentId: string,
  level: number,
  children: AdminCategory[] = [],
): AdminCategory => ({
  id,
  parentId,
  level,
  name: { 'zh-Hant': `分類${id}`, 'zh-Hans': `分类${id}`, en: `Cat ${id}` },
  image: '',
  sortOrder: 0,
  hidden: false,
  children,
})

// 1 ─ 11 ─ 111
//   └ 12
// 2 ─ 21
// 3
const TREE = [
  node('1', '0', 1, [node('11', '1', 2, [node('111', '11', 3)]), node('12', '1', 2)]),
  node('2', '0', 1, [node('21', '2', 2)]),
  node('3', '0', 1),
]
const find = (id: string) => {
  const all = (nodes: AdminCategory[]): AdminCategory[] => nodes.flatMap((n) => [n, ...all(n.children)])
  const found = all(TREE).find((n) => n.id === id)
  if (!found) throw new Error(id)
  return found
}
const ids = (list: (AdminCategory | null)[]) => list.map((n) => n?.id ?? 'top')

describe('allowedParents (docs/admin.md: three levels, never under itself)', () => {
  it('offers a leaf every node above the third level but its own parent, and the top', () => {
    expect(ids(allowedParents(TREE, find('111')))).toEqual(['top', '1', '12', '2', '21', '3'])
  })

  it('keeps a node with children at most one level down, never under itself or its children', () => {
    // 11 carries one level under it: it may go to the top or under a first-level node.
    expect(ids(allowedParents(TREE, find('11')))).toEqual(['top', '2', '3'])
  })

  it('lets a three-level subtree stay only at the top, and a two-level one under a first-level node', () => {
    expect(ids(allowedParents(TREE, find('1')))).toEqual([])
    expect(ids(allowedParents(TREE, find('2')))).toEqual(['1', '3'])
  })
})
