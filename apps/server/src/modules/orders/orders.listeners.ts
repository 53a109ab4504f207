/**
 * What other modules' events do to orders (lib/events.ts): a settled ORDER payment marks the
 * orders it was opened for PAID, inside the settling transaction, so exactly once however often
 * the provider repeats its notification (modules/payments settles a payment once). The orders are
 * those whose payment_id is this payment (the latest one opened for them). When they cannot take
 * the money (one was cancelled or paid another way meanwhile, the amount or currency does not
 * match what they still owe, or none point to this payment any more), the payment is refunded
 * through its provider and nothing is marked: money is never kept for an order that is not paid
 * by it (docs/product/orders.md, "Paying").
 */
import { addMoney, type Money, moneyFromCents, moneyOf, moneyText, subtractMoney } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import type { PaymentRecord } from '../../lib/events.ts'
import { earn } from '../coins/index.ts'
import { refundPayment } from '../payments/index.ts'
import { lockOrdersOfPayment, type OrderRow } from './orders.repo.ts'
import { markPaid } from './orders.steps.ts'

const dueOf = (o: OrderRow): Money => subtractMoney(moneyOf(o.flowPrice), moneyOf(o.coinsValue))

function takesTheMoney(payment: PaymentRecord, orders: OrderRow[]): boolean {
  if (orders.length === 0 || payment.currency !== 'HKD') return false
  if (!orders.every((o) => o.status === 'UNPAID' && o.buyerId === payment.memberId)) return false
  const due = orders.reduce<Money>((sum, o) => addMoney(sum, dueOf(o)), moneyFromCents(0))
  return due === moneyOf(payment.amount)
}

/** A paid ORDER payment: the orders become PAID, or the money goes back. */
export async function settleOrderPayment(ctx: AppContext, tx: Tx, payment: PaymentRecord): Promise<void> {
  const now = ctx.clock.now()
  const orders = await lockOrdersOfPayment(tx, payment.id)
  if (!takesTheMoney(payment, orders)) {
    await refundPayment(ctx, tx, payment.id, 'ORDER_NOT_PAYABLE')
    // Coins spent on an order cancelled meanwhile came back when it was cancelled; the same key
    // makes sure of it without moving them twice.
    for (const o of orders) {
      if (o.status === 'CANCELLED' && o.coinsUsed > 0) {
        const key = `order-coins-back:${o.sn}`
        await earn(
          ctx,
          { memberId: o.buyerId, amount: o.coinsUsed, reason: 'ORDER_REFUND', ref: o.sn, key },
          tx,
        )
      }
    }
    return
  }
  for (const o of orders) {
    await markPaid(ctx, tx, o, 'SYSTEM', { payMethod: 'PROVIDER', providerPaid: moneyText(dueOf(o)) }, now)
  }
}

export function ordersListeners(ctx: AppContext): void {
  ctx.events.on('payment.settled', async ({ tx, payment, status }) => {
    if (payment.purpose !== 'ORDER' || status !== 'PAID') return
    await settleOrderPayment(ctx, tx, payment)
  })
}
