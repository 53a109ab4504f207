/** Listings like a given one (docs/listings-api.md, `es/related`): same category, similar title. */
import type { AppContext } from '../../lib/context.ts'
import { type CardRow, findGoods, goodsNotFound } from '../goods/index.ts'
import { relatedCards } from './browse.repo.ts'

/**
 * Live listings like this one: first from its own category, then from the category above it
 * (when there is one below the top level), each ranked by how similar the titles are.
 */
export async function relatedGoods(ctx: AppContext, goodsId: number, limit: number): Promise<CardRow[]> {
  const row = await findGoods(ctx.db, goodsId)
  if (!row) throw goodsNotFound()
  const now = ctx.clock.now()
  const base = { excludeId: row.id, text: row.searchText }
  const leaf = await relatedCards(
    ctx.db,
    { ...base, categoryId: row.categoryId, notCategoryId: null },
    now,
    limit,
  )
  const path = row.categoryPath
  const parent = path.length >= 3 ? path[path.length - 2] : undefined
  if (leaf.length >= limit || parent === undefined) return leaf
  const wider = await relatedCards(
    ctx.db,
    { ...base, categoryId: parent, notCategoryId: row.categoryId },
    now,
    limit - leaf.length,
  )
  return [...leaf, ...wider]
}
