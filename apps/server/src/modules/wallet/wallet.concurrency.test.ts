/**
 * The wallet under races (docs/product/money.md, "The three ledgers"). Real parallelism needs
 * PostgreSQL (npm run test:pg, or TEST_DATABASE_URL); on PGlite the same calls run one by one.
 */
import { moneyOf } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { fundWallet, PAY_PASSWORD, setPayPassword, walletTotals } from '../../../test/wallet.ts'
import { walletAccounts, walletLedger, withdrawals } from '../../db/schema.ts'
import { checkPayPassword } from './wallet.password.ts'
import { walletCredit, walletDebit } from './wallet.service.ts'

const h = useTestApp()

describe('the wallet under concurrency', () => {
  it('20 parallel debits of HK$1 on a balance of HK$3: exactly 3 succeed, balance 0, ledger sum = balance', async () => {
    const s = await createSignedIn(h)
    await fundWallet(h, s.member.id, '3.00')
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        h.db.transaction((tx) =>
          walletDebit(h.app.ctx, tx, {
            memberId: s.member.id,
            amount: moneyOf('1'),
            reason: 'ORDER_PAY',
            ref: `O${i}`,
            key: `pay-${i}`,
          }),
        ),
      ),
    )
    const refused = results.filter((r) => r.status === 'rejected')
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 34010 })
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: 0n, ledger: 0n })
    const debits = await h.db.select().from(walletLedger).where(eq(walletLedger.reason, 'ORDER_PAY'))
    expect(debits.map((d) => d.balanceAfter).sort()).toEqual(['0.00', '1.00', '2.00'])
  }, 120_000)

  it('the same idempotency key used concurrently moves money once', async () => {
    const s = await createSignedIn(h)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.db.transaction((tx) =>
          walletCredit(h.app.ctx, tx, {
            memberId: s.member.id,
            amount: moneyOf('12.34'),
            reason: 'RECHARGE',
            key: 'recharge:same',
          }),
        ),
      ),
    )
    expect(results.filter((r) => !r.repeated)).toHaveLength(1)
    expect(await walletTotals(h, s.member.id)).toEqual({
      balance: moneyOf('12.34'),
      ledger: moneyOf('12.34'),
    })
  }, 120_000)

  it('20 parallel wrong payment passwords: 5 are checked, the wallet locks, the right one is refused', async () => {
    const s = await createSignedIn(h)
    await setPayPassword(h, s.headers)
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => checkPayPassword(h.app.ctx, s.member.id, String(300000 + i))),
    )
    expect(
      tries.filter((t) => t.status === 'rejected' && (t.reason as { code: number }).code === 34003),
    ).toHaveLength(20)
    const [account] = await h.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, s.member.id))
    expect(account?.failedTries).toBe(5)
    expect(account?.lockedUntil).not.toBeNull()
    await expect(checkPayPassword(h.app.ctx, s.member.id, PAY_PASSWORD)).rejects.toMatchObject({
      code: 34003,
    })
  }, 120_000)

  it('8 parallel right payment passwords never lock the wallet (a payment page opened twice)', async () => {
    const s = await createSignedIn(h)
    await setPayPassword(h, s.headers)
    const tries = await Promise.allSettled(
      Array.from({ length: 8 }, () => checkPayPassword(h.app.ctx, s.member.id, PAY_PASSWORD)),
    )
    expect(tries.filter((t) => t.status === 'fulfilled').length).toBeGreaterThanOrEqual(5)
    const [account] = await h.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, s.member.id))
    expect(account?.lockedUntil).toBeNull()
    await expect(checkPayPassword(h.app.ctx, s.member.id, PAY_PASSWORD)).resolves.toBeUndefined()
  }, 120_000)

  it('10 parallel withdrawal requests: one waits, its amount held once; the wallet is not left locked', async () => {
    const s = await createSignedIn(h)
    await fundWallet(h, s.member.id, '1000')
    await setPayPassword(h, s.headers)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(h.app, {
          method: 'POST',
          url: '/buyer/wallet/withdrawal',
          headers: s.headers,
          payload: {
            amount: '300',
            password: PAY_PASSWORD,
            account: { method: 'FPS', account: '1234567', holder: 'Chan' },
          },
        }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    // The losers: one already waits (34020), or their password try was beyond the 5 in flight (34003).
    for (const r of results.filter((x) => x.status !== 200)) expect([34020, 34003]).toContain(r.body.code)
    expect(await h.db.select().from(withdrawals)).toHaveLength(1)
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: moneyOf('700'), ledger: moneyOf('700') })
    await expect(checkPayPassword(h.app.ctx, s.member.id, PAY_PASSWORD)).resolves.toBeUndefined()
  }, 120_000)
})
