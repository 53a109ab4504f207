/**
 * How well the search finds what Hong Kong buyers type (docs/product/search.md, "How well it
 * finds"): the recall set of recall.fixture.ts over the demo category tree, through the API. A
 * query's relevant listing counts as found when it is on the query's first page (20, recommended
 * order); the recall is the share of (query, relevant listing) pairs found.
 */
import type { GoodsCard, Page } from '@kaifong/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { categories } from '../../db/schema.ts'
import {
  CATEGORY_TREE,
  type CategoryNode,
  categoryNames,
  parseCategoryTree,
} from '../../db/seed/categories.ts'
import { clearCategoryCache } from '../categories/categories.service.ts'
import { vectorOf } from './search-fields.ts'
import { indexLexemes, normalizeSearch } from './search-text.ts'
import { recallListings, recallQueries } from './test/recall.fixture.ts'

const h = useTestApp()
beforeEach(() => clearCategoryCache(h.db))

/** The share of relevant listings the search must find on the first page. */
const RECALL_GOAL = 0.95
const PAGE = 20

interface Leaf {
  path: { top: number; middle: number; leaf: number }
  /** The names of its path, in every language (a listing is found by them). */
  texts: string[]
}

/** The demo category tree, as the seed writes it; its leaves by English name. */
async function insertTree(): Promise<Map<string, Leaf>> {
  const leaves = new Map<string, Leaf>()
  const walk = async (nodes: CategoryNode[], parentId: number, above: number[], texts: string[]) => {
    for (const [i, node] of nodes.entries()) {
      const name = categoryNames(node)
      const [row] = await h.db
        .insert(categories)
        .values({ parentId, level: above.length + 1, name, sortOrder: i })
        .returning({ id: categories.id })
      if (!row) throw new Error('category insert failed')
      const ids = [...above, row.id]
      const own = [...texts, name['zh-Hant'], name['zh-Hans'], name.en]
      const [top = 0, middle = 0, leaf = 0] = ids
      if (node.children.length === 0 && !leaves.has(node.en))
        leaves.set(node.en, { path: { top, middle, leaf }, texts: own })
      await walk(node.children, row.id, ids, own)
    }
  }
  await walk(parseCategoryTree(CATEGORY_TREE), 0, [], [])
  return leaves
}

describe('search recall over what Hong Kong buyers type', () => {
  it(`finds at least ${RECALL_GOAL * 100} % of the relevant listings on the first page`, async () => {
    const leaves = await insertTree()
    const seller = await createMember(h)
    const ids = new Map<number, string>()
    const start = h.clock.now().getTime()
    for (const [i, l] of recallListings().entries()) {
      const leaf = leaves.get(l.leaf)
      if (!leaf) throw new Error(`no leaf category ${l.leaf}`)
      const row = await createListing(h, seller.id, leaf.path, {
        name: l.title,
        intro: l.intro,
        // Listed a minute apart, so the recommended order (newest first) is fixed.
        openTime: new Date(start - i * 60_000),
        searchText: normalizeSearch(l.title),
        searchVector: vectorOf(indexLexemes(l.title, l.intro, ...leaf.texts)) as unknown as string,
      })
      ids.set(row.id, l.key)
    }
    const missed: string[] = []
    const tally = { pairs: 0, found: 0, queries: 0, whole: 0, heldPairs: 0, heldFound: 0 }
    for (const { query, relevant, heldOut } of recallQueries()) {
      const qs = new URLSearchParams({ goodsName: query, pageSize: String(PAGE) })
      const res = await call<Page<GoodsCard>>(h.app, { method: 'GET', url: `/buyer/goods/goods/es?${qs}` })
      expect(res.status, query).toBe(200)
      const keys = new Set(res.body.result.records.map((r) => ids.get(Number(r.id))))
      const hits = relevant.filter((key) => keys.has(key)).length
      for (const key of relevant) if (!keys.has(key)) missed.push(`${query} → ${key}`)
      tally.pairs += relevant.length
      tally.found += hits
      tally.queries++
      if (hits === relevant.length) tally.whole++
      if (heldOut) {
        tally.heldPairs += relevant.length
        tally.heldFound += hits
      }
    }
    const recall = tally.found / tally.pairs
    const pct = (a: number, b: number) => `${a}/${b} = ${((a / b) * 100).toFixed(1)} %`
    console.info(
      `search recall: ${pct(tally.found, tally.pairs)} of relevant listings, ${pct(tally.whole, tally.queries)} of ` +
        `queries wholly; held-out queries ${pct(tally.heldFound, tally.heldPairs)}; missed: ${missed.join(', ')}`,
    )
    expect(recallQueries().length).toBeGreaterThanOrEqual(150)
    expect(recall).toBeGreaterThanOrEqual(RECALL_GOAL)
  })
})
