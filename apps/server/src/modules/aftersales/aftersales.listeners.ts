/**
 * What orders' events do to after-sales (lib/events.ts): when an order completes, the seller has
 * just been paid its whole price (SALE_INCOME); refunds made before that give their amount back
 * from the seller's wallet in the same transaction (the income just credited always covers them),
 * once per order by key (docs/product/after-sales.md, "Money back").
 */
import { type Money, moneyOf, moneyText } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { walletDebit, walletEntryByKey } from '../wallet/index.ts'
import { incomeKey } from './aftersales.refund.ts'
import { refundedNotDebited, setSellerDebited } from './aftersales.repo.ts'

export function afterSalesListeners(ctx: AppContext): void {
  ctx.events.on('order.completed', async ({ tx, order, at }) => {
    const rows = await refundedNotDebited(tx, order.id)
    if (rows.length === 0 || !(await walletEntryByKey(tx, incomeKey(order.sn)))) return
    const total = rows.reduce((a, r) => a + moneyOf(r.refundAmount), 0n) as Money
    await walletDebit(ctx, tx, {
      memberId: order.sellerId,
      amount: total,
      reason: 'ORDER_REFUND',
      ref: order.sn,
      key: `after-sale-income-back:${order.sn}`,
    })
    for (const r of rows) await setSellerDebited(tx, r.id, moneyText(moneyOf(r.refundAmount)), at)
  })
}
