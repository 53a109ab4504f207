/**
 * Recharging the wallet through the provider (docs/product/money.md, "Recharge"): HK$10 to
 * HK$10,000 (the contract's rechargeBody) opens a RECHARGE payment; when it settles PAID the
 * wallet's listener credits it exactly once (wallet.listeners.ts).
 */
import { randomInt } from 'node:crypto'
import { moneyOf, type PaymentMethod } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { openPayment, type PaymentRow } from '../payments/index.ts'

/** A recharge's sn, the payment's `ref` and the ledger entry's: "RC" + the Hong Kong day + 8 random digits. */
export function rechargeSn(at: Date): string {
  return `RC${hkDay(at).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

export async function recharge(
  ctx: AppContext,
  memberId: number,
  body: { amount: string; method: PaymentMethod },
): Promise<PaymentRow> {
  const ref = rechargeSn(ctx.clock.now())
  const { payment } = await ctx.db.transaction((tx) =>
    openPayment(ctx, tx, {
      memberId,
      purpose: 'RECHARGE',
      ref,
      amount: moneyOf(body.amount),
      method: body.method,
    }),
  )
  return payment
}
