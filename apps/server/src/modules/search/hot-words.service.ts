/**
 * Hot words: the most searched terms of the last 30 days, topped up with all-time ones while
 * there are too few recent searches. A searcher counts once per term and day (search-hits.ts). Every page asks for them, so each instance keeps the list
 * for 5 minutes; a hot word a few minutes late is harmless.
 */
import type { AppContext } from '../../lib/context.ts'
import { topSearchTerms } from './search.repo.ts'

export const HOT_WORDS_MAX = 20
const WINDOW_MS = 30 * 24 * 60 * 60 * 1000
const CACHE_MS = 5 * 60 * 1000

const cache = new WeakMap<AppContext, { at: number; words: string[] }>()

async function load(ctx: AppContext, now: number): Promise<string[]> {
  const recent = await topSearchTerms(ctx.db, new Date(now - WINDOW_MS), HOT_WORDS_MAX)
  if (recent.length >= HOT_WORDS_MAX) return recent.map((r) => r.display)
  const seen = new Set(recent.map((r) => r.term))
  const older = (await topSearchTerms(ctx.db, null, HOT_WORDS_MAX + recent.length)).filter(
    (r) => !seen.has(r.term),
  )
  return [...recent, ...older].slice(0, HOT_WORDS_MAX).map((r) => r.display)
}

export async function hotWords(ctx: AppContext, count: number): Promise<string[]> {
  const now = ctx.clock.now().getTime()
  let entry = cache.get(ctx)
  // A clock that moved backwards (tests) also refreshes.
  if (!entry || now - entry.at >= CACHE_MS || now < entry.at) {
    entry = { at: now, words: await load(ctx, now) }
    cache.set(ctx, entry)
  }
  return entry.words.slice(0, count)
}
