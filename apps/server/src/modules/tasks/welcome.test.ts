/**
 * The welcome coins (welcome.ts): the site's amount, set by operators, paid once per member at
 * registration through the ledger, and never twice, also under 50 concurrent attempts (real
 * parallelism on PostgreSQL: npm run test:pg; on PGlite the same calls run one by one).
 */
import { LISTING_PRICES, WELCOME_COINS_DEFAULT } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createMember, emailCode } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { coinLedger, notices, settings } from '../../db/schema.ts'
import { coinBalance } from '../coins/coins.service.ts'
import { payWelcome, welcomeKey } from './welcome.ts'

const h = useTestApp()
const names = { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' }

async function register(username: string) {
  const email = `${username}@example.com`
  const code = await emailCode(h, 'REGISTER', email)
  const res = await call<{ id: string }>(h.app, {
    method: 'POST',
    url: '/buyer/passport/member/register',
    payload: { username, password: 'Secret12!', email, code },
  })
  expect(res.status).toBe(200)
  return Number(res.body.result.id)
}

const welcomeRows = (memberId: number) =>
  h.db
    .select()
    .from(coinLedger)
    .where(and(eq(coinLedger.memberId, memberId), eq(coinLedger.reason, 'WELCOME')))

async function setWelcome(welcomeCoins: number) {
  const op = await createOperator(h, 'ADMIN')
  const res = await call(h.app, {
    method: 'PUT',
    url: '/admin/api/settings/site',
    headers: op.headers,
    payload: { siteName: names, buyerSideLogo: '', buyerSideIcon: '', welcomeCoins },
  })
  expect(res.status).toBe(200)
}

describe('welcome coins', () => {
  it('by default a new member can pay for a 7-day listing at once: the welcome entry is in the ledger, with a notice', async () => {
    expect(WELCOME_COINS_DEFAULT).toBeGreaterThanOrEqual(LISTING_PRICES[7])
    const id = await register('newbie_hk')
    const rows = await welcomeRows(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ amount: WELCOME_COINS_DEFAULT, idempotencyKey: welcomeKey(id) })
    // The welcome and the email task's 5.
    expect(await coinBalance(h.app.ctx, id)).toBe(WELCOME_COINS_DEFAULT + 5)
    const told = await h.db.select().from(notices).where(eq(notices.memberId, id))
    expect(told.map((n) => n.type)).toContain('SYSTEM_POINT_CHANGE')
  })

  it("pays the operator's amount, which the public site info says too", async () => {
    await setWelcome(25)
    const site = await call<{ welcomeCoins: number }>(h.app, { method: 'GET', url: '/common/common/site' })
    expect(site.body.result.welcomeCoins).toBe(25)
    const id = await register('newbie_25')
    expect((await welcomeRows(id)).map((r) => r.amount)).toEqual([25])
  })

  it('pays nothing and writes no ledger row when the operator sets 0', async () => {
    await setWelcome(0)
    const site = await call<{ welcomeCoins: number }>(h.app, { method: 'GET', url: '/common/common/site' })
    expect(site.body.result.welcomeCoins).toBe(0)
    const id = await register('newbie_zero')
    expect(await welcomeRows(id)).toEqual([])
    expect(await coinBalance(h.app.ctx, id)).toBe(5)
  })

  it('takes the default for a site setting stored before the amount existed', async () => {
    await h.db.insert(settings).values({
      key: 'site',
      value: { siteName: names, buyerSideLogo: '/logo.svg', buyerSideIcon: '/favicon.svg' },
    })
    const id = await register('newbie_old')
    expect((await welcomeRows(id)).map((r) => r.amount)).toEqual([WELCOME_COINS_DEFAULT])
  })

  it('is paid once per member: a later call, even after the amount changed, moves nothing', async () => {
    const id = await register('newbie_once')
    await setWelcome(40)
    const again = await payWelcome(h.app.ctx, h.db, id)
    expect(again?.repeated).toBe(true)
    expect((await welcomeRows(id)).map((r) => r.amount)).toEqual([WELCOME_COINS_DEFAULT])
    expect(await coinBalance(h.app.ctx, id)).toBe(WELCOME_COINS_DEFAULT + 5)
  })

  it('50 concurrent payments for one member credit it once', async () => {
    const m = await createMember(h)
    const results = await Promise.all(Array.from({ length: 50 }, () => payWelcome(h.app.ctx, h.db, m.id)))
    expect(results.filter((r) => r && !r.repeated)).toHaveLength(1)
    expect(await welcomeRows(m.id)).toHaveLength(1)
    expect(await coinBalance(h.app.ctx, m.id)).toBe(WELCOME_COINS_DEFAULT)
  }, 120_000)

  it('50 concurrent registrations of one name make one member, paid once', async () => {
    const email = 'race@example.com'
    const code = await emailCode(h, 'REGISTER', email)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<{ id: string }>(h.app, {
          method: 'POST',
          url: '/buyer/passport/member/register',
          payload: { username: 'race_hk', password: 'Secret12!', email, code },
        }),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    for (const r of results) expect(r.status).toBeLessThan(500)
    const id = Number(ok[0]?.body.result.id)
    expect(await welcomeRows(id)).toHaveLength(1)
    const all = await h.db.select().from(coinLedger).where(eq(coinLedger.reason, 'WELCOME'))
    expect(all).toHaveLength(1)
  }, 120_000)
})
