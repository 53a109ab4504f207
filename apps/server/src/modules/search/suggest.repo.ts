/**
 * Search-as-you-type SQL (docs/product/search.md): titles of live listings matching a prefix
 * query, most popular first. One small query per keystroke: the keyword is matched through the
 * GIN index goods_search_vector_idx, and the order is that of goods_live_popular_idx, so the planner
 * can either walk the popular index until it has enough rows (common prefixes) or collect the
 * few matches from the GIN index (rare ones). Either way it stops at `limit`.
 *
 * The search vector also holds the description, so each term must also be in the title's search
 * text (goods.search_text, normalised like the terms): a listing found only by its description
 * does not make a title to suggest, and must not use up the rows read.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { goods } from '../../db/schema.ts'
import { liveListings } from '../goods/index.ts'

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Titles of live listings matching `tsQuery` (text for a ::tsquery cast) whose title contains
 * each of `inTitle` (normalised lexemes), most favourited first.
 */
export async function popularTitles(
  db: DbOrTx,
  tsQuery: string,
  inTitle: string[],
  now: Date,
  limit: number,
): Promise<string[]> {
  const titleHas = inTitle.map((t) => sql`${goods.searchText} like ${`%${likeEscape(t)}%`}`)
  const rows = await liveListings(
    db,
    { name: goods.name },
    now,
    sql`${goods.searchVector} @@ ${tsQuery}::tsquery`,
    ...titleHas,
  )
    .orderBy(
      sql`${goods.collectCount} desc nulls last`,
      sql`${goods.viewCount} desc nulls last`,
      sql`${goods.id} desc nulls last`,
    )
    .limit(limit)
  return rows.map((r) => r.name)
}
