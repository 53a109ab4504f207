/**
 * Payment password guessing (docs/product/money.md, "Payment password"): 5 wrong tries in a row
 * lock the wallet for 15 minutes; wrong and locked answer alike; a try counts even when the
 * request it belongs to fails; the right password starts the count again.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { fundWallet, PAY_PASSWORD, setPayPassword, walletTotals } from '../../../test/wallet.ts'
import { walletAccounts, withdrawals } from '../../db/schema.ts'
import { checkPayPassword } from './wallet.password.ts'

const h = useTestApp()
const ACCOUNT = { method: 'FPS', account: '91234567', holder: 'Chan Tai Man' }

const withdraw = (headers: Record<string, string>, password: string, amount = '100') =>
  call(h.app, {
    method: 'POST',
    url: '/buyer/wallet/withdrawal',
    headers: { ...headers, language: 'en' },
    payload: { amount, password, account: ACCOUNT },
  })
const accountOf = async (memberId: number) =>
  (await h.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId)))[0]
const answer = (res: { status: number; body: { code: number; message: string } }) => [
  res.status,
  res.body.code,
  res.body.message,
]

describe('the payment password', () => {
  it('locks for 15 minutes after 5 wrong tries; wrong and locked answer the same, even for the right password', async () => {
    const s = await createSignedIn(h)
    await fundWallet(h, s.member.id, '500')
    await setPayPassword(h, s.headers)
    const wrong = await withdraw(s.headers, '000001')
    expect(answer(wrong)).toEqual([
      400,
      34003,
      'Wrong payment password, or the wallet is locked after 5 wrong tries: please try again later',
    ])
    for (let i = 2; i <= 5; i++) expect(answer(await withdraw(s.headers, `00000${i}`))).toEqual(answer(wrong))
    const locked = await accountOf(s.member.id)
    expect(locked?.failedTries).toBe(5)
    expect(locked?.lockedUntil).toEqual(new Date(h.clock.now().getTime() + 15 * 60_000))
    // The right password now gets the very same answer, and the count stays at 5.
    expect(answer(await withdraw(s.headers, PAY_PASSWORD))).toEqual(answer(wrong))
    expect((await accountOf(s.member.id))?.failedTries).toBe(5)
    const check = await call<{ lockedUntil: string }>(h.app, {
      method: 'GET',
      url: '/buyer/wallet/wallet/check',
      headers: s.headers,
    })
    expect(check.body.result.lockedUntil).toBe(locked?.lockedUntil?.toISOString())
    expect(await h.db.select().from(withdrawals)).toEqual([])

    h.clock.advance(15 * 60_000 - 1000)
    expect(answer(await withdraw(s.headers, PAY_PASSWORD))).toEqual(answer(wrong))
    h.clock.advance(1000)
    const ok = await withdraw(s.headers, PAY_PASSWORD)
    expect(ok.status).toBe(200)
    expect(await accountOf(s.member.id)).toMatchObject({ failedTries: 0, lockedUntil: null })
  })

  it('counts a wrong try although its request fails and writes nothing else', async () => {
    const s = await createSignedIn(h)
    await setPayPassword(h, s.headers)
    // No money at all: the password is checked first, and its try stays counted.
    expect((await withdraw(s.headers, '000001')).body.code).toBe(34003)
    expect((await accountOf(s.member.id))?.failedTries).toBe(1)
    // The right password, then the balance is short: the step fails, the count starts again.
    const short = await withdraw(s.headers, PAY_PASSWORD)
    expect([short.status, short.body.code]).toEqual([409, 34010])
    expect(short.body.message).toBe('Not enough in your wallet: HK$100 needed, you have HK$0')
    expect((await accountOf(s.member.id))?.failedTries).toBe(0)
    expect(await h.db.select().from(withdrawals)).toEqual([])
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: 0n, ledger: 0n })
  })

  it('a lock that ran out starts the count again: one more wrong try does not lock', async () => {
    const s = await createSignedIn(h)
    await setPayPassword(h, s.headers)
    for (let i = 1; i <= 5; i++) await checkPayPassword(h.app.ctx, s.member.id, `00000${i}`).catch(() => {})
    h.clock.advance(15 * 60_000)
    await expect(checkPayPassword(h.app.ctx, s.member.id, '000009')).rejects.toMatchObject({ code: 34003 })
    expect(await accountOf(s.member.id)).toMatchObject({ failedTries: 1, lockedUntil: null })
    await expect(checkPayPassword(h.app.ctx, s.member.id, PAY_PASSWORD)).resolves.toBeUndefined()
  })

  it('without a password: 409 34001, and nothing is counted', async () => {
    const s = await createSignedIn(h)
    const res = await withdraw(s.headers, PAY_PASSWORD)
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      34001,
      'Set a payment password first',
    ])
    expect(await accountOf(s.member.id)).toBeUndefined()
  })

  it('20 wrong tries at once: only 5 are checked, the wallet locks, the right one is then refused too', async () => {
    const s = await createSignedIn(h)
    await setPayPassword(h, s.headers)
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => checkPayPassword(h.app.ctx, s.member.id, String(100000 + i))),
    )
    expect(tries.every((t) => t.status === 'rejected' && (t.reason as { code: number }).code === 34003)).toBe(
      true,
    )
    expect((await accountOf(s.member.id))?.failedTries).toBe(5)
    await expect(checkPayPassword(h.app.ctx, s.member.id, PAY_PASSWORD)).rejects.toMatchObject({
      code: 34003,
    })
  }, 60_000)
})
