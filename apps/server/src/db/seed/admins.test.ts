/**
 * The demo operators (seed/admins.ts, docs/admin.md): an admin and a moderator with the demo data,
 * without a second factor (set up at the first sign-in), and never in production.
 */
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../../test/harness.ts'
import { adminFactors, members } from '../schema.ts'
import { DEMO_OPERATORS } from './admins.ts'
import { seedDemoData } from './index.ts'

const h = useTestApp()
const usernames = DEMO_OPERATORS.map((op) => op.username)

describe('demo operators', () => {
  it('seeds admin / Admin12345! and moderator / Moder12345!, whose first console sign-in sets up the factor', async () => {
    await seedDemoData(h.db, h.config, h.clock.now())
    const rows = await h.db.select().from(members).where(inArray(members.username, usernames))
    expect(Object.fromEntries(rows.map((r) => [r.username, r.role]))).toEqual({
      admin: 'ADMIN',
      moderator: 'MODERATOR',
    })
    expect(await h.db.select().from(adminFactors)).toEqual([])
    for (const [username, password] of [
      ['admin', 'Admin12345!'],
      ['moderator', 'Moder12345!'],
    ]) {
      const res = await call<{ step: string }>(h.app, {
        method: 'POST',
        url: '/admin/api/passport/login',
        payload: { username, password },
      })
      expect(res.status, username).toBe(200)
      expect(res.body.result.step).toBe('SETUP')
    }
  }, 120_000)

  it('never seeds them in production', async () => {
    await seedDemoData(h.db, { ...h.config, isProduction: true }, h.clock.now())
    expect(await h.db.select().from(members).where(eq(members.role, 'ADMIN'))).toEqual([])
    expect(await h.db.select().from(members).where(inArray(members.username, usernames))).toEqual([])
  })
})
