/**
 * The public category tree in every language, flattened for search: for suggestions while typing
 * (categories whose name contains the keyword) and for knowing when a query names a category
 * (category-lift.ts). Rebuilt when the cached tree is reloaded (an operator's edit).
 */
import { type CategoryNode, LANGUAGES, type Language } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { categoryChildren } from '../categories/index.ts'
import { wordKey } from './query-plan.ts'
import { normalizeSearch, queryUnits } from './search-text.ts'

export interface CategoryEntry {
  id: string
  /** Display order of the tree (depth first), for ties. */
  order: number
  names: Record<Language, string>
  /** The names in the form keywords are compared in (`fold`). */
  folded: Record<Language, string>
  /** Names from the category up to the top level. */
  paths: Record<Language, string[]>
  /** Ids of the categories above it. */
  above: string[]
  /** Its names in every language as `wordKey`s ("Mobile Phones" → mobilephone)… */
  wholeKeys: Set<string>
  /** …and the parts of names that join two things ("洗衣機及乾衣機", "Tables & Chairs"). */
  partKeys: Set<string>
}

/** The form names and keywords are compared in: search normalisation, spaces tidied. */
export const fold = (text: string) => normalizeSearch(text).trim().replace(/\s+/g, ' ')

/** "洗衣機及乾衣機" is 洗衣機 and 乾衣機; "Beds & Bed Frames" is beds and bed frames. */
const NAME_PARTS = /\s*(?:及|與|和|、|&|\/|,|，|\band\b)\s*/u

const keyOf = (text: string) => wordKey(queryUnits(text))

export interface CategoryIndex {
  entries: CategoryEntry[]
  /** Categories by the keys of their whole names, and of their names' parts. */
  byWhole: Map<string, CategoryEntry[]>
  byPart: Map<string, CategoryEntry[]>
}

/** The index, and the cached trees it was built from (a reloaded tree is a new array). */
const indexes = new WeakMap<AppContext, { roots: CategoryNode[][]; index: CategoryIndex }>()

function byKey(entries: CategoryEntry[], keysOf: (e: CategoryEntry) => Set<string>) {
  const out = new Map<string, CategoryEntry[]>()
  for (const e of entries) for (const k of keysOf(e)) out.set(k, [...(out.get(k) ?? []), e])
  return out
}

function buildIndex(roots: CategoryNode[][]): CategoryEntry[] {
  const byId = new Map<string, CategoryEntry>()
  for (const [i, lang] of LANGUAGES.entries()) {
    const walk = (nodes: CategoryNode[], above: string[], ids: string[]) => {
      for (const node of nodes) {
        const path = [node.name, ...above]
        let entry = byId.get(node.id)
        if (!entry) {
          const blank = { 'zh-Hant': '', 'zh-Hans': '', en: '' }
          entry = {
            id: node.id,
            order: byId.size,
            names: { ...blank },
            folded: { ...blank },
            paths: { 'zh-Hant': [], 'zh-Hans': [], en: [] },
            above: ids,
            wholeKeys: new Set(),
            partKeys: new Set(),
          }
          byId.set(node.id, entry)
        }
        entry.names[lang] = node.name
        entry.folded[lang] = fold(node.name)
        entry.paths[lang] = path
        entry.wholeKeys.add(keyOf(node.name))
        const parts = node.name.split(NAME_PARTS).filter((p) => p.trim() !== '')
        if (parts.length > 1) for (const part of parts) entry.partKeys.add(keyOf(part))
        walk(node.children, path, [...ids, node.id])
      }
    }
    walk(roots[i] ?? [], [], [])
  }
  return [...byId.values()]
}

/** The category tree in every language, flattened; rebuilt when the cached tree is reloaded. */
export async function categoryIndex(ctx: AppContext): Promise<CategoryIndex> {
  const roots = await Promise.all(LANGUAGES.map((lang) => categoryChildren(ctx, 0, lang)))
  const hit = indexes.get(ctx)
  if (hit?.roots.every((r, i) => r === roots[i])) return hit.index
  const entries = buildIndex(roots)
  const index = {
    entries,
    byWhole: byKey(entries, (e) => e.wholeKeys),
    byPart: byKey(entries, (e) => e.partKeys),
  }
  indexes.set(ctx, { roots, index })
  return index
}
