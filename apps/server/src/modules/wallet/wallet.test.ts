/**
 * The wallet's check, payment password (first set with the login password, reset by email code),
 * history and recharges (docs/product/money.md, "Wallet"; docs/product/api.md, "Wallet").
 */
import { randomUUID } from 'node:crypto'
import { moneyOf } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createSignedIn, passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import {
  decide,
  fundWallet,
  openRecharge,
  PAY_PASSWORD,
  setPayPassword,
  walletTotals,
} from '../../../test/wallet.ts'
import { payments, walletAccounts } from '../../db/schema.ts'
import { walletCredit, walletDebit } from './wallet.service.ts'

const h = useTestApp()
type Check = { balance: string; hasPassword: boolean; lockedUntil: string | null; resetEmail: string }
type Entry = { amount: string; direction: string; reason: string; ref: string; balanceAfter: string }
type Page<T> = { records: T[]; total: number; pages: number }

const post = <T = unknown>(url: string, headers: Record<string, string>, payload: InjectOptions['payload']) =>
  call<T>(h.app, { method: 'POST', url, headers: { language: 'en', ...headers }, payload })
const check = async (headers: Record<string, string>) =>
  (await call<Check>(h.app, { method: 'GET', url: '/buyer/wallet/wallet/check', headers })).body.result

/** Asks for the reset code through the wallet's route and reads it from the mail sent. */
async function resetCode(headers: Record<string, string>, email: string) {
  const uuid = randomUUID()
  await passSlider(h, uuid, 'WALLET_PASSWORD')
  const res = await post('/buyer/wallet/wallet/reset-code', { ...headers, uuid }, {})
  expect(res.status).toBe(200)
  return h.mailer.last(email)?.code ?? ''
}

describe('the wallet check and the payment password', () => {
  it('starts empty; the first password needs the login password, then the check says so', async () => {
    const s = await createSignedIn(h)
    expect(await check(s.headers)).toEqual({
      balance: '0.00',
      hasPassword: false,
      lockedUntil: null,
      resetEmail: expect.stringMatching(/^.+\*\*\*.*@example\.com$/),
    })
    const wrong = await post('/buyer/wallet/wallet/set-password', s.headers, {
      password: PAY_PASSWORD,
      loginPassword: 'notMine99',
    })
    expect([wrong.status, wrong.body.code]).toEqual([400, 20010])
    await setPayPassword(h, s.headers)
    const [account] = await h.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, s.member.id))
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/)
    expect((await check(s.headers)).hasPassword).toBe(true)
    const again = await post('/buyer/wallet/wallet/set-password', s.headers, {
      password: '135790',
      loginPassword: 'Passw0rd!',
    })
    expect([again.status, again.body.code]).toEqual([409, 34002])
  })

  it('refuses passwords that are not 6 digits or easy to guess, with localized field messages', async () => {
    const s = await createSignedIn(h)
    for (const password of [
      '12345',
      '1234567',
      'abcdef',
      '12 456',
      '111111',
      '123456',
      '987654',
      '',
      123456,
    ]) {
      const res = await post('/buyer/wallet/wallet/set-password', s.headers, {
        password,
        loginPassword: 'Passw0rd!',
      })
      expect([res.status, res.body.code], String(password)).toEqual([400, 4002])
    }
    const zh = await call(h.app, {
      method: 'POST',
      url: '/buyer/wallet/wallet/set-password',
      headers: { ...s.headers, language: 'zh-Hant' },
      payload: { password: '000000', loginPassword: 'Passw0rd!' },
    })
    expect(zh.body.message).toBe('請不要用 6 個相同或順序的數字（例如 123456）')
    expect((await check(s.headers)).hasPassword).toBe(false)
  })

  it('resets through a code sent to the member’s own email, which also lifts a lock', async () => {
    const s = await createSignedIn(h)
    await setPayPassword(h, s.headers)
    const lockedUntil = new Date(h.clock.now().getTime() + 60_000)
    await h.db
      .update(walletAccounts)
      .set({ failedTries: 5, lockedUntil })
      .where(eq(walletAccounts.memberId, s.member.id))
    const code = await resetCode(s.headers, s.member.email)
    expect(code).toMatch(/^\d{6}$/)
    const wrongCode = await post('/buyer/wallet/wallet/reset-password', s.headers, {
      password: '135790',
      code: code === '000001' ? '000002' : '000001',
    })
    expect([wrongCode.status, wrongCode.body.code]).toEqual([400, 80210])
    const reset = await post<Check>('/buyer/wallet/wallet/reset-password', s.headers, {
      password: '135790',
      code,
    })
    expect(reset.status).toBe(200)
    expect(reset.body.result).toMatchObject({ hasPassword: true, lockedUntil: null })
    const [account] = await h.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, s.member.id))
    expect(account?.failedTries).toBe(0)
    // The code is used up.
    const reuse = await post('/buyer/wallet/wallet/reset-password', s.headers, { password: '246801', code })
    expect(reuse.status).toBe(400)
  })

  it('sends the reset code only after the slider, and only to the member’s own address', async () => {
    const s = await createSignedIn(h)
    const noSlider = await post('/buyer/wallet/wallet/reset-code', { ...s.headers, uuid: randomUUID() }, {})
    expect([noSlider.status, noSlider.body.code]).toEqual([400, 80204])
    await resetCode(s.headers, s.member.email)
    expect(h.mailer.sent.map((m) => m.to)).toEqual([s.member.email])
  })

  it('asks a visitor to log in on every wallet path', async () => {
    for (const [method, url] of [
      ['GET', '/buyer/wallet/wallet/check'],
      ['POST', '/buyer/wallet/wallet/set-password'],
      ['POST', '/buyer/wallet/wallet/reset-code'],
      ['POST', '/buyer/wallet/wallet/reset-password'],
      ['GET', '/buyer/wallet/log'],
      ['POST', '/buyer/wallet/recharge'],
      ['GET', '/buyer/wallet/withdrawal'],
      ['POST', '/buyer/wallet/withdrawal'],
    ] as const) {
      const res = await call(h.app, {
        method,
        url,
        payload: method === 'POST' ? { amount: '10' } : undefined,
      })
      expect([res.status, res.body.code], url).toEqual([401, 20003])
    }
  })
})

describe('the history (MoneyManagement)', () => {
  it('lists entries newest first with reason, ref and balance, paged; the balance is their sum', async () => {
    const s = await createSignedIn(h)
    const { ctx } = h.app
    await h.db.transaction(async (tx) => {
      await walletCredit(ctx, tx, {
        memberId: s.member.id,
        amount: moneyOf('100'),
        reason: 'RECHARGE',
        ref: 'RC1',
        key: 'a',
      })
      await walletDebit(ctx, tx, {
        memberId: s.member.id,
        amount: moneyOf('30.25'),
        reason: 'ORDER_PAY',
        ref: 'O1',
        key: 'b',
      })
      await walletCredit(ctx, tx, {
        memberId: s.member.id,
        amount: moneyOf('0.05'),
        reason: 'ORDER_REFUND',
        ref: 'O1',
        key: 'c',
      })
    })
    const res = await call<Page<Entry>>(h.app, {
      method: 'GET',
      url: '/buyer/wallet/log?pageNumber=1&pageSize=2',
      headers: s.headers,
    })
    expect(res.body.result.total).toBe(3)
    expect(res.body.result.pages).toBe(2)
    expect(res.body.result.records).toMatchObject([
      { amount: '0.05', direction: 'INCREASE', reason: 'ORDER_REFUND', ref: 'O1', balanceAfter: '69.80' },
      { amount: '30.25', direction: 'REDUCE', reason: 'ORDER_PAY', ref: 'O1', balanceAfter: '69.75' },
    ])
    expect(await walletTotals(h, s.member.id)).toEqual({
      balance: moneyOf('69.80'),
      ledger: moneyOf('69.80'),
    })
    // Another member sees only their own (empty) history.
    const other = await createSignedIn(h)
    const theirs = await call<Page<Entry>>(h.app, {
      method: 'GET',
      url: '/buyer/wallet/log',
      headers: other.headers,
    })
    expect(theirs.body.result.total).toBe(0)
  })

  it('repeats a move with the same key without moving money, and never goes below zero', async () => {
    const s = await createSignedIn(h)
    await fundWallet(h, s.member.id, '5.00', 'once')
    await fundWallet(h, s.member.id, '5.00', 'once')
    const short = await h.db
      .transaction((tx) =>
        walletDebit(h.app.ctx, tx, {
          memberId: s.member.id,
          amount: moneyOf('5.01'),
          reason: 'ORDER_PAY',
          key: 'too-much',
        }),
      )
      .catch((err: unknown) => err)
    expect(short).toMatchObject({ status: 409, code: 34010 })
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: moneyOf('5'), ledger: moneyOf('5') })
  })
})

describe('recharges', () => {
  it('credits once when the sandbox payment is PAID; a FAILED one credits nothing', async () => {
    const s = await createSignedIn(h)
    const p = await openRecharge(h, s.headers, '1,234.5', 'FPS')
    expect(p).toMatchObject({
      amount: '1234.50',
      method: 'FPS',
      status: 'PENDING',
      checkoutUrl: `/payMent?paymentId=${p.id}`,
    })
    expect((await decide(h, s.headers, p.id, 'PAID')).body.result.status).toBe('PAID')
    expect((await decide(h, s.headers, p.id, 'PAID')).status).toBe(409)
    expect((await check(s.headers)).balance).toBe('1234.50')
    const log = await call<Page<Entry>>(h.app, {
      method: 'GET',
      url: '/buyer/wallet/log',
      headers: s.headers,
    })
    expect(log.body.result.records).toMatchObject([{ amount: '1234.50', reason: 'RECHARGE', ref: p.ref }])
    const failed = await openRecharge(h, s.headers, '10')
    await decide(h, s.headers, failed.id, 'FAILED')
    expect(await walletTotals(h, s.member.id)).toEqual({
      balance: moneyOf('1234.50'),
      ledger: moneyOf('1234.50'),
    })
  })

  it('takes HK$10 to HK$10,000 only; the amount is the server’s, never a float artefact; nothing is written', async () => {
    const s = await createSignedIn(h)
    for (const amount of [
      '9.99',
      '10000.01',
      '0',
      '-10',
      'abc',
      '10.001',
      0.1 + 0.2,
      '1e3',
      '',
      null,
      '99999999999',
    ]) {
      const res = await post('/buyer/wallet/recharge', s.headers, { amount })
      expect([res.status, res.body.code], String(amount)).toEqual([400, 4002])
    }
    const range = await post('/buyer/wallet/recharge', s.headers, { amount: '5' })
    expect(range.body.message).toBe('A recharge is HK$10 to HK$10,000')
    const method = await post('/buyer/wallet/recharge', s.headers, { amount: '10', method: 'CASH' })
    expect(method.status).toBe(400)
    expect(await h.db.select().from(payments)).toEqual([])
    expect((await openRecharge(h, s.headers, '10000')).amount).toBe('10000.00')
    expect((await openRecharge(h, s.headers, 10)).amount).toBe('10.00')
  })
})
