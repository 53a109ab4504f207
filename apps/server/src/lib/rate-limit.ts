/**
 * Per-IP request limits on the endpoints that cost CPU or invite guessing (captcha pictures,
 * login, registration). Counters live in Redis when REDIS_URL is set, so every instance shares
 * them; otherwise in this process. Business limits (codes per address, login failures) are in
 * the database and do not depend on this.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'

/** Requests per minute per IP. */
export const LIMITS = {
  sliderImage: 60,
  sliderCheck: 60,
  sendCode: 30,
  login: 30,
  register: 20,
  refresh: 60,
} as const

/** A route's limit; RATE_LIMIT_SCALE multiplies them all (API test suites raise it). */
export const perMinute = (max: number) => ({
  max: (request: FastifyRequest) => max * request.server.ctx.config.RATE_LIMIT_SCALE,
  timeWindow: 60_000,
})

export async function registerRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    nameSpace: 'kf:rl:',
    ...(redis ? { redis } : {}),
    // Thrown, so the one error handler answers with the 429 envelope (code 1003).
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  })
}
