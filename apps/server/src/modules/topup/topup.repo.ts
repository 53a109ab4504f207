import { and, desc, eq } from 'drizzle-orm'
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

export async function settlePayment(db: DbOrTx, id: string, status: 'PAID' | 'FAILED', at: Date) {
  await db
    .update(payments)
    .set({ status, settledAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
}

export function listPayments(db: DbOrTx, memberId: number, limit = 20) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.createdAt))
    .limit(limit)
}
