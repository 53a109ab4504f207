/** Tells the other modules of an after-sale step (lib/events.ts `afterSale.moved`; notices tell the other side). */
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { shopsForCheckout } from '../shops/index.ts'
import type { Actor, AfterSaleRow } from './aftersales.repo.ts'

export async function tellStep(ctx: AppContext, tx: DbOrTx, row: AfterSaleRow, actor: Actor, at: Date) {
  const shop = (await shopsForCheckout(tx, [row.shopId])).get(row.shopId)
  await ctx.events.emit('afterSale.moved', {
    tx,
    afterSale: {
      sn: row.sn,
      orderSn: row.orderSn,
      buyerId: row.buyerId,
      sellerId: shop?.memberId ?? 0,
      shopName: shop?.name ?? '',
      status: row.status,
      refundAmount: row.refundAmount,
      refuseReason: row.refuseReason,
      trackingNo: row.trackingNo,
    },
    actor,
    at,
  })
}
