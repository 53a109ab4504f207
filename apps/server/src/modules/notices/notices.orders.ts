/**
 * Notices of orders (docs/product/orders.md, "Notices"; docs/product/states-and-notices.md), in the
 * step's transaction (lib/events.ts OrderStep). Each step tells the side that did not take it;
 * a step of the system (the jobs, the provider's payment) tells both. Paying is confirmed to both
 * sides whoever paid: the buyer's notice is their receipt, and for a self pickup it carries the
 * pickup code (ORDER_TAKE). A new order tells the shop (ORDER_NEW). Notices lead to the order:
 * the buyer's to /home/me/OrderDetail?sn=, the shop's to /home/me/StoreOrder?sn=.
 */
import { formatHkd, type Language, type NoticeType } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import type { OrderStep } from '../../lib/events.ts'
import { localized, type MessageKey, t } from '../../lib/messages.ts'
import { findMemberById } from '../members/index.ts'
import { notify } from './notices.service.ts'

type Side = 'BUYER' | 'SELLER'
type Params = Record<string, string | number>

interface OrderNotice {
  type: NoticeType
  title: MessageKey
  content: MessageKey
  params?: (lang: Language) => Params
}

const linkOf = (side: Side, sn: string) =>
  side === 'BUYER' ? `/home/me/OrderDetail?sn=${sn}` : `/home/me/StoreOrder?sn=${sn}`

async function tell(ctx: AppContext, step: OrderStep, side: Side, notice: OrderNotice): Promise<void> {
  const { order } = step
  const base: Params = { sn: order.sn, price: formatHkd(order.flowPrice), shop: order.shopName }
  await notify(ctx, step.tx, side === 'BUYER' ? order.buyerId : order.sellerId, notice.type, {
    title: localized(notice.title),
    content: localized(notice.content, (lang) => ({ ...base, ...(notice.params?.(lang) ?? {}) })),
    operatorName: side === 'BUYER' ? order.shopName : '',
    goods: { id: order.goods.id, name: order.goods.name, picture: order.goods.cover },
    link: linkOf(side, order.sn),
  })
}

/** The sides a step tells: the one that did not act, or both for the system's steps. */
const othersOf = (actor: OrderStep['actor']): Side[] =>
  actor === 'BUYER' ? ['SELLER'] : actor === 'SELLER' ? ['BUYER'] : ['BUYER', 'SELLER']

async function buyerName(tx: Tx, buyerId: number): Promise<string> {
  return (await findMemberById(tx, buyerId))?.nickName ?? ''
}

export function orderNoticesListeners(ctx: AppContext): void {
  ctx.events.on('order.created', async (step) => {
    const buyer = await buyerName(step.tx, step.order.buyerId)
    await tell(ctx, step, 'SELLER', {
      type: 'ORDER_NEW',
      title: 'notice.order.new.title',
      content: 'notice.order.new.content',
      params: () => ({ buyer }),
    })
  })

  ctx.events.on('order.paid', async (step) => {
    const take = step.order.status === 'TAKE'
    await tell(
      ctx,
      step,
      'BUYER',
      take
        ? {
            type: 'ORDER_TAKE',
            title: 'notice.order.take.title',
            content: 'notice.order.take.content',
            params: () => ({ code: step.order.pickupCode }),
          }
        : { type: 'ORDER_PAID', title: 'notice.order.paid.title', content: 'notice.order.paid.buyer' },
    )
    await tell(ctx, step, 'SELLER', {
      type: 'ORDER_PAID',
      title: 'notice.order.paid.title',
      content: take ? 'notice.order.paid.seller.take' : 'notice.order.paid.seller',
    })
  })

  ctx.events.on('order.shipped', async (step) => {
    await tell(ctx, step, 'BUYER', {
      type: 'ORDER_SHIPPED',
      title: 'notice.order.shipped.title',
      content: 'notice.order.shipped.content',
      params: (lang) => ({ carrier: step.order.carrierName[lang], trackingNo: step.order.trackingNo }),
    })
  })

  ctx.events.on('order.completed', async (step) => {
    for (const side of othersOf(step.actor)) {
      await tell(ctx, step, side, {
        type: 'ORDER_COMPLETED',
        title: 'notice.order.completed.title',
        content: side === 'BUYER' ? 'notice.order.completed.buyer' : 'notice.order.completed.seller',
      })
    }
  })

  ctx.events.on('order.cancelled', async (step) => {
    const reason: MessageKey = step.actor === 'BUYER' ? 'order.cancel.buyer' : 'order.cancel.timeout'
    for (const side of othersOf(step.actor)) {
      await tell(ctx, step, side, {
        type: 'ORDER_CANCELLED',
        title: 'notice.order.cancelled.title',
        content: 'notice.order.cancelled.content',
        params: (lang) => ({ reason: t(lang, reason) }),
      })
    }
  })
}
