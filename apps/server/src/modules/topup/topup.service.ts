/**
 * Stored-value top-up (docs/product/overview.md): a member picks a coin package and pays through
 * the provider (modules/payments, purpose TOPUP); when the payment settles PAID, this module's
 * listener (topup.listeners.ts) credits the coins exactly once, however often the notification
 * repeats. Which provider, if any, comes from config (docs/decisions.md, Top-up).
 */
import { type CoinPackage, moneyOf, type PaymentMethod } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { badRequest } from '../../lib/errors.ts'
import {
  memberPayments,
  notFoundPayment,
  openPayment,
  ownPayment,
  type PaymentRow,
  paymentProvider,
  paymentsNotConfigured,
} from '../payments/index.ts'
import { loadPackages } from './packages.ts'

export async function createPayment(
  ctx: AppContext,
  memberId: number,
  packageId: string,
  method: PaymentMethod = 'CARD',
): Promise<PaymentRow> {
  // Without a provider, say so before anything about the package.
  if (!paymentProvider(ctx)) throw paymentsNotConfigured('TOPUP')
  const pack: CoinPackage | undefined = (await loadPackages(ctx.db)).find((p) => p.id === packageId)
  if (!pack) throw badRequest('field.invalid')
  const { payment } = await ctx.db.transaction((tx) =>
    openPayment(ctx, tx, {
      memberId,
      purpose: 'TOPUP',
      ref: '',
      amount: moneyOf(pack.price),
      method,
      coins: pack.coins,
      packageId: pack.id,
    }),
  )
  return payment
}

/** The top-up page: the packages on sale and the member's top-up payments. */
export async function topupPage(ctx: AppContext, memberId: number) {
  const [packages, payments] = await Promise.all([
    loadPackages(ctx.db),
    memberPayments(ctx.db, memberId, 'TOPUP'),
  ])
  return { packages, payments }
}

/** One of the member's top-ups; any other payment (another member's, another purpose) answers 404 40005. */
export async function ownTopupPayment(ctx: AppContext, memberId: number, id: string): Promise<PaymentRow> {
  const row = await ownPayment(ctx, memberId, id)
  if (row.purpose !== 'TOPUP') throw notFoundPayment()
  return row
}
