/**
 * Withdrawals (docs/product/money.md, "Withdrawals"; docs/admin.md, "Withdrawals"): the member's
 * request holds the amount at once, one waits at a time; an operator with the `withdrawals` right
 * approves or refuses (credited back), audited, and the member gets a notice.
 */
import { moneyOf } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { fundWallet, PAY_PASSWORD, setPayPassword, walletTotals } from '../../../test/wallet.ts'
import { auditLog, notices, walletLedger, withdrawals } from '../../db/schema.ts'

const h = useTestApp()
const FPS = { method: 'FPS', account: '+852 9123 4567', holder: 'Chan Tai Man' }
const BANK = { method: 'BANK', bank: '004', account: '123-456789-001', holder: 'CHAN TAI MAN' }
type View = {
  id: string
  amount: string
  status: string
  reason: string
  account: { account: string; bank: string }
}
type Row = View & { member: { username: string }; balance: string; reviewedBy: string | null }

const send = <T = View>(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: InjectOptions['payload'],
) => call<T>(h.app, { method, url, headers: { language: 'en', ...headers }, payload })

async function member(balance = '500') {
  const s = await createSignedIn(h)
  await fundWallet(h, s.member.id, balance)
  await setPayPassword(h, s.headers)
  return s
}

const ask = (headers: Record<string, string>, amount: string | number = '100', account: object = FPS) =>
  send('POST', '/buyer/wallet/withdrawal', headers, { amount, password: PAY_PASSWORD, account })

describe('asking for a withdrawal', () => {
  it('holds the amount at once; the member sees it with the account number cut to its end', async () => {
    const s = await member('500')
    const res = await ask(s.headers, '120.50', BANK)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      amount: '120.50',
      status: 'PENDING',
      account: { method: 'BANK', bank: '004', holder: 'CHAN TAI MAN', account: '···9001' },
    })
    expect(await walletTotals(h, s.member.id)).toEqual({
      balance: moneyOf('379.50'),
      ledger: moneyOf('379.50'),
    })
    const [entry] = await h.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, s.member.id), eq(walletLedger.reason, 'WITHDRAW')))
    expect(entry).toMatchObject({ amount: '-120.50', ref: res.body.result.id, balanceAfter: '379.50' })
    const [row] = await h.db.select().from(withdrawals)
    expect(row?.bankAccount).toEqual({ bank: '004', holder: 'CHAN TAI MAN', account: '123456789001' })
    const list = await send<{ records: View[] }>('GET', '/buyer/wallet/withdrawal', s.headers)
    expect(list.body.result.records.map((r) => r.id)).toEqual([res.body.result.id])
  })

  it('lets one wait at a time (409 34020); more than the balance is 409 34010; nothing is written', async () => {
    const s = await member('150')
    expect((await ask(s.headers, '160')).body.code).toBe(34010)
    expect((await ask(s.headers, '100')).status).toBe(200)
    const third = await ask(s.headers, '100')
    expect([third.status, third.body.code, third.body.message]).toEqual([
      409,
      34020,
      'You already have a withdrawal waiting for review',
    ])
    expect(await h.db.select().from(withdrawals)).toHaveLength(1)
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: moneyOf('50'), ledger: moneyOf('50') })
  })

  it('checks the account: bank code, account number, FPS proxy, holder; and the amount range', async () => {
    const s = await member('60000')
    const refused = [
      { amount: '100', account: { ...BANK, bank: '4' } },
      { amount: '100', account: { ...BANK, account: '12345' } },
      { amount: '100', account: { ...BANK, account: 'abc-def-ghij' } },
      { amount: '100', account: { ...FPS, account: '12345' } },
      { amount: '100', account: { ...FPS, account: 'not-an-email@' } },
      { amount: '100', account: { ...FPS, holder: '' } },
      { amount: '100', account: { ...FPS, holder: 'x'.repeat(61) } },
      { amount: '100', account: { ...FPS, method: 'PAYPAL' } },
      { amount: '100', account: {} },
      { amount: '99.99', account: FPS },
      { amount: '50000.01', account: FPS },
      { amount: '-100', account: FPS },
      { amount: '100.001', account: FPS },
    ]
    for (const body of refused) {
      const res = await send('POST', '/buyer/wallet/withdrawal', s.headers, {
        ...body,
        password: PAY_PASSWORD,
      })
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 4002])
    }
    for (const account of ['1234567', '123456789', 'Pay@Example.com', '6123 4567']) {
      const res = await ask(s.headers, '100', { ...FPS, account })
      expect(res.status, account).toBe(200)
      await h.db.delete(withdrawals).where(eq(withdrawals.memberId, s.member.id))
    }
    expect((await h.db.select().from(withdrawals)).length).toBe(0)
  })
})

describe('the console', () => {
  it('lists pending withdrawals oldest first with the member and the full account; filters by status and member', async () => {
    const a = await member()
    const b = await member()
    const first = (await ask(a.headers, '100')).body.result
    const second = (await ask(b.headers, '200', BANK)).body.result
    const admin = await createOperator(h)
    const list = await send<{ records: Row[]; total: number }>(
      'GET',
      '/admin/api/withdrawals?status=PENDING',
      admin.headers,
    )
    expect(list.body.result.records.map((r) => r.id)).toEqual([first.id, second.id])
    expect(list.body.result.records[1]).toMatchObject({
      account: { account: '123456789001' },
      member: { username: b.member.username },
      balance: '300.00',
    })
    const byName = await send<{ total: number }>(
      'GET',
      `/admin/api/withdrawals?member=${a.member.username.toUpperCase()}`,
      admin.headers,
    )
    expect(byName.body.result.total).toBe(1)
    const byId = await send<{ total: number }>(
      'GET',
      `/admin/api/withdrawals?member=${b.member.id}`,
      admin.headers,
    )
    expect(byId.body.result.total).toBe(1)
    expect((await send('GET', '/admin/api/withdrawals?status=DONE', admin.headers)).status).toBe(400)
  })

  it('approves: audited, the member told; a second decision is 409 34022', async () => {
    const s = await member()
    const w = (await ask(s.headers, '100')).body.result
    const admin = await createOperator(h)
    const res = await send<Row>('POST', `/admin/api/withdrawals/${w.id}/approve`, admin.headers)
    expect(res.body.result).toMatchObject({ status: 'APPROVED', reviewedBy: String(admin.member.id) })
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.targetType, 'withdrawal'))
    expect(audit).toMatchObject({ action: 'withdrawal.approve', targetId: w.id, actorId: admin.member.id })
    const [notice] = await h.db.select().from(notices).where(eq(notices.memberId, s.member.id))
    expect(notice?.type).toBe('WALLET_WITHDRAWAL_DONE')
    expect(notice?.content.en).toBe('Your withdrawal of HK$100 has been paid to FPS ···4567')
    for (const step of ['approve', 'refuse']) {
      const again = await send('POST', `/admin/api/withdrawals/${w.id}/${step}`, admin.headers, {
        reason: 'late',
      })
      expect([again.status, again.body.code]).toEqual([409, 34022])
    }
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: moneyOf('400'), ledger: moneyOf('400') })
  })

  it('refuses with a reason: the amount goes back, audited, the member told with the reason', async () => {
    const s = await member()
    const w = (await ask(s.headers, '250.25')).body.result
    const admin = await createOperator(h)
    const noReason = await send('POST', `/admin/api/withdrawals/${w.id}/refuse`, admin.headers, {
      reason: ' ',
    })
    expect([noReason.status, noReason.body.code]).toEqual([400, 4002])
    const res = await send<Row>('POST', `/admin/api/withdrawals/${w.id}/refuse`, admin.headers, {
      reason: 'The name does not match the account',
    })
    expect(res.body.result).toMatchObject({
      status: 'REFUSED',
      reason: 'The name does not match the account',
      balance: '500.00',
    })
    expect(await walletTotals(h, s.member.id)).toEqual({ balance: moneyOf('500'), ledger: moneyOf('500') })
    const reasons = await h.db
      .select({ reason: walletLedger.reason, ref: walletLedger.ref })
      .from(walletLedger)
      .where(eq(walletLedger.memberId, s.member.id))
    expect(reasons.map((r) => r.reason)).toEqual(['ORDER_REFUND', 'WITHDRAW', 'WITHDRAW_REFUSED'])
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.targetType, 'withdrawal'))
    expect(audit).toMatchObject({
      action: 'withdrawal.refuse',
      reason: 'The name does not match the account',
    })
    const [notice] = await h.db.select().from(notices).where(eq(notices.memberId, s.member.id))
    expect(notice?.type).toBe('WALLET_WITHDRAWAL_REFUSED')
    expect(notice?.content['zh-Hant']).toBe(
      '你提取 HK$250.25 的申請被拒絕：The name does not match the account。款項已退回錢包',
    )
    // Now another may be asked for.
    expect((await ask(s.headers, '100')).status).toBe(200)
  })

  it('answers an unknown withdrawal 404 34021; a moderator and a member may not decide', async () => {
    const s = await member()
    const w = (await ask(s.headers, '100')).body.result
    const admin = await createOperator(h)
    const missing = await send('POST', '/admin/api/withdrawals/999999/approve', admin.headers)
    expect([missing.status, missing.body.code]).toEqual([404, 34021])
    expect((await send('GET', '/admin/api/withdrawals/999999', admin.headers)).body.code).toBe(34021)
    const moderator = await createOperator(h, 'MODERATOR')
    for (const headers of [moderator.headers, s.headers]) {
      const res = await send('POST', `/admin/api/withdrawals/${w.id}/approve`, headers)
      expect([res.status, res.body.code]).toEqual([403, 60001])
    }
    expect((await h.db.select().from(withdrawals))[0]?.status).toBe('PENDING')
  })
})
