/**
 * The refund of an accepted after-sale (docs/product/after-sales.md, "Money back"), inside the
 * step's one transaction: the order is locked so refunds of one order take turns, the request
 * moves to REFUNDED by a conditional UPDATE (the losers of a race get 409 and move no money),
 * then the money goes back the way it came, each move under its own idempotency key:
 * the wallet part to the buyer's wallet, the provider part through the provider (or to the wallet
 * when the provider cannot refund that part), the coins part as coins. A seller already paid the
 * order's SALE_INCOME gives the amount back from their wallet (short → 409 36008, nothing moves).
 */
import { ErrorCode, type Money, moneyOf, moneyText } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { earn } from '../coins/index.ts'
import { giveBackStock } from '../goods/index.ts'
import { closeRefundedOrder, lockOrderForRefund, type OrderWithItems } from '../orders/index.ts'
import { findPaymentById, refundPayment } from '../payments/index.ts'
import { walletCredit, walletDebit, walletEntryByKey } from '../wallet/index.ts'
import { afterSaleState, amountOver, sellerShort } from './aftersales.errors.ts'
import { tellStep } from './aftersales.events.ts'
import { itemPaid, type PaidParts, remaining, splitRefund, totalOf } from './aftersales.money.ts'
import {
  type Actor,
  type AfterSaleRow,
  afterSalesOfOrder,
  insertLog,
  moveStatus,
  setSellerDebited,
} from './aftersales.repo.ts'

const cents = (v: bigint) => v as Money

function refundedParts(rows: AfterSaleRow[]): PaidParts {
  const done = rows.filter((r) => r.status === 'REFUNDED')
  return {
    wallet: cents(done.reduce((a, r) => a + moneyOf(r.refundWallet), 0n)),
    provider: cents(done.reduce((a, r) => a + moneyOf(r.refundProvider), 0n)),
    coinsValue: cents(done.reduce((a, r) => a + moneyOf(r.refundCoinsValue), 0n)),
    coins: done.reduce((a, r) => a + r.refundCoins, 0),
  }
}

/** The key of the seller's SALE_INCOME for an order (modules/orders, orders.steps.ts completeOrder). */
export const incomeKey = (orderSn: string) => `order-income:${orderSn}`

async function sellerGivesBack(
  ctx: AppContext,
  tx: Tx,
  found: OrderWithItems,
  row: AfterSaleRow,
  amount: Money,
) {
  if (!(await walletEntryByKey(tx, incomeKey(found.order.sn)))) return false
  try {
    await walletDebit(ctx, tx, {
      memberId: found.order.sellerId,
      amount,
      reason: 'ORDER_REFUND',
      ref: row.sn,
      key: `after-sale-seller:${row.sn}`,
    })
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.WALLET_INSUFFICIENT) throw sellerShort()
    throw err
  }
  return true
}

async function providerBack(
  ctx: AppContext,
  tx: Tx,
  found: OrderWithItems,
  row: AfterSaleRow,
  amount: Money,
) {
  const { order } = found
  const payment = order.paymentId ? await findPaymentById(tx, order.paymentId) : null
  if (payment && !payment.refundedAt && moneyOf(payment.amount) === amount) {
    try {
      await refundPayment(ctx, tx, payment.id, `after-sale ${row.sn}`)
      return
    } catch (err) {
      // The provider cannot refund (not configured here, or a payment it no longer holds): the wallet takes it.
      if (!(err instanceof AppError && err.status === 409)) throw err
    }
  }
  await walletCredit(ctx, tx, {
    memberId: order.buyerId,
    amount,
    reason: 'ORDER_REFUND',
    ref: row.sn,
    key: `after-sale:${row.sn}:provider`,
  })
}

/** Gives stock back for the items this refund leaves fully refunded, when the goods came back or never left. */
async function stockBack(tx: Tx, found: OrderWithItems, row: AfterSaleRow, all: AfterSaleRow[]) {
  const { order, items } = found
  const shipped = order.status === 'DELIVERED' || order.status === 'COMPLETED'
  if (row.kind === 'REFUND_ONLY' && shipped) return
  const done = all.filter((r) => r.status === 'REFUNDED' || r.id === row.id)
  const total = done.reduce((a, r) => a + moneyOf(r.refundAmount), 0n)
  const goods = moneyOf(order.flowPrice) - moneyOf(order.shippingFee)
  for (const item of items) {
    if (row.itemId !== null && row.itemId !== item.id) continue
    const paid = itemPaid(moneyOf(item.subtotal), moneyOf(order.goodsPrice), moneyOf(order.discount))
    const onItem = done.filter((r) => r.itemId === item.id).reduce((a, r) => a + moneyOf(r.refundAmount), 0n)
    if (row.itemId === null ? total >= goods : onItem >= paid) await giveBackStock(tx, item.skuId, item.num)
  }
}

/** Moves the request `from` → REFUNDED as `actor` and gives the money back; 409 when it moved meanwhile. */
export async function refundStep(
  ctx: AppContext,
  tx: Tx,
  row: AfterSaleRow,
  from: 'APPLIED' | 'BUYER_SHIPPED',
  actor: Actor,
): Promise<AfterSaleRow> {
  const now = ctx.clock.now()
  const found = await lockOrderForRefund(tx, row.orderId)
  const all = await afterSalesOfOrder(tx, row.orderId)
  const { order } = found
  // Under the order's lock: a request another step moved meanwhile (the losers of a race) stops here.
  if (all.find((r) => r.id === row.id)?.status !== from) throw afterSaleState()
  const paid: PaidParts = {
    wallet: moneyOf(order.walletPaid),
    provider: moneyOf(order.providerPaid),
    coinsValue: moneyOf(order.coinsValue),
    coins: order.coinsUsed,
  }
  const left = remaining(paid, refundedParts(all))
  const amount = moneyOf(row.refundAmount)
  if (amount > totalOf(left)) throw amountOver(moneyText(totalOf(left)))
  const parts = splitRefund(left, amount)
  const moved = await moveStatus(
    tx,
    row.id,
    from,
    'REFUNDED',
    {
      refundWallet: moneyText(parts.wallet),
      refundProvider: moneyText(parts.provider),
      refundCoinsValue: moneyText(parts.coinsValue),
      refundCoins: parts.coins,
      refundedAt: now,
    },
    now,
  )
  if (!moved) throw afterSaleState()
  await insertLog(tx, { afterSaleId: row.id, status: 'REFUNDED', actor, createdAt: now })
  const debited = await sellerGivesBack(ctx, tx, found, row, amount)
  const key = (part: string) => `after-sale:${row.sn}:${part}`
  if (parts.wallet > 0n)
    await walletCredit(ctx, tx, {
      memberId: order.buyerId,
      amount: parts.wallet,
      reason: 'ORDER_REFUND',
      ref: row.sn,
      key: key('wallet'),
    })
  if (parts.provider > 0n) await providerBack(ctx, tx, found, row, parts.provider)
  if (parts.coins > 0)
    await earn(
      ctx,
      {
        memberId: order.buyerId,
        amount: parts.coins,
        reason: 'ORDER_REFUND',
        ref: row.sn,
        key: key('coins'),
      },
      tx,
    )
  await stockBack(tx, found, row, all)
  const refundedTotal = all
    .filter((r) => r.status === 'REFUNDED')
    .reduce((a, r) => a + moneyOf(r.refundAmount), amount as bigint)
  if (refundedTotal >= moneyOf(order.flowPrice) - moneyOf(order.shippingFee))
    await closeRefundedOrder(tx, order, now)
  await tellStep(ctx, tx, moved, actor, now)
  return debited ? await markDebited(tx, moved, amount, now) : moved
}

async function markDebited(tx: Tx, row: AfterSaleRow, amount: Money, now: Date): Promise<AfterSaleRow> {
  return (await setSellerDebited(tx, row.id, moneyText(amount), now)) ?? row
}
