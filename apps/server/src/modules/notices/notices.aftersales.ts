/**
 * Notices of after-sales (docs/product/after-sales.md, "Notices"), in the step's transaction
 * (lib/events.ts AfterSaleStep): each step tells the other side. The buyer's notices lead to
 * /home/me/AfterSaleDetail?sn=, the shop's to /home/me/StoreAfterSale?sn=.
 */
import { formatHkd, type NoticeType } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import type { AfterSaleStep } from '../../lib/events.ts'
import { localized, type MessageKey } from '../../lib/messages.ts'
import { notify } from './notices.service.ts'

type Side = 'BUYER' | 'SELLER'

/** Who hears of each status, with what. */
const NOTICES: Record<string, { side: Side; type: NoticeType; title: MessageKey; content: MessageKey }> = {
  APPLIED: {
    side: 'SELLER',
    type: 'AFTER_SALE_APPLIED',
    title: 'notice.aftersale.applied.title',
    content: 'notice.aftersale.applied.content',
  },
  ACCEPTED: {
    side: 'BUYER',
    type: 'AFTER_SALE_ACCEPTED',
    title: 'notice.aftersale.accepted.title',
    content: 'notice.aftersale.accepted.content',
  },
  REFUSED: {
    side: 'BUYER',
    type: 'AFTER_SALE_REFUSED',
    title: 'notice.aftersale.refused.title',
    content: 'notice.aftersale.refused.content',
  },
  BUYER_SHIPPED: {
    side: 'SELLER',
    type: 'AFTER_SALE_RETURN_SHIPPED',
    title: 'notice.aftersale.shipped.title',
    content: 'notice.aftersale.shipped.content',
  },
  REFUNDED: {
    side: 'BUYER',
    type: 'AFTER_SALE_REFUNDED',
    title: 'notice.aftersale.refunded.title',
    content: 'notice.aftersale.refunded.content',
  },
  CANCELLED: {
    side: 'SELLER',
    type: 'AFTER_SALE_CANCELLED',
    title: 'notice.aftersale.cancelled.title',
    content: 'notice.aftersale.cancelled.content',
  },
}

async function tell(ctx: AppContext, step: AfterSaleStep): Promise<void> {
  const a = step.afterSale
  const notice = NOTICES[a.status]
  if (!notice) return
  const params = {
    sn: a.sn,
    orderSn: a.orderSn,
    shop: a.shopName,
    amount: formatHkd(a.refundAmount),
    reason: a.refuseReason,
    trackingNo: a.trackingNo,
  }
  const buyer = notice.side === 'BUYER'
  const memberId = buyer ? a.buyerId : a.sellerId
  if (memberId <= 0) return
  await notify(ctx, step.tx, memberId, notice.type, {
    title: localized(notice.title),
    content: localized(notice.content, params),
    operatorName: buyer ? a.shopName : '',
    link: buyer ? `/home/me/AfterSaleDetail?sn=${a.sn}` : `/home/me/StoreAfterSale?sn=${a.sn}`,
  })
}

export function afterSaleNoticesListeners(ctx: AppContext): void {
  ctx.events.on('afterSale.moved', (step) => tell(ctx, step))
}
