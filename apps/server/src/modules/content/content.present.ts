/** Content rows → the console's shapes (packages/contract/src/admin/content.ts), every language at once. */
import type {
  AdminArticle,
  AdminBanner,
  AdminCategory,
  ArticleType,
  HotWordRule,
} from '@kaifong/contract/admin'
import type { CategoryRow } from '../categories/index.ts'
import type { ArticleRow, BannerRow, HotWordRuleRow } from './content.repo.ts'

export function presentAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: String(row.id),
    imageUrl: row.imageUrl,
    title: row.title,
    link: row.link,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
  }
}

export function presentHotWordRule(row: HotWordRuleRow): HotWordRule {
  return {
    word: row.word,
    action: row.action,
    sortOrder: row.sortOrder,
    createTime: row.createdAt.toISOString(),
  }
}

/** The whole tree from rows in display order, hidden nodes included; rows not under the top level are left out. */
export function presentAdminTree(rows: CategoryRow[]): AdminCategory[] {
  const childrenOf = new Map<number, CategoryRow[]>()
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId)
    if (siblings) siblings.push(row)
    else childrenOf.set(row.parentId, [row])
  }
  const seen = new Set<number>()
  const grow = (parentId: number): AdminCategory[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .map((row) => ({
        id: String(row.id),
        parentId: String(row.parentId),
        level: row.level,
        name: row.name,
        image: row.image,
        sortOrder: row.sortOrder,
        hidden: row.hidden,
        children: grow(row.id),
      }))
  return grow(0)
}

export function presentAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: String(row.id),
    key: row.key,
    type: row.type as ArticleType,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  }
}
