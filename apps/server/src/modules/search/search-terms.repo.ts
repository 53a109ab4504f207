/**
 * The counted search terms behind the hot words (search_terms, search_term_hits: search-hits.ts
 * writes them in batches) and the operators' hot word rules (docs/product/search.md, "Hot words").
 */
import { asc, desc, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { hotWordRules, searchTermHits, searchTerms } from '../../db/schema.ts'

/** One search of a term by one searcher (search-hits.ts), to be written with others in a batch. */
export interface SearchHit {
  /** termOf(keyword) */
  term: string
  /** The keyword as typed; a new term keeps the first spelling written. */
  display: string
  /** Who searched (search-hits.ts `searcherOf`): the address, and the member when signed in. */
  searchers: string[]
  /** hkDay(at) */
  day: string
  at: Date
}

type HitRow = typeof searchTermHits.$inferSelect
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const hitKey = (h: HitRow) => `${h.day}\u0000${h.term}\u0000${h.searcher}`

/**
 * Writes a batch of hits in one transaction: the hits table's key lets each searcher (address or
 * member) in once per term and day, and a hit adds to its term only when every one of its searchers
 * got in for it — a second member behind one address, or one member from a second address, adds
 * nothing. Rows are written in key order, so concurrent batches (several instances) never
 * deadlock. Returns how many hits counted.
 */
export async function recordSearchHits(db: DbOrTx, batch: SearchHit[]): Promise<number> {
  if (batch.length === 0) return 0
  const rows = new Map<string, HitRow>()
  for (const { day, term, searchers } of batch) {
    for (const searcher of searchers) {
      const row = { day, term, searcher }
      rows.set(hitKey(row), row)
    }
  }
  const sorted = [...rows.entries()].sort(([a], [b]) => byText(a, b)).map(([, row]) => row)
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(searchTermHits)
      .values(sorted)
      .onConflictDoNothing()
      .returning({ day: searchTermHits.day, term: searchTermHits.term, searcher: searchTermHits.searcher })
    const fresh = new Set(inserted.map(hitKey))
    // In batch order (the order searched), so a new term takes its first spelling; each new row
    // is given to the first hit that needs it.
    const perTerm = new Map<string, { display: string; hits: number; at: Date }>()
    let counted = 0
    for (const h of batch) {
      const keys = h.searchers.map((searcher) => hitKey({ day: h.day, term: h.term, searcher }))
      const all = keys.every((k) => fresh.has(k))
      for (const k of keys) fresh.delete(k)
      if (!all) continue
      counted += 1
      const t = perTerm.get(h.term)
      if (!t) perTerm.set(h.term, { display: h.display, hits: 1, at: h.at })
      else {
        t.hits += 1
        if (h.at > t.at) t.at = h.at
      }
    }
    if (perTerm.size === 0) return 0
    const terms = [...perTerm.entries()]
      .sort(([a], [b]) => byText(a, b))
      .map(([term, t]) => ({ term, display: t.display, hits: t.hits, lastSearchedAt: t.at }))
    await tx
      .insert(searchTerms)
      .values(terms)
      .onConflictDoUpdate({
        target: searchTerms.term,
        set: {
          hits: sql`${searchTerms.hits} + excluded.hits`,
          lastSearchedAt: sql`greatest(${searchTerms.lastSearchedAt}, excluded.last_searched_at)`,
        },
      })
    return counted
  })
}

/** Deletes up to `limit` hit rows of days before `day`; returns how many went. */
export async function deleteSearchHitsBefore(db: DbOrTx, day: string, limit: number): Promise<number> {
  const old = db
    .select({ day: searchTermHits.day, term: searchTermHits.term, searcher: searchTermHits.searcher })
    .from(searchTermHits)
    .where(lt(searchTermHits.day, day))
    .limit(limit)
  const gone = await db
    .delete(searchTermHits)
    .where(sql`(${searchTermHits.day}, ${searchTermHits.term}, ${searchTermHits.searcher}) in (${old})`)
    .returning({ day: searchTermHits.day })
  return gone.length
}

/** The most-hit terms, optionally only those searched since a time. */
export async function topSearchTerms(
  db: DbOrTx,
  since: Date | null,
  limit: number,
): Promise<{ term: string; display: string; hits: number }[]> {
  return db
    .select({ term: searchTerms.term, display: searchTerms.display, hits: searchTerms.hits })
    .from(searchTerms)
    .where(since ? gte(searchTerms.lastSearchedAt, since) : undefined)
    .orderBy(sql`${searchTerms.hits} desc nulls last`, desc(searchTerms.lastSearchedAt), searchTerms.term)
    .limit(limit)
}

/** Operators' hot word rules (docs/admin.md, "Hot words"): pinned ones in their sort order. */
export async function hotWordRuleRows(db: DbOrTx): Promise<(typeof hotWordRules.$inferSelect)[]> {
  return await db.select().from(hotWordRules).orderBy(asc(hotWordRules.sortOrder), asc(hotWordRules.word))
}
