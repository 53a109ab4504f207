/**
 * Counts not worth making twice within a minute: keyword queries known to have over a thousand
 * matches, and browsing totals known to reach the cap (docs/decisions.md, "Close to the limit on
 * the server").
 */
import { SEARCH_TOTAL_CAP } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { countCapped, type SearchFilter } from './browse.repo.ts'

/**
 * Keyword queries known to have over a thousand matches, and when that was seen: a lifted search
 * (category-lift.ts) of such a word skips the sample that would show it has few, as browsing skips
 * counting a capped total (below). A word does not stop being common within a minute.
 */
const commonSeen = new Map<string, number>()

export function seenCommon(query: string, now: Date): boolean {
  const seen = commonSeen.get(query)
  return seen !== undefined && now.getTime() - seen < CAPPED_TTL_MS && now.getTime() >= seen
}

export function rememberCommon(query: string, now: Date): void {
  commonSeen.delete(query)
  commonSeen.set(query, now.getTime())
  if (commonSeen.size > CAPPED_MAX_ENTRIES) commonSeen.delete(commonSeen.keys().next().value ?? '')
}

/**
 * Browsing totals known to reach the cap, and when that was seen. "1,000+" does not change in a
 * minute, and these are exactly the expensive counts (big categories), so each instance counts
 * them once a minute at most. Counts below the cap are cheap and always fresh.
 */
const cappedSeen = new Map<string, number>()
const CAPPED_TTL_MS = 60_000
const CAPPED_MAX_ENTRIES = 5_000

export async function totalOf(ctx: AppContext, filter: SearchFilter, now: Date): Promise<number> {
  const key = JSON.stringify(filter)
  const seen = cappedSeen.get(key)
  if (seen !== undefined && now.getTime() - seen < CAPPED_TTL_MS && now.getTime() >= seen)
    return SEARCH_TOTAL_CAP
  const total = await countCapped(ctx.db, filter, now)
  cappedSeen.delete(key)
  if (total >= SEARCH_TOTAL_CAP) {
    cappedSeen.set(key, now.getTime())
    // Oldest first (insertion order): forget the oldest when full.
    if (cappedSeen.size > CAPPED_MAX_ENTRIES) cappedSeen.delete(cappedSeen.keys().next().value ?? '')
  }
  return total
}
