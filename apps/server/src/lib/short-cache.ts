/**
 * Answers shared between visitors for a few seconds (docs/decisions.md, "The home page at scale"):
 * a read that every visitor of a page asks the same way is computed at most once per `ttlMs` per
 * process, and concurrent misses share one computation. Time comes from the app's clock, so tests
 * move past an entry by advancing it. At most `maxEntries` keys are kept (oldest dropped first).
 */
import type { Clock } from './clock.ts'

interface Entry<V> {
  at: number
  value: Promise<V>
}

export interface ShortCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>
}

export function shortCache<V>(clock: Clock, ttlMs: number, maxEntries = 64): ShortCache<V> {
  const entries = new Map<string, Entry<V>>()
  return {
    get(key, load) {
      const now = clock.now().getTime()
      const hit = entries.get(key)
      if (hit && now >= hit.at && now - hit.at < ttlMs) return hit.value
      entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      const entry: Entry<V> = { at: now, value: load() }
      // A failure is not remembered: the next visitor asks again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      entries.set(key, entry)
      return entry.value
    },
  }
}
