/**
 * A buyer's after-sale request (docs/product/after-sales.md, "Applying"): on a paid order not yet
 * completed, or completed within the window (7 days, the setting `afterSale.days`); one open request
 * per item (or one for the whole order); the refund amount at most the server's cap; photos the
 * buyer's own uploads. One transaction, with the order locked so two requests take turns.
 */
import { randomInt } from 'node:crypto'
import {
  type ApplyAfterSaleBody,
  type applyAfterSaleBody,
  ErrorCode,
  type Money,
  moneyOf,
  moneyText,
} from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx, Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { mediaOwnedBy } from '../media/index.ts'
import { buyerOrderWithItems, lockOrderForRefund, type OrderWithItems } from '../orders/index.ts'
import { getSetting } from '../site/index.ts'
import {
  amountOver,
  itemUnknown,
  notShipped,
  openExists,
  orderNotOpen,
  photoUnknown,
} from './aftersales.errors.ts'
import { tellStep } from './aftersales.events.ts'
import { itemPaid } from './aftersales.money.ts'
import {
  type AfterSaleRow,
  afterSalesOfOrder,
  insertAfterSale,
  insertLog,
  OPEN_STATUSES,
} from './aftersales.repo.ts'

export const DEFAULT_AFTER_SALE_DAYS = 7
const DAY = 24 * 60 * 60 * 1000

export const orderNotFound = () => new AppError(404, ErrorCode.ORDER_NOT_FOUND, 'order.not.found')

/** The window after completion, in days (1 to 90; anything else takes the default). */
export async function afterSaleDays(db: DbOrTx): Promise<number> {
  const v: unknown = await getSetting(db, 'afterSale.days')
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 90 ? v : DEFAULT_AFTER_SALE_DAYS
}

/** Whether the order may have a request now; throws 409 36003 otherwise. */
async function checkOrderOpen(db: DbOrTx, { order }: OrderWithItems, now: Date): Promise<void> {
  const days = await afterSaleDays(db)
  if (['PAID', 'UNDELIVERED', 'DELIVERED', 'TAKE'].includes(order.status)) return
  if (
    order.status === 'COMPLETED' &&
    order.completedAt &&
    now.getTime() - order.completedAt.getTime() <= days * DAY
  )
    return
  throw orderNotOpen(days)
}

const sum = (rows: AfterSaleRow[]): Money =>
  rows.reduce((acc, r) => (acc + moneyOf(r.refundAmount)) as Money, 0n as Money)

/**
 * The most a new request on the order (`itemId`, or null for the whole order) may ask for: what was
 * paid for it less what was refunded, and never more than what the order has left after its
 * refunds and its open requests. Throws 36005 when a request that would overlap is open.
 */
export function capOf(found: OrderWithItems, all: AfterSaleRow[], itemId: number | null): Money {
  const { order, items } = found
  const open = all.filter((r) => OPEN_STATUSES.includes(r.status))
  if (open.some((r) => r.itemId === null || itemId === null || r.itemId === itemId)) throw openExists()
  const refunded = all.filter((r) => r.status === 'REFUNDED')
  const orderLeft = (moneyOf(order.flowPrice) - sum(refunded) - sum(open)) as Money
  if (itemId === null) return orderLeft
  const item = items.find((i) => i.id === itemId)
  if (!item) throw itemUnknown()
  const paid = itemPaid(moneyOf(item.subtotal), moneyOf(order.goodsPrice), moneyOf(order.discount))
  const itemLeft = paid - sum(refunded.filter((r) => r.itemId === itemId))
  return (itemLeft < orderLeft ? itemLeft : orderLeft) as Money
}

/** The cap for the apply form (GET /buyer/order/afterSale/cap). */
export async function capFor(ctx: AppContext, buyerId: number, orderSn: string, itemId?: string) {
  const found = await buyerOrderWithItems(ctx.db, buyerId, orderSn)
  if (!found) throw orderNotFound()
  await checkOrderOpen(ctx.db, found, ctx.clock.now())
  const id = itemId === undefined ? null : Number(itemId)
  const cap = capOf(found, await afterSalesOfOrder(ctx.db, found.order.id), id)
  return { orderSn, itemId: itemId ?? null, max: moneyText(cap < 0n ? (0n as Money) : cap) }
}

const newSn = (now: Date): string =>
  `AS${now.toISOString().replace(/\D/g, '').slice(2, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`

async function photoUrls(tx: Tx, buyerId: number, ids: string[]): Promise<string[]> {
  if (new Set(ids).size !== ids.length) throw photoUnknown()
  const rows = await mediaOwnedBy(tx, buyerId, ids)
  if (rows.length !== ids.length) throw photoUnknown()
  return rows.map((r) => r.url)
}

export async function applyAfterSale(
  ctx: AppContext,
  buyerId: number,
  body: z.output<typeof applyAfterSaleBody>,
): Promise<AfterSaleRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const seen = await buyerOrderWithItems(tx, buyerId, body.orderSn)
    if (!seen) throw orderNotFound()
    const found = await lockOrderForRefund(tx, seen.order.id)
    await checkOrderOpen(tx, found, now)
    const itemId = body.itemId === undefined ? null : Number(body.itemId)
    const cap = capOf(found, await afterSalesOfOrder(tx, found.order.id), itemId)
    const shipped = found.order.status === 'DELIVERED' || found.order.status === 'COMPLETED'
    if (body.kind === 'RETURN_REFUND' && !shipped) throw notShipped()
    const amount = moneyOf(body.refundAmount)
    if (amount > cap) throw amountOver(moneyText(cap < 0n ? (0n as Money) : cap))
    const row = await insertAfterSale(tx, {
      sn: newSn(now),
      orderId: found.order.id,
      orderSn: found.order.sn,
      itemId,
      buyerId,
      shopId: found.order.shopId,
      kind: body.kind,
      reasonCode: body.reasonCode,
      reasonText: body.reasonText,
      photos: await photoUrls(tx, buyerId, body.photos),
      refundAmount: moneyText(amount),
      createdAt: now,
      updatedAt: now,
    })
    await insertLog(tx, { afterSaleId: row.id, status: 'APPLIED', actor: 'BUYER', createdAt: now })
    await tellStep(ctx, tx, row, 'BUYER', now)
    return row
  })
}

export type { ApplyAfterSaleBody }
