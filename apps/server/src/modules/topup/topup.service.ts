/**
 * Stored-value top-up (docs/product/overview.md): a member picks a coin package, pays through the provider, and
 * the provider's signed notification credits the coins exactly once, however often it repeats.
 * Which provider, if any, comes from config (docs/decisions.md, Top-up).
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode, moneyFromCents, moneyOf, moneyText, moneyToSafeCents } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { earn } from '../coins/index.ts'
import { loadPackages } from './packages.ts'
import { NOTIFICATION_MAX_SKEW_MS, type PaymentNotification, type PaymentProvider } from './provider.ts'
import { SandboxProvider } from './sandbox-provider.ts'
import {
  findOwnPayment,
  findPayment,
  insertPayment,
  listPayments,
  type PaymentRow,
  settlePayment,
} from './topup.repo.ts'

export const notFoundPayment = () => new AppError(404, ErrorCode.PAYMENT_NOT_FOUND, 'payment.not.found')
const notConfigured = () => new AppError(503, ErrorCode.PAYMENTS_NOT_CONFIGURED, 'payments.not.configured')
export const notificationRefused = () => new AppError(400, ErrorCode.PAYMENT_SIGNATURE, 'payment.signature')
const stale = () => new AppError(400, ErrorCode.PAYMENT_STALE, 'payment.stale')

/**
 * The configured provider, or null. The sandbox credits coins without money, so it is only there
 * when PAYMENTS_SANDBOX is on (default outside production; demo sites may turn it on). A real
 * provider is added here, from its own settings, when the site has an account with one.
 */
export function paymentProvider(ctx: AppContext): PaymentProvider | null {
  return ctx.config.PAYMENTS_SANDBOX ? new SandboxProvider(ctx.db) : null
}

export async function createPayment(
  ctx: AppContext,
  memberId: number,
  packageId: string,
): Promise<PaymentRow> {
  const provider = paymentProvider(ctx)
  if (!provider) throw notConfigured()
  const pack = (await loadPackages(ctx.db)).find((p) => p.id === packageId)
  if (!pack) throw badRequest('field.invalid')
  const id = randomUUID()
  const amount = moneyOf(pack.price)
  // Providers take cents; the row keeps the exact decimal (docs/decisions.md, "Money").
  const amountCents = moneyToSafeCents(amount)
  const { providerRef } = await provider.open({ id, memberId, coins: pack.coins, amountCents })
  return insertPayment(ctx.db, {
    id,
    memberId,
    packageId: pack.id,
    coins: pack.coins,
    amount: moneyText(amount),
    provider: provider.name,
    providerRef,
    createdAt: ctx.clock.now(),
  })
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
 * clock is refused and changes nothing; repeats inside the window are acknowledged and change
 * nothing either.
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
    if (n.status === 'PAID') {
      await earn(
        ctx,
        {
          memberId: row.memberId,
          amount: row.coins,
          reason: 'TOP_UP',
          ref: row.id,
          key: `topup:${row.id}`,
          notice: true,
        },
        tx,
      )
    }
    await settlePayment(tx, row.id, n.status, now)
    return { ...row, status: n.status, settledAt: now }
  })
}

/** The top-up page: the packages on sale and the member's payments. */
export async function topupPage(ctx: AppContext, memberId: number) {
  const [packages, payments] = await Promise.all([loadPackages(ctx.db), listPayments(ctx.db, memberId)])
  return { packages, payments }
}
