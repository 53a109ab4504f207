/**
 * Counted limits per key ("20 chat messages per member in 10 s", "3 exports per member a day"):
 * a sliding window of hits. With REDIS_URL the counts live in Redis, so every instance sees the
 * same ones (a member cannot get 20 through instance A and 20 more through B); otherwise in this
 * process. Each `take` is one atomic step (a Lua script in Redis; synchronous code here), so
 * parallel requests can never all slip under the limit (docs/decisions.md, "Limits across
 * instances").
 *
 * The window is measured with the caller's clock (ctx.clock), so tests that move the clock move
 * the windows too, on both backends.
 */
import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'

export interface Limit {
  /** Hits allowed in any window. */
  max: number
  windowMs: number
}

export interface Limiter {
  /**
   * Counts one hit of `key` at `now` unless `limit.max` hits are already in the window; answers
   * whether it was counted (false: refuse the request).
   */
  take(key: string, limit: Limit, now: number): Promise<boolean>
  /** Hits of `key` in the window ending at `now`, counting nothing. */
  count(key: string, windowMs: number, now: number): Promise<number>
  /** Forgets `key`'s hits (e.g. after a success that clears a failure count). */
  reset(key: string): Promise<void>
  /** Forgets every key of this limiter (tests, between cases). */
  clear(): Promise<void>
}

/** Keys kept in memory before the ones whose windows have passed are swept out. */
const MEMORY_SWEEP_AT = 20_000

export function memoryLimiter(): Limiter {
  const hits = new Map<string, { times: number[]; windowMs: number }>()
  const recent = (key: string, windowMs: number, now: number) => {
    const entry = hits.get(key)
    if (!entry) return []
    // A clock that moved backwards (tests) keeps nothing from "the future".
    entry.times = entry.times.filter((at) => now - at < windowMs && at <= now)
    return entry.times
  }
  const sweep = (now: number) => {
    if (hits.size < MEMORY_SWEEP_AT) return
    for (const [key, entry] of hits)
      if (entry.times.every((at) => now - at >= entry.windowMs)) hits.delete(key)
  }
  return {
    async take(key, { max, windowMs }, now) {
      const times = recent(key, windowMs, now)
      if (times.length >= max) return false
      sweep(now)
      hits.set(key, { times: [...times, now], windowMs })
      return true
    },
    async count(key, windowMs, now) {
      return recent(key, windowMs, now).length
    },
    async reset(key) {
      hits.delete(key)
    },
    async clear() {
      hits.clear()
    },
  }
}

/**
 * One sorted set per key, scored by time: drop the hits older than the window, count the rest,
 * add this one when there is room. The member is the time plus a random tail, so two hits in the
 * same millisecond are two members. Hits a few milliseconds "ahead" (another instance's clock)
 * still count.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[1] .. ':' .. ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`

const COUNT = `
return redis.call('ZCOUNT', KEYS[1], '(' .. (ARGV[1] - ARGV[2]), '+inf')`

/** `namespace` keeps apart sites (or test files) that share one Redis; instances of one site share it. */
export function redisLimiter(redis: Redis, namespace = ''): Limiter {
  const prefix = `kf:lim:${namespace}`
  return {
    async take(key, { max, windowMs }, now) {
      const tail = randomBytes(6).toString('hex')
      const counted = await redis.eval(TAKE, 1, prefix + key, now, windowMs, max, tail)
      return counted === 1
    },
    async count(key, windowMs, now) {
      return Number(await redis.eval(COUNT, 1, prefix + key, now, windowMs))
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
    async clear() {
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
        if (keys.length > 0) await redis.del(...keys)
        cursor = next
      } while (cursor !== '0')
    },
  }
}

export const createLimiter = (redis: Redis | null, namespace = ''): Limiter =>
  redis ? redisLimiter(redis, namespace) : memoryLimiter()
