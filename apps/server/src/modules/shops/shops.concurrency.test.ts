/**
 * Races on shop applications (docs/product/shops.md): real parallelism needs PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the same calls run one by one.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { applicationBody } from '../../../test/shop-factories.ts'
import { auditLog, notices, shopAddresses, shops } from '../../db/schema.ts'

const h = useTestApp()

describe('shop applications under concurrency', () => {
  it('50 parallel applications of one member: exactly one row, one 200 and 49 409s', async () => {
    const s = await createSignedIn(h)
    const body = await applicationBody(h, s.member.id)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(h.app, {
          method: 'POST',
          url: '/buyer/store/store/apply',
          headers: s.headers,
          payload: { ...body, storeName: `阿明電器 ${i}` },
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((x) => x === 200)).toHaveLength(1)
    expect(statuses.filter((x) => x === 409)).toHaveLength(49)
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe(31002)
    expect(await h.db.select().from(shops).where(eq(shops.memberId, s.member.id))).toHaveLength(1)
  }, 120_000)

  it('20 parallel approvals and refusals of one application: one decision, one audit row, one notice', async () => {
    const op = await createOperator(h)
    const s = await createSignedIn(h)
    const applied = await call<{ id: string }>(h.app, {
      method: 'POST',
      url: '/buyer/store/store/apply',
      headers: s.headers,
      payload: await applicationBody(h, s.member.id),
    })
    const id = applied.body.result.id
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(h.app, {
          method: 'POST',
          url: `/admin/api/shops/${id}/${i % 2 ? 'refuse' : 'approve'}`,
          headers: op.headers,
          payload: i % 2 ? { reason: '資料不全' } : undefined,
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe(31003)
    expect(await h.db.select().from(auditLog)).toHaveLength(1)
    expect(await h.db.select().from(notices)).toHaveLength(1)
    const [row] = await h.db.select().from(shops)
    expect(await h.db.select().from(shopAddresses)).toHaveLength(row?.status === 'OPEN' ? 1 : 0)
  }, 120_000)
})
