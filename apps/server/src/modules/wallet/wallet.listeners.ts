/**
 * The wallet's effect of a settled payment (lib/events.ts `payment.settled`): a RECHARGE payment
 * that settled PAID credits its amount, in the settling transaction, under the key
 * `recharge:<payment>`. The event comes once per payment; the key would stop a second credit anyway.
 */
import { moneyOf } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { walletCredit } from './wallet.service.ts'

export function walletListeners(ctx: AppContext): void {
  ctx.events.on('payment.settled', async ({ tx, payment, status }) => {
    if (payment.purpose !== 'RECHARGE' || status !== 'PAID') return
    await walletCredit(ctx, tx, {
      memberId: payment.memberId,
      amount: moneyOf(payment.amount),
      reason: 'RECHARGE',
      ref: payment.ref,
      key: `recharge:${payment.id}`,
    })
  })
}
