/**
 * Top-up's effect of a settled payment (lib/events.ts `payment.settled`): a TOPUP payment that
 * settled PAID credits its coins, in the settling transaction, under the key `topup:<payment>`,
 * with a SYSTEM_POINT_CHANGE notice. The event comes once per payment; the key would stop a
 * second credit anyway.
 */
import type { AppContext } from '../../lib/context.ts'
import { earn } from '../coins/index.ts'

export function topupListeners(ctx: AppContext): void {
  ctx.events.on('payment.settled', async ({ tx, payment, status }) => {
    if (payment.purpose !== 'TOPUP' || status !== 'PAID') return
    await earn(
      ctx,
      {
        memberId: payment.memberId,
        amount: payment.coins,
        reason: 'TOP_UP',
        ref: payment.id,
        key: `topup:${payment.id}`,
        notice: true,
      },
      tx,
    )
  })
}
