/** The payments table. Writes happen only through payments.service.ts. */
import type { PaymentPurpose } from '@kaifong/contract'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { payments } from '../../db/schema.ts'

export type PaymentRow = typeof payments.$inferSelect

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning()
  if (!row) throw new Error('insert payment returned nothing')
  return row
}

export async function findPayment(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(payments).where(eq(payments.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

/** Another member's payment is not found, exactly like a missing one. */
export async function findOwnPayment(db: DbOrTx, memberId: number, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.memberId, memberId)))
    .limit(1)
  return row ?? null
}

/** PENDING → PAID or FAILED; the caller holds the row's lock. */
export async function settlePayment(db: DbOrTx, id: string, status: 'PAID' | 'FAILED', at: Date) {
  await db
    .update(payments)
    .set({ status, settledAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
}

/** A paid payment given back: once (the row keeps its first refund). */
export async function markRefunded(
  db: DbOrTx,
  id: string,
  refund: { at: Date; refundRef: string; reason: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ refundedAt: refund.at, refundRef: refund.refundRef, refundReason: refund.reason })
    .where(and(eq(payments.id, id), eq(payments.status, 'PAID'), isNull(payments.refundedAt)))
    .returning()
  return row ?? null
}

/** A member's payments of one purpose, newest first. */
export function listPayments(db: DbOrTx, memberId: number, purpose: PaymentPurpose, limit = 20) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.memberId, memberId), eq(payments.purpose, purpose)))
    .orderBy(desc(payments.createdAt))
    .limit(limit)
}

/** The payments opened for one thing (a trade sn, a recharge sn), oldest first. */
export function paymentsFor(db: DbOrTx, purpose: PaymentPurpose, ref: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.ref, ref)))
    .orderBy(payments.createdAt)
}
