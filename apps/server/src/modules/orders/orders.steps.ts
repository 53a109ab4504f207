/**
 * How an order moves (docs/product/orders.md, "States"): each step is one conditional UPDATE from
 * the status it starts from (orders.repo.ts moveStatus) with its order_logs row, inside the
 * caller's transaction, then the event that tells the other modules (lib/events.ts OrderStep).
 * A step whose order is no longer in its starting status throws 409 33002 and the caller's
 * transaction rolls back: nothing half-done.
 *
 * The money of each step: paying is orders.pay.ts; cancelling gives the stock back and the coins
 * spent on the order back (one idempotency key per order); completing pays the seller's wallet
 * the order's price (SALE_INCOME, one key per order).
 */
import { randomInt } from 'node:crypto'
import type { OrderStatus } from '@kaifong/contract'
import { moneyOf } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import type { OrderStep } from '../../lib/events.ts'
import { earn } from '../coins/index.ts'
import { giveBackStock } from '../goods/index.ts'
import { shopsForCheckout } from '../shops/index.ts'
import { walletCredit } from '../wallet/index.ts'
import { carrierName } from './orders.carriers.ts'
import { orderState } from './orders.errors.ts'
import {
  insertLog,
  itemsOf,
  moveStatus,
  type OrderChanges,
  type OrderItemRow,
  type OrderRow,
} from './orders.repo.ts'
import { type Actor, afterPaid, mayTake, type StepName, TRANSITIONS } from './orders.states.ts'

type OrderEvent = 'order.created' | 'order.paid' | 'order.shipped' | 'order.completed' | 'order.cancelled'

/** Why an order was cancelled, stored in cancel_reason and shown in each language. */
export type CancelReason = 'BUYER' | 'TIMEOUT'

/** Takes `step` as `actor`: the conditional UPDATE and the log row; 409 when the order moved meanwhile. */
export async function takeStep(
  tx: Tx,
  order: OrderRow,
  step: StepName,
  actor: Actor,
  changes: OrderChanges,
  now: Date,
  note = '',
): Promise<OrderRow> {
  if (!mayTake(step, actor)) throw new Error(`${actor} may not take ${step}`)
  const { from, to } = TRANSITIONS[step]
  const moved = await moveStatus(tx, order.id, from, to, changes, now)
  if (!moved) throw orderState()
  await insertLog(tx, { orderId: order.id, status: to as OrderStatus, actor, note, createdAt: now })
  return moved
}

/** Tells the other modules of the step (notices tell both sides). */
export async function tell(
  ctx: AppContext,
  tx: Tx,
  name: OrderEvent,
  order: OrderRow,
  actor: Actor,
  now: Date,
  known?: { items: OrderItemRow[]; shopName: string },
): Promise<void> {
  const items = known?.items ?? (await itemsOf(tx, [order.id]))
  const first = items[0]
  const shopName = known?.shopName ?? (await shopNameOf(tx, order.shopId))
  const payload: OrderStep = {
    tx,
    order: {
      id: order.id,
      sn: order.sn,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      shopName,
      status: order.status,
      flowPrice: order.flowPrice,
      pickupCode: order.pickupCode,
      carrier: order.carrier,
      carrierName: {
        'zh-Hant': carrierName(order.carrier, 'zh-Hant'),
        'zh-Hans': carrierName(order.carrier, 'zh-Hans'),
        en: carrierName(order.carrier, 'en'),
      },
      trackingNo: order.trackingNo,
      goods: { id: first?.goodsId ?? 0, name: first?.goodsName ?? '', cover: first?.image ?? '' },
      itemCount: items.length,
    },
    actor,
    at: now,
  }
  await ctx.events.emit(name, payload)
}

async function shopNameOf(tx: Tx, shopId: number): Promise<string> {
  return (await shopsForCheckout(tx, [shopId])).get(shopId)?.name ?? ''
}

/** A 6-digit pickup code, leading zeros kept. */
export const newPickupCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Marks an UNPAID order paid with how it was paid (`changes`), then moves it on at once: to
 * UNDELIVERED to be shipped, or to TAKE with a new pickup code. Emits `order.paid`.
 */
export async function markPaid(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  actor: 'BUYER' | 'SYSTEM',
  changes: OrderChanges,
  now: Date,
): Promise<OrderRow> {
  const paid = await takeStep(tx, order, 'PAY', actor, { ...changes, paidAt: now }, now)
  const next = afterPaid(paid.way)
  const moved = await takeStep(
    tx,
    paid,
    next,
    'SYSTEM',
    next === 'TO_TAKE' ? { pickupCode: newPickupCode() } : {},
    now,
  )
  await tell(ctx, tx, 'order.paid', moved, actor, now)
  return moved
}

/**
 * Cancels an UNPAID order (the buyer's CANCEL, the job's TIMEOUT): the stock of each item goes
 * back, the coins spent on it come back, and `order.cancelled` is emitted. A provider payment
 * still open for it is refunded if it is ever paid (orders.settle.ts).
 */
export async function cancelOrder(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  step: 'CANCEL' | 'TIMEOUT',
  now: Date,
): Promise<OrderRow> {
  const reason: CancelReason = step === 'CANCEL' ? 'BUYER' : 'TIMEOUT'
  const actor: Actor = step === 'CANCEL' ? 'BUYER' : 'SYSTEM'
  const cancelled = await takeStep(
    tx,
    order,
    step,
    actor,
    { cancelledAt: now, cancelReason: reason },
    now,
    reason,
  )
  const items = await itemsOf(tx, [order.id])
  for (const item of items) await giveBackStock(tx, item.skuId, item.num)
  if (cancelled.coinsUsed > 0) {
    await earn(
      ctx,
      {
        memberId: order.buyerId,
        amount: cancelled.coinsUsed,
        reason: 'ORDER_REFUND',
        ref: order.sn,
        key: `order-coins-back:${order.sn}`,
      },
      tx,
    )
  }
  await tell(ctx, tx, 'order.cancelled', cancelled, actor, now, {
    items,
    shopName: await shopNameOf(tx, order.shopId),
  })
  return cancelled
}

/**
 * Completes an order (the buyer's RECEIVE, the job's AUTO_COMPLETE, the shop's VERIFY_PICKUP):
 * the seller's wallet gets the order's price (SALE_INCOME, once per order), and
 * `order.completed` is emitted.
 */
export async function completeOrder(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  step: 'RECEIVE' | 'AUTO_COMPLETE' | 'VERIFY_PICKUP',
  now: Date,
): Promise<OrderRow> {
  const actor: Actor = step === 'RECEIVE' ? 'BUYER' : step === 'VERIFY_PICKUP' ? 'SELLER' : 'SYSTEM'
  const changes: OrderChanges = { completedAt: now, ...(step === 'RECEIVE' ? { receivedAt: now } : {}) }
  const done = await takeStep(tx, order, step, actor, changes, now)
  const amount = moneyOf(done.flowPrice)
  if (amount > 0n) {
    await walletCredit(ctx, tx, {
      memberId: done.sellerId,
      amount,
      reason: 'SALE_INCOME',
      ref: done.sn,
      key: `order-income:${done.sn}`,
    })
  }
  await tell(ctx, tx, 'order.completed', done, actor, now)
  return done
}
