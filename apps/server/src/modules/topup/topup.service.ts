/**
 * Stored-value top-up (SPEC §1): a member picks a coin package, pays through the provider, and
 * the provider's signed notification credits the coins exactly once, however often it repeats.
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode, type Payment } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError, badRequest, forbidden } from '../../lib/errors.ts'
import { earn } from '../coins/coins.service.ts'
import { fromCents, loadPackages, toCents } from './packages.ts'
import { type SandboxNotification, sign } from './sandbox-provider.ts'
import { findPayment, insertPayment, type PaymentRow, settlePayment } from './topup.repo.ts'

const notFoundPayment = () => new AppError(404, ErrorCode.PAYMENT_NOT_FOUND, 'payment.not.found')

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    packageId: row.packageId,
    coins: row.coins,
    price: fromCents(row.amountCents),
    status: row.status === 'PAID' || row.status === 'FAILED' ? row.status : 'PENDING',
    createTime: row.createdAt.toISOString(),
    settleTime: row.settledAt?.toISOString() ?? null,
    checkoutUrl: `/payMent?paymentId=${row.id}`,
  }
}

export async function createPayment(
  ctx: AppContext,
  memberId: number,
  packageId: string,
): Promise<PaymentRow> {
  const pack = (await loadPackages(ctx.db)).find((p) => p.id === packageId)
  if (!pack) throw badRequest('field.invalid')
  const id = randomUUID()
  return insertPayment(ctx.db, {
    id,
    memberId,
    packageId: pack.id,
    coins: pack.coins,
    amountCents: toCents(pack.price),
    provider: 'sandbox',
    providerRef: `sbx_${id.slice(0, 8)}`,
    createdAt: ctx.clock.now(),
  })
}

export async function ownPayment(ctx: AppContext, memberId: number, id: string): Promise<PaymentRow> {
  const row = await findPayment(ctx.db, id)
  if (!row) throw notFoundPayment()
  if (row.memberId !== memberId) throw forbidden()
  return row
}

/** The sandbox checkout: what the provider would send us after the payer's choice. */
export async function sandboxNotification(
  ctx: AppContext,
  row: PaymentRow,
  outcome: 'PAID' | 'FAILED',
  secret: string,
) {
  if (row.status !== 'PENDING') throw new AppError(409, ErrorCode.PAYMENT_SETTLED, 'payment.settled')
  const notification: SandboxNotification = {
    paymentId: row.id,
    status: outcome,
    amountCents: row.amountCents,
    providerRef: row.providerRef,
    timestamp: ctx.clock.now().getTime(),
  }
  return { notification, signature: sign(secret, notification) }
}

/** Applies a verified notification. Repeats are acknowledged and change nothing. */
export async function settle(ctx: AppContext, n: SandboxNotification): Promise<PaymentRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const row = await findPayment(tx, n.paymentId, true)
    if (!row) throw notFoundPayment()
    if (row.amountCents !== n.amountCents || row.providerRef !== n.providerRef)
      throw badRequest('payment.signature')
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
