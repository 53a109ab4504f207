/**
 * The cashier and paying (docs/product/orders.md, "Paying"): an order sn, or a trade sn for all of
 * its unpaid orders. Every amount is the server's. One transaction, with the orders locked:
 * coins first (modules/coins `spend`, one idempotency key per order, up to the setting's share of
 * each order's price), then the rest by the wallet (the payment password checked first; modules/wallet
 * `walletDebit`, one key per order; the orders are PAID at once) or by the provider (CARD, FPS:
 * modules/payments `openPayment` for the ORDER with the sn as ref; the orders wait for its
 * `payment.settled`, orders.settle.ts). Coins once applied to an order stay with it until it is
 * paid or cancelled (cancelling gives them back); a later attempt pays only what is left.
 * Two payments of the same order at once take turns on the order's row lock: the second finds
 * nothing to pay (409 33014).
 */
import {
  addMoney,
  type Cashier,
  type Money,
  moneyFromCents,
  moneyOf,
  moneyText,
  type PayMethod,
  type PayResult,
  subtractMoney,
} from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { badRequest } from '../../lib/errors.ts'
import { balanceOf, spend } from '../coins/index.ts'
import { openPayment, paymentProvider } from '../payments/index.ts'
import { shopsForCheckout } from '../shops/index.ts'
import { checkPayPassword, walletBalance, walletDebit } from '../wallet/index.ts'
import { allotCoins, type CoinRate, coinStep, coinsValue, maxCoinsOf } from './orders.coins.ts'
import { coinsOverCap, coinsStep, nothingToPay, orderNotFound } from './orders.errors.ts'
import { buyerOrdersOf, lockBuyerOrders, type OrderRow, setPending } from './orders.repo.ts'
import { orderSettings } from './orders.settings.ts'
import { markPaid } from './orders.steps.ts'

const dueOf = (o: Pick<OrderRow, 'flowPrice' | 'coinsValue'>): Money =>
  subtractMoney(moneyOf(o.flowPrice), moneyOf(o.coinsValue))
const sum = (values: Money[]): Money => values.reduce<Money>((a, b) => addMoney(a, b), moneyFromCents(0))

/** The orders of `sn` still to pay: UNPAID and inside their pay deadline. */
const payable = (orders: OrderRow[], now: Date) =>
  orders.filter((o) => o.status === 'UNPAID' && o.payBefore.getTime() > now.getTime())

export async function cashier(ctx: AppContext, memberId: number, sn: string): Promise<Cashier> {
  const now = ctx.clock.now()
  const all = await buyerOrdersOf(ctx.db, memberId, sn)
  if (all.length === 0) throw orderNotFound()
  const orders = payable(all, now)
  if (orders.length === 0) throw nothingToPay()
  const [settings, coins, wallet, shopNames] = await Promise.all([
    orderSettings(ctx.db),
    balanceOf(ctx.db, memberId),
    walletBalance(ctx.db, memberId),
    shopNamesOf(ctx, orders),
  ])
  const provider = paymentProvider(ctx)
  const step = coinStep(settings)
  const max = Math.min(maxCoinsOf(orders, settings), Math.floor(coins / step) * step)
  return {
    sn,
    orders: orders.map((o) => ({
      sn: o.sn,
      storeName: shopNames.get(o.shopId) ?? '',
      flowPrice: o.flowPrice,
      coinsUsed: o.coinsUsed,
      coinsValue: o.coinsValue,
      due: moneyText(dueOf(o)),
    })),
    total: moneyText(sum(orders.map((o) => moneyOf(o.flowPrice)))),
    due: moneyText(sum(orders.map(dueOf))),
    payBefore: new Date(Math.min(...orders.map((o) => o.payBefore.getTime()))).toISOString(),
    methods: [
      { method: 'WALLET', available: true },
      { method: 'CARD', available: provider !== null },
      { method: 'FPS', available: provider !== null },
    ],
    coins: {
      balance: coins,
      perDollar: settings.coinsPerDollar,
      maxSharePercent: settings.coinsMaxSharePercent,
      max: Math.max(0, max),
    },
    walletBalance: moneyText(wallet),
    sandbox: provider?.sandbox ?? false,
  }
}

async function shopNamesOf(ctx: AppContext, orders: OrderRow[]): Promise<Map<number, string>> {
  const fees = await shopsForCheckout(
    ctx.db,
    orders.map((o) => o.shopId),
  )
  return new Map([...fees].map(([id, f]) => [id, f.name]))
}

/** Spends the body's coins on the orders without coins yet, each within its cap; records them on each order. */
async function applyCoins(
  ctx: AppContext,
  tx: Tx,
  memberId: number,
  orders: OrderRow[],
  coins: number,
  rate: CoinRate,
  now: Date,
): Promise<OrderRow[]> {
  if (coins === 0) return orders
  const step = coinStep(rate)
  if (coins % step !== 0) throw coinsStep(step)
  const shares = allotCoins(orders, coins, rate)
  if (!shares) throw coinsOverCap(maxCoinsOf(orders, rate))
  const out: OrderRow[] = []
  for (const [i, order] of orders.entries()) {
    const share = shares[i] ?? 0
    if (share === 0) {
      out.push(order)
      continue
    }
    const key = `order-coins:${order.sn}`
    await spend(ctx, { memberId, amount: share, reason: 'ORDER_PAY', ref: order.sn, key }, tx)
    const value = moneyText(coinsValue(share, rate))
    await setPending(tx, order.id, { coinsUsed: share, coinsValue: value }, now)
    out.push({ ...order, coinsUsed: share, coinsValue: value })
  }
  return out
}

export interface PayInput {
  sn: string
  method: PayMethod
  coins: number
  password?: string | undefined
}

/** Pays the orders of `sn` (see the file's comment). */
export async function pay(ctx: AppContext, memberId: number, input: PayInput): Promise<PayResult> {
  const now = ctx.clock.now()
  if ((await buyerOrdersOf(ctx.db, memberId, input.sn)).length === 0) throw orderNotFound()
  if (input.method === 'WALLET') {
    if (!input.password) throw badRequest('order.pay.password.required')
    await checkPayPassword(ctx, memberId, input.password)
  }
  const settings = await orderSettings(ctx.db)
  return ctx.db.transaction(async (tx) => {
    const locked = payable(await lockBuyerOrders(tx, memberId, input.sn), now)
    if (locked.length === 0) throw nothingToPay()
    const orders = await applyCoins(ctx, tx, memberId, locked, input.coins, settings, now)
    const due = sum(orders.map(dueOf))
    if (due === 0n) {
      for (const o of orders) await markPaid(ctx, tx, o, 'BUYER', { payMethod: 'COINS' }, now)
      return { sn: input.sn, status: 'PAID', checkoutUrl: null, paymentId: null }
    }
    if (input.method === 'WALLET') {
      for (const o of orders) {
        const amount = dueOf(o)
        if (amount > 0n) {
          const key = `order-pay:${o.sn}`
          await walletDebit(ctx, tx, { memberId, amount, reason: 'ORDER_PAY', ref: o.sn, key })
        }
        const changes = { payMethod: 'WALLET' as const, walletPaid: moneyText(amount), paymentId: null }
        await markPaid(ctx, tx, o, 'BUYER', changes, now)
      }
      return { sn: input.sn, status: 'PAID', checkoutUrl: null, paymentId: null }
    }
    const opened = await openPayment(ctx, tx, {
      memberId,
      purpose: 'ORDER',
      ref: input.sn,
      amount: due,
      method: input.method,
    })
    for (const o of orders) await setPending(tx, o.id, { paymentId: opened.payment.id }, now)
    return { sn: input.sn, status: 'PENDING', checkoutUrl: opened.checkoutUrl, paymentId: opened.payment.id }
  })
}
