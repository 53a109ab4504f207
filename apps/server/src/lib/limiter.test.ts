import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { type Limiter, memoryLimiter, redisLimiter } from './limiter.ts'

const limit = { max: 20, windowMs: 10_000 }
const T0 = Date.parse('2026-11-23T02:00:00Z')

function behavesAsALimiter(make: () => Limiter) {
  it('counts at most `max` hits of 200 parallel ones, per key', async () => {
    const limiter = make()
    const results = await Promise.all(Array.from({ length: 200 }, () => limiter.take('a', limit, T0)))
    expect(results.filter(Boolean)).toHaveLength(20)
    expect(await limiter.count('a', limit.windowMs, T0)).toBe(20)
    // Another key is not affected.
    expect(await limiter.take('b', limit, T0)).toBe(true)
  })

  it('lets hits out of the window as time passes', async () => {
    const limiter = make()
    for (let i = 0; i < 20; i++) expect(await limiter.take('k', limit, T0 + i * 100)).toBe(true)
    expect(await limiter.take('k', limit, T0 + 5_000)).toBe(false)
    // 10 s after the first hit it has left the window: one more fits, not two.
    expect(await limiter.take('k', limit, T0 + 10_000)).toBe(true)
    expect(await limiter.take('k', limit, T0 + 10_050)).toBe(false)
    expect(await limiter.count('k', limit.windowMs, T0 + 19_000)).toBe(1)
  })

  it('forgets a key on reset and everything on clear', async () => {
    const limiter = make()
    for (let i = 0; i < 20; i++) await limiter.take('r', limit, T0)
    await limiter.take('s', limit, T0)
    await limiter.reset('r')
    expect(await limiter.count('r', limit.windowMs, T0)).toBe(0)
    expect(await limiter.count('s', limit.windowMs, T0)).toBe(1)
    await limiter.clear()
    expect(await limiter.count('s', limit.windowMs, T0)).toBe(0)
  })
}

describe('memory limiter', () => behavesAsALimiter(memoryLimiter))

// Needs a Redis server: `npm run test:pg` and CI set TEST_REDIS_URL (the local one).
describe.runIf(process.env.TEST_REDIS_URL)('Redis limiter', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '')
  afterAll(async () => {
    await redis.quit()
  })
  behavesAsALimiter(() => redisLimiter(redis, `test-${randomUUID()}:`))

  it('is shared by two connections (two instances) with one namespace, not across namespaces', async () => {
    const other = new Redis(process.env.TEST_REDIS_URL ?? '')
    try {
      const ns = `test-${randomUUID()}:`
      const a = redisLimiter(redis, ns)
      const b = redisLimiter(other, ns)
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('send:1', limit, T0)),
      )
      expect(results.filter(Boolean)).toHaveLength(20)
      expect(await redisLimiter(redis, `test-${randomUUID()}:`).take('send:1', limit, T0)).toBe(true)
    } finally {
      await other.quit()
    }
  })
})
