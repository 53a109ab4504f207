/**
 * A query that names a category lifts that category's listings (docs/product/search.md, "When a
 * query names a category"): 手機 puts phones before the screen protectors, tablets and watches
 * whose category path or text also says 手機. A term names a category when it is one of the
 * category's names, in any language, or a word of the same vocabulary group (phone, 手机, 手提電話
 * all name 手機), or one of the two things a name joins (床褥 names 床及床褥). The query's last
 * term that names a category decides ("iphone 14 case" is about cases). A whole name is preferred
 * to a part of one, and a category to the ones above it (手機 names 手機, not 手機及配件).
 *
 * How the page is read (docs/decisions.md, "Search"): fewer than a thousand matches are ordered
 * from the one sample of every match the search reads anyway; more are read as the matches in the
 * category, then the others (`& !lift`) after them, each the ordinary search, the second only where
 * a page runs past the category's matches.
 */
import { SEARCH_TOTAL_CAP } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import type { CardRow } from '../goods/index.ts'
import { type CategoryEntry, type CategoryIndex, categoryIndex } from './category-index.ts'
import { FACET } from './facets.ts'
import type { QueryPlan } from './query-plan.ts'

/** The categories the plan's terms name, the last naming term deciding; empty when none. */
export function namedCategories(index: CategoryIndex, plan: QueryPlan): CategoryEntry[] {
  const lookUp = (byKey: Map<string, CategoryEntry[]>, keys: string[]) => [
    ...new Set(keys.flatMap((k) => byKey.get(k) ?? [])),
  ]
  for (let t = plan.terms.length - 1; t >= 0; t--) {
    const keys = plan.terms[t]?.keys ?? []
    const whole = lookUp(index.byWhole, keys)
    const named = whole.length > 0 ? whole : lookUp(index.byPart, keys)
    if (named.length === 0) continue
    const above = new Set(named.flatMap((e) => e.above))
    return named.filter((e) => !above.has(e.id))
  }
  return []
}

/**
 * The listings to lift as tsquery text (their category lexemes, any of them), or null when the
 * query names no category.
 */
export async function liftOf(ctx: AppContext, plan: QueryPlan): Promise<string | null> {
  const named = namedCategories(await categoryIndex(ctx), plan)
  if (named.length === 0) return null
  const lexemes = named.map((e) => `'${FACET.category}${e.id}'`)
  return lexemes.length === 1 ? (lexemes[0] as string) : `(${lexemes.join(' | ')})`
}

/** How the search reads matches of a query (tsquery text, the filters added by the caller). */
export interface Parts {
  /** A page of the matches of `text`, and their total (capped). */
  page(text: string, skip: number, take: number): Promise<{ rows: CardRow[]; total: number }>
  /**
   * When `words` has fewer matches than the total can show, the page of them with those matching
   * `lift` first, and their total (one sample of every match); else null.
   */
  few(
    words: string,
    lift: string,
    skip: number,
    take: number,
  ): Promise<{ rows: CardRow[]; total: number } | null>
  /** Matches of `text`, counted exactly. */
  count(text: string): Promise<number>
}

/**
 * A page of the matches of `words` with those matching `lift` first, and their total (capped).
 * Few matches are ordered from one sample of all of them, as without the lift. Over a thousand
 * ("1,000+"): the category's matches, then the others after them — each the ordinary search.
 */
export async function liftedPage(
  read: Parts,
  words: string,
  lift: string,
  offset: number,
  limit: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const few = await read.few(words, lift, offset, limit)
  if (few !== null) return few
  const inside = `(${words}) & ${lift}`
  const first = await read.page(inside, offset, limit)
  const rest = limit - first.rows.length
  if (rest === 0) return { rows: first.rows, total: SEARCH_TOTAL_CAP }
  // Where the category's matches end: a total below the cap is exact; past it, a short page shows
  // the end, and an empty one (a page far beyond a thousand) needs a count.
  const capped = first.total >= SEARCH_TOTAL_CAP
  const ends = !capped
    ? first.total
    : first.rows.length > 0
      ? offset + first.rows.length
      : await read.count(inside)
  const second = await read.page(`(${words}) & !${lift}`, Math.max(0, offset - ends), rest)
  return { rows: [...first.rows, ...second.rows], total: SEARCH_TOTAL_CAP }
}
