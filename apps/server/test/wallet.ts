/**
 * Helpers for API tests of payments and the wallet (docs/product/money.md): a funded wallet, a
 * payment password, recharges paid on the sandbox, and signed sandbox notifications.
 */
import { type Money, moneyOf, moneyToSafeCents } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '../src/db/client.ts'
import { payments, walletAccounts } from '../src/db/schema.ts'
import {
  loadSandboxSecret,
  type SandboxNotification,
  sign,
} from '../src/modules/payments/sandbox-provider.ts'
import { walletCredit } from '../src/modules/wallet/index.ts'
import { DEFAULT_PASSWORD } from './factories.ts'
import { call, type TestApp } from './harness.ts'

export const PAY_PASSWORD = '258036'

/** Puts `amount` into a member's wallet, as a refund would. */
export async function fundWallet(
  h: TestApp,
  memberId: number,
  amount: string,
  key = `fund:${memberId}:${amount}`,
) {
  await h.db.transaction((tx) =>
    walletCredit(h.app.ctx, tx, { memberId, amount: moneyOf(amount), reason: 'ORDER_REFUND', key }),
  )
}

/** Sets the member's first payment password through the API. */
export async function setPayPassword(h: TestApp, headers: Record<string, string>, password = PAY_PASSWORD) {
  const res = await call(h.app, {
    method: 'POST',
    url: '/buyer/wallet/wallet/set-password',
    headers,
    payload: { password, loginPassword: DEFAULT_PASSWORD },
  })
  if (res.status !== 200) throw new Error(`set-password: ${JSON.stringify(res.body)}`)
}

export type PaymentView = {
  id: string
  purpose: string
  ref: string
  amount: string
  method: string
  status: string
  checkoutUrl: string | null
  refundTime: string | null
}

/** Opens a recharge through the API and answers its payment. */
export async function openRecharge(
  h: TestApp,
  headers: Record<string, string>,
  amount: string | number,
  method = 'CARD',
) {
  const res = await call<PaymentView>(h.app, {
    method: 'POST',
    url: '/buyer/wallet/recharge',
    headers,
    payload: { amount, method },
  })
  if (res.status !== 200) throw new Error(`recharge: ${JSON.stringify(res.body)}`)
  return res.body.result
}

/** The payer's choice on the sandbox checkout. */
export const decide = (h: TestApp, headers: Record<string, string>, id: string, outcome: 'PAID' | 'FAILED') =>
  call<PaymentView>(h.app, {
    method: 'POST',
    url: `/buyer/payment/sandbox/${id}/decide`,
    headers,
    payload: { outcome },
  })

/** A correctly signed sandbox notification for the payment as stored, with `change` made before signing. */
export async function signedNotification(
  h: TestApp,
  paymentId: string,
  status: 'PAID' | 'FAILED' = 'PAID',
  change: Partial<SandboxNotification> = {},
) {
  const [row] = await h.db.select().from(payments).where(eq(payments.id, paymentId))
  const n: SandboxNotification = {
    paymentId,
    status,
    amountCents: row ? moneyToSafeCents(moneyOf(row.amount)) : 100,
    providerRef: row?.providerRef ?? 'sbx_unknown',
    timestamp: h.clock.now().getTime(),
    ...change,
  }
  const signature = sign(await loadSandboxSecret(h.db), n)
  return { body: n, headers: { 'x-sandbox-signature': signature } }
}

/** Posts a notification to the sandbox's callback route. */
export const notify = (h: TestApp, signed: { body: object; headers: Record<string, string> }) =>
  call<{ status: string }>(h.app, {
    method: 'POST',
    url: '/buyer/payment/notify/sandbox',
    headers: signed.headers,
    payload: signed.body,
  })

/** The wallet's balance row (Money), and the sum of its ledger: always equal. */
export async function walletTotals(h: TestApp, memberId: number): Promise<{ balance: Money; ledger: Money }> {
  const [account] = await h.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId))
  const [sum] = await queryRows<{ sum: string }>(
    h.db,
    sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as sum from wallet_ledger where member_id = ${memberId}`,
  )
  return {
    balance: moneyOf(account?.balance ?? '0.00'),
    ledger: moneyOf(sum?.sum ?? '0.00', { negative: true }),
  }
}
