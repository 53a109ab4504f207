/**
 * The buyer's orders (docs/product/orders.md, "The buyer's steps"): the list by tab, one order,
 * cancel (UNPAID), confirm receipt (DELIVERED) and delete (finished orders only, hidden from the
 * buyer, kept for the shop). Another member's order, and one the buyer deleted, answer 404 33001
 * exactly like a missing one. Each step is one transaction (orders.steps.ts).
 */
import type { Language, OrderCard, OrderDetail, OrderTag, Page } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { orderNotFound, orderState } from './orders.errors.ts'
import { type CardRow, cardOf, pageBuyerOrders } from './orders.lists.repo.ts'
import { presentCards, presentDetail, type Viewer } from './orders.present.ts'
import { findBuyerOrder, hideForBuyer, itemsOf, logsOf, type OrderRow } from './orders.repo.ts'
import { orderSettings } from './orders.settings.ts'
import { FINISHED, tagFilter } from './orders.states.ts'
import { cancelOrder, completeOrder } from './orders.steps.ts'

export type { OrderRow }

export async function buyerOrders(
  ctx: AppContext,
  memberId: number,
  query: { pageNumber: number; pageSize: number; tag: OrderTag },
): Promise<Page<OrderCard>> {
  const filter = tagFilter(query.tag)
  if (filter.none) return page([], 0, query.pageNumber, query.pageSize)
  const offset = (query.pageNumber - 1) * query.pageSize
  const { rows, total } = await pageBuyerOrders(ctx.db, memberId, filter, offset, query.pageSize)
  const items = await itemsOf(
    ctx.db,
    rows.map((r) => r.id),
  )
  return page(presentCards(rows, items, 'BUYER'), total, query.pageNumber, query.pageSize)
}

/** One order as `viewer` sees it, from its row. */
export async function detailOf(
  db: DbOrTx,
  order: OrderRow,
  viewer: Viewer,
  lang: Language,
): Promise<OrderDetail> {
  const row: CardRow | null = await cardOf(db, order.id)
  if (!row) throw orderNotFound()
  const [items, logs, settings] = await Promise.all([
    itemsOf(db, [order.id]),
    logsOf(db, order.id),
    orderSettings(db),
  ])
  return presentDetail({ row, items, logs, viewer, lang, autoCompleteDays: settings.autoCompleteDays })
}

/** The buyer's order, or 404 for anyone else's, a missing one and one they deleted. */
export async function ownOrder(db: DbOrTx, memberId: number, sn: string): Promise<OrderRow> {
  const order = await findBuyerOrder(db, memberId, sn)
  if (!order) throw orderNotFound()
  return order
}

export async function buyerOrderDetail(
  ctx: AppContext,
  memberId: number,
  sn: string,
  lang: Language,
): Promise<OrderDetail> {
  return detailOf(ctx.db, await ownOrder(ctx.db, memberId, sn), 'BUYER', lang)
}

/** Cancels the buyer's UNPAID order: stock and coins go back (orders.steps.ts cancelOrder). */
export async function cancelByBuyer(
  ctx: AppContext,
  memberId: number,
  sn: string,
  lang: Language,
): Promise<OrderDetail> {
  const now = ctx.clock.now()
  const order = await ctx.db.transaction(async (tx) =>
    cancelOrder(ctx, tx, await ownOrder(tx, memberId, sn), 'CANCEL', now),
  )
  return detailOf(ctx.db, order, 'BUYER', lang)
}

/** The buyer confirms a DELIVERED order arrived: COMPLETED, and the seller is paid. */
export async function receiveByBuyer(
  ctx: AppContext,
  memberId: number,
  sn: string,
  lang: Language,
): Promise<OrderDetail> {
  const now = ctx.clock.now()
  const order = await ctx.db.transaction(async (tx) =>
    completeOrder(ctx, tx, await ownOrder(tx, memberId, sn), 'RECEIVE', now),
  )
  return detailOf(ctx.db, order, 'BUYER', lang)
}

/** Hides a COMPLETED or CANCELLED order from the buyer (the shop keeps it); 409 for an order still going. */
export async function deleteByBuyer(ctx: AppContext, memberId: number, sn: string): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const order = await ownOrder(tx, memberId, sn)
    if (!FINISHED.includes(order.status)) throw orderState()
    if (!(await hideForBuyer(tx, memberId, sn, now))) throw orderState()
  })
}
