import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness.ts'
import { LIMITS } from './rate-limit.ts'

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

function limitsSliderPictures(h: ReturnType<typeof useTestApp>) {
  return async () => {
    const ip = randomIp()
    const get = () =>
      h.app.inject({
        method: 'GET',
        url: '/common/common/slider/REGISTER',
        remoteAddress: ip,
        headers: { uuid: randomUUID(), language: 'en' },
      })
    for (let i = 0; i < LIMITS.sliderImage; i++) expect((await get()).statusCode).toBe(200)
    const limited = await get()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({
      success: false,
      code: 1003,
      message: 'Too many requests, please try again later',
    })
    // Another address is not affected.
    const other = await h.app.inject({
      method: 'GET',
      url: '/common/common/slider/REGISTER',
      remoteAddress: randomIp(),
      headers: { uuid: randomUUID() },
    })
    expect(other.statusCode).toBe(200)
  }
}

describe('request limits in process', () => {
  const h = useTestApp({ RATE_LIMIT_SCALE: '1' })
  it('limits slider pictures per IP with the 429 envelope', limitsSliderPictures(h), 60_000)
})

// Needs a Redis server: `npm run test:pg` and CI set TEST_REDIS_URL (the local one).
describe.runIf(process.env.TEST_REDIS_URL)('request limits shared through Redis', () => {
  const h = useTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '', RATE_LIMIT_SCALE: '1' })
  it('limits slider pictures per IP with counters in Redis', limitsSliderPictures(h), 60_000)
})
