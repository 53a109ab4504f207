/**
 * Redis, when REDIS_URL is set: one connection for the app (rate-limit counters shared by every
 * instance, lib/rate-limit.ts), closed with the app. A plugin wrapped with fastify-plugin, so
 * `app.redis` is seen by everything registered after it; null without REDIS_URL.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url: string | undefined }) => {
    const redis = opts.url ? new Redis(opts.url, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null
    app.decorate('redis', redis)
    app.addHook('onClose', async () => {
      await redis?.quit()
    })
  },
  { name: 'redis' },
)
