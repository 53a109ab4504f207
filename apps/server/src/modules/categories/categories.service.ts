/**
 * Categories (docs/product/api.md, constants.md). The tree is read often and changes rarely, so each process keeps it
 * in memory for at most CATEGORY_CACHE_MS (docs/product/constants.md: categories cached 1 hour). Checks made when
 * writing a listing (`categoryPathOf`) always read the database.
 */
import { CATEGORY_CACHE_MS, type CategoryNode, categoryNode, type Language } from '@kaifong/contract'
import { z } from 'zod'
import type { Db, DbOrTx } from '../../db/client.ts'
import type { Localized } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { serializerFor } from '../../lib/serialize.ts'
import { buildTree, CATEGORY_LEVELS, type CategoryTree } from './categories.present.ts'
import { type CategoryRow, categoryChain, listCategories, namesByIds } from './categories.repo.ts'

interface CachedTree {
  loadedAt: number
  rows: Promise<CategoryRow[]>
  trees: Map<Language, CategoryTree>
  /** Children lists already serialized (UTF-8), by language and parent id. */
  json: Map<string, Buffer>
}

const serializeNodes = serializerFor(z.array(categoryNode))

// Keyed by database so apps (and test files) sharing a process never see each other's tree.
const cache = new WeakMap<Db, CachedTree>()

/** Drops the cached tree, e.g. after categories are edited; other instances catch up within the hour. */
export function clearCategoryCache(db: Db): void {
  cache.delete(db)
}

function cachedTree(ctx: AppContext): CachedTree {
  const now = ctx.clock.now().getTime()
  const hit = cache.get(ctx.db)
  if (hit && now - hit.loadedAt < CATEGORY_CACHE_MS && now >= hit.loadedAt) return hit
  // The promise is cached, so concurrent misses share one query.
  const entry: CachedTree = {
    loadedAt: now,
    rows: listCategories(ctx.db),
    trees: new Map(),
    json: new Map(),
  }
  entry.rows.catch(() => {
    if (cache.get(ctx.db) === entry) cache.delete(ctx.db)
  })
  cache.set(ctx.db, entry)
  return entry
}

async function treeIn(entry: CachedTree, lang: Language): Promise<CategoryTree> {
  const rows = await entry.rows
  let tree = entry.trees.get(lang)
  if (!tree) {
    tree = buildTree(rows, lang)
    entry.trees.set(lang, tree)
  }
  return tree
}

const childrenIn = (tree: CategoryTree, parentId: number): CategoryNode[] =>
  parentId === 0 ? tree.roots : (tree.byId.get(parentId)?.children ?? [])

/** The children of `parentId` (0 = the top level) with their descendants; [] for an unknown id. */
export async function categoryChildren(
  ctx: AppContext,
  parentId: number,
  lang: Language,
): Promise<CategoryNode[]> {
  return childrenIn(await treeIn(cachedTree(ctx), lang), parentId)
}

/**
 * `categoryChildren` as the JSON the route answers, serialized once per cached tree, language and
 * parent (docs/decisions.md, "Close to the limit on the server"); unknown ids share "[]".
 */
export async function categoryChildrenJson(
  ctx: AppContext,
  parentId: number,
  lang: Language,
): Promise<Buffer> {
  const entry = cachedTree(ctx)
  const tree = await treeIn(entry, lang)
  const nodes = childrenIn(tree, parentId)
  if (nodes.length === 0) return EMPTY
  const key = `${lang}:${parentId}`
  let json = entry.json.get(key)
  if (json === undefined) {
    json = Buffer.from(serializeNodes(nodes))
    entry.json.set(key, json)
  }
  return json
}
const EMPTY = Buffer.from('[]')

/**
 * The ids from the top level down to `categoryId` ([level1, level2, level3] for a usual leaf), or
 * null when the category is unknown, hidden (or under a hidden one), has children that are not
 * hidden (listings go in the most specific category) or does not hang from the top level within
 * three levels.
 */
export async function categoryPathOf(db: DbOrTx, categoryId: number): Promise<number[] | null> {
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) return null
  const { chain, hasChildren } = await categoryChain(db, categoryId)
  if (hasChildren || chain.length === 0 || chain.length > CATEGORY_LEVELS) return null
  // A hidden category, or one under a hidden one, is refused like an unknown one (docs/admin.md).
  if (chain.some((link) => link.hidden)) return null
  const top = chain[chain.length - 1]
  if (top?.parentId !== 0) return null
  return chain.map((link) => link.id).reverse()
}

/** Names of the given categories in all three languages (unknown ids are left out). */
export async function categoryNames(db: DbOrTx, ids: number[]): Promise<Map<number, Localized>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0)
  const rows = await namesByIds(db, unique)
  return new Map(rows.map((r) => [r.id, r.name]))
}
