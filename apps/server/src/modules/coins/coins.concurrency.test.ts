import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { checkIn } from '../checkin/checkin.service.ts'
import { coinBalance, earn, spend } from './coins.service.ts'

// Real parallelism needs PostgreSQL (npm run test:pg); on PGlite the same calls run one by one.
const h = useTestApp()

describe('coins under concurrency', () => {
  it('300 concurrent spends of 1 coin on a 100-coin wallet: exactly 100 succeed', async () => {
    const m = await createMember(h)
    await earn(h.app.ctx, { memberId: m.id, amount: 100, reason: 'ADMIN_ADJUST', key: 'seed' })
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) =>
        spend(h.app.ctx, { memberId: m.id, amount: 1, reason: 'BOOST_GOODS', key: `spend-${i}` }),
      ),
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(ok).toHaveLength(100)
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 40001 })
    expect(await coinBalance(h.app.ctx, m.id)).toBe(0)
    const [sum] = await queryRows<{ sum: number }>(
      h.db,
      sql`select sum(amount)::int as sum from coin_ledger where member_id = ${m.id}`,
    )
    expect(sum?.sum).toBe(0)
  }, 120_000)

  it('200 concurrent check-ins credit once', async () => {
    const m = await createMember(h)
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => checkIn(h.app.ctx, m.id)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await coinBalance(h.app.ctx, m.id)).toBe(1)
  }, 120_000)

  it('the same idempotency key used concurrently moves coins once', async () => {
    const m = await createMember(h)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        earn(h.app.ctx, { memberId: m.id, amount: 5, reason: 'TOP_UP', key: 'same-payment' }),
      ),
    )
    expect(results.filter((r) => !r.repeated)).toHaveLength(1)
    expect(await coinBalance(h.app.ctx, m.id)).toBe(5)
  }, 120_000)
})
