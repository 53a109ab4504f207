/**
 * Payments through the provider (docs/product/money.md, "Payments"): a module that takes money in
 * (topup, orders, wallet) opens a payment for its purpose; the provider's signed notification
 * settles it exactly once, however often or late it repeats, and `payment.settled` tells the
 * purpose's owner inside the settling transaction. Which provider, if any, comes from config
 * (docs/decisions.md, Top-up).
 */
import { randomUUID } from 'node:crypto'
import {
  ErrorCode,
  type Money,
  moneyFromCents,
  moneyOf,
  moneyText,
  moneyToSafeCents,
  type PaymentMethod,
  type PaymentPurpose,
} from '@kaifong/contract'
import type { DbOrTx, Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import {
  findOwnPayment,
  findPayment,
  insertPayment,
  listPayments,
  markRefunded,
  type PaymentRow,
  paymentsFor,
  settlePayment,
} from './payments.repo.ts'
import { NOTIFICATION_MAX_SKEW_MS, type PaymentNotification, type PaymentProvider } from './provider.ts'
import { SandboxProvider } from './sandbox-provider.ts'

export type { PaymentRow }

export const notFoundPayment = () => new AppError(404, ErrorCode.PAYMENT_NOT_FOUND, 'payment.not.found')
export const notificationRefused = () => new AppError(400, ErrorCode.PAYMENT_SIGNATURE, 'payment.signature')
const stale = () => new AppError(400, ErrorCode.PAYMENT_STALE, 'payment.stale')

/** 503 40008: no provider. Top-up words it as top-up being unavailable, the others as paying by card or FPS. */
export const paymentsNotConfigured = (purpose: PaymentPurpose) =>
  new AppError(
    503,
    ErrorCode.PAYMENTS_NOT_CONFIGURED,
    purpose === 'TOPUP' ? 'payments.not.configured' : 'payments.not.configured.pay',
  )

/**
 * The configured provider, or null. The sandbox pays without money, so it is only there when
 * PAYMENTS_SANDBOX is on (default outside production; demo sites may turn it on). A real provider
 * is added here, from its own settings, when the site has an account with one.
 */
export function paymentProvider(ctx: AppContext): PaymentProvider | null {
  return ctx.config.PAYMENTS_SANDBOX ? new SandboxProvider(ctx.db) : null
}

/** Where the payer continues a payment; null when its provider is not the configured one. */
export function checkoutUrlOf(provider: PaymentProvider | null, row: PaymentRow): string | null {
  return provider && provider.name === row.provider ? provider.checkoutUrl(row) : null
}

export interface OpenPayment {
  memberId: number
  purpose: PaymentPurpose
  /** What it pays for: the trade sn (ORDER), the recharge sn (RECHARGE), '' (TOPUP). */
  ref: string
  /** HK$, > 0, from the server's own figures (never the client's). */
  amount: Money
  method?: PaymentMethod
  coins?: number
  packageId?: string
}

/**
 * Opens a payment in the caller's transaction: the provider is told first (its reference is
 * stored with the row), then the row is written. Throws 503 40008 without a provider.
 */
export async function openPayment(
  ctx: AppContext,
  tx: DbOrTx,
  input: OpenPayment,
): Promise<{ payment: PaymentRow; checkoutUrl: string }> {
  const provider = paymentProvider(ctx)
  if (!provider) throw paymentsNotConfigured(input.purpose)
  if (input.amount <= 0n) throw new RangeError(`payment amount must be positive: ${input.amount}`)
  const id = randomUUID()
  const method = input.method ?? 'CARD'
  const coins = input.coins ?? 0
  // Providers take cents; the row keeps the exact decimal (docs/decisions.md, "Money").
  const amountCents = moneyToSafeCents(input.amount)
  const { providerRef } = await provider.open({
    id,
    memberId: input.memberId,
    purpose: input.purpose,
    method,
    coins,
    amountCents,
  })
  const payment = await insertPayment(tx, {
    id,
    memberId: input.memberId,
    purpose: input.purpose,
    ref: input.ref,
    packageId: input.packageId ?? '',
    coins,
    amount: moneyText(input.amount),
    method,
    provider: provider.name,
    providerRef,
    createdAt: ctx.clock.now(),
  })
  return { payment, checkoutUrl: provider.checkoutUrl(payment) }
}

/** Another member's payment answers exactly like a missing one (docs/decisions.md, Top-up). */
export async function ownPayment(ctx: AppContext, memberId: number, id: string): Promise<PaymentRow> {
  const row = await findOwnPayment(ctx.db, memberId, id)
  if (!row) throw notFoundPayment()
  return row
}

/** The sandbox checkout's buttons can only decide a pending sandbox payment. */
export function assertDecidable(row: PaymentRow, provider: PaymentProvider): void {
  if (row.provider !== provider.name) throw notFoundPayment()
  if (row.status !== 'PENDING') throw new AppError(409, ErrorCode.PAYMENT_SETTLED, 'payment.settled')
}

/**
 * Applies a verified notification. One sent more than NOTIFICATION_MAX_SKEW_MS away from our
 * clock is refused and changes nothing; so is one whose provider, amount or reference does not
 * match the payment. The payment's row lock makes concurrent repeats take turns: the first settles
 * it and emits `payment.settled` in the same transaction; every later one (PAID or FAILED) finds
 * it settled, is acknowledged and changes nothing.
 */
export async function settle(
  ctx: AppContext,
  provider: PaymentProvider,
  n: PaymentNotification,
): Promise<PaymentRow> {
  const now = ctx.clock.now()
  if (!(Math.abs(now.getTime() - n.timestamp) <= NOTIFICATION_MAX_SKEW_MS)) throw stale()
  return ctx.db.transaction(async (tx) => {
    const row = await findPayment(tx, n.paymentId, true)
    if (!row) throw notFoundPayment()
    if (
      row.provider !== provider.name ||
      moneyOf(row.amount) !== moneyFromCents(n.amountCents) ||
      row.providerRef !== n.providerRef
    ) {
      throw notificationRefused()
    }
    if (row.status !== 'PENDING') return row
    await settlePayment(tx, row.id, n.status, now)
    const settled: PaymentRow = { ...row, status: n.status, settledAt: now }
    await ctx.events.emit('payment.settled', { tx, payment: settled, status: n.status })
    return settled
  })
}

/**
 * Gives a paid payment back through its provider, in the caller's transaction (docs/product/money.md,
 * "Refunds"): only a PAID one (409 40010), only through the provider that took it (409 40011 when
 * that provider is no longer configured). Idempotent: a payment refunded already is answered as it
 * is, and the provider is not asked again. The status stays PAID; `refundedAt` says it went back.
 */
export async function refundPayment(
  ctx: AppContext,
  tx: Tx,
  paymentId: string,
  reason: string,
): Promise<PaymentRow> {
  const row = await findPayment(tx, paymentId, true)
  if (!row) throw notFoundPayment()
  if (row.refundedAt) return row
  if (row.status !== 'PAID')
    throw new AppError(409, ErrorCode.PAYMENT_NOT_REFUNDABLE, 'payment.not.refundable')
  const provider = paymentProvider(ctx)
  if (!provider || provider.name !== row.provider)
    throw new AppError(409, ErrorCode.PAYMENT_REFUND_UNAVAILABLE, 'payment.refund.unavailable')
  const { refundRef } = await provider.refund(row, reason)
  const refunded = await markRefunded(tx, row.id, { at: ctx.clock.now(), refundRef, reason })
  if (!refunded) throw new Error(`payment ${row.id} changed under its lock`)
  return refunded
}

/** A member's payments of one purpose, newest first (the top-up page's history). */
export function memberPayments(db: DbOrTx, memberId: number, purpose: PaymentPurpose, limit = 20) {
  return listPayments(db, memberId, purpose, limit)
}

/** The payments opened for one trade sn or recharge sn, oldest first (orders: which to refund). */
export function paymentsOf(db: DbOrTx, purpose: PaymentPurpose, ref: string): Promise<PaymentRow[]> {
  return paymentsFor(db, purpose, ref)
}

/** One payment by id, whoever's: for the module that opened it. */
export function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | null> {
  return findPayment(db, id)
}
