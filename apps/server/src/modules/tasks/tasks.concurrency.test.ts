import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { coinBalance } from '../coins/coins.service.ts'
import { claimVideo, startVideo } from './tasks.service.ts'

// Real parallelism needs PostgreSQL (npm run test:pg); on PGlite the same calls run one by one.
const h = useTestApp()

describe('the video task under concurrency', () => {
  it('100 concurrent claims with many finished runs pay up to the daily limit of 3, per member', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => createMember(h)))
    for (const m of racers) {
      // Several runs watched to the end: every claim finds one to take.
      for (let i = 0; i < 5; i++) await startVideo(h.app.ctx, m.id)
    }
    h.clock.advance(16_000)
    const results = await Promise.allSettled(
      racers.flatMap((m) => Array.from({ length: 100 }, () => claimVideo(h.app.ctx, m.id))),
    )
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: expect.any(Number) })
    }
    for (const m of racers) {
      expect(await coinBalance(h.app.ctx, m.id)).toBe(6)
      const [row] = await queryRows<{ n: number }>(
        h.db,
        sql`select count(*)::int as n from task_runs where member_id = ${m.id} and claimed_at is not null`,
      )
      expect(row?.n).toBe(3)
    }
  }, 120_000)

  it('concurrent starts never leave more runs open than one member can claim', async () => {
    const m = await createMember(h)
    await Promise.allSettled(Array.from({ length: 100 }, () => startVideo(h.app.ctx, m.id)))
    h.clock.advance(16_000)
    const claims = await Promise.allSettled(Array.from({ length: 100 }, () => claimVideo(h.app.ctx, m.id)))
    expect(claims.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(3)
    expect(await coinBalance(h.app.ctx, m.id)).toBeLessThanOrEqual(6)
  }, 120_000)
})
