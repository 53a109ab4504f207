/**
 * Each instance's memory of recent talks for the socket's frames (docs/decisions.md, "Chat
 * delivery"): a talk's two members, which never change, and whether either blocked the other,
 * so neither "typing" nor a read position costs a query per frame. A block made here forgets the
 * pair's talks at once; one made on another instance (or by a moderator) is seen within
 * BLOCK_FRESH_MS.
 */
import type { AppContext } from '../../lib/context.ts'
import { talkNotFound } from './chat.policy.ts'
import { talkMembers } from './chat.repo.ts'

export interface CachedTalk {
  buyerId: number
  sellerId: number
  blocked: boolean
  /** When it was read (ctx.clock). */
  at: number
}

/** How long a cached "blocked or not" is trusted. */
export const BLOCK_FRESH_MS = 10_000
/** Talks kept per instance; past this the cache starts over. */
const KEPT = 10_000

const caches = new WeakMap<AppContext, Map<number, CachedTalk>>()

function cacheOf(ctx: AppContext): Map<number, CachedTalk> {
  let cache = caches.get(ctx)
  if (!cache) {
    cache = new Map()
    caches.set(ctx, cache)
  }
  return cache
}

/** The talk's members and block, from memory when fresh; the answer for a missing talk when there is none. */
export async function cachedTalk(ctx: AppContext, talkId: number): Promise<CachedTalk> {
  const cache = cacheOf(ctx)
  const now = ctx.clock.now().getTime()
  const known = cache.get(talkId)
  if (known && now >= known.at && now - known.at < BLOCK_FRESH_MS) return known
  const row = await talkMembers(ctx.db, talkId)
  if (!row) throw talkNotFound()
  if (cache.size >= KEPT) cache.clear()
  const fresh = { ...row, at: now }
  cache.set(talkId, fresh)
  return fresh
}

/** A block between these two members changed: their talks are read again. */
export function forgetPair(ctx: AppContext, a: number, b: number): void {
  const cache = cacheOf(ctx)
  for (const [talkId, talk] of cache) {
    if ((talk.buyerId === a && talk.sellerId === b) || (talk.buyerId === b && talk.sellerId === a))
      cache.delete(talkId)
  }
}
