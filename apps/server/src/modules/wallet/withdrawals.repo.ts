/** Withdrawals. Writes happen only through withdrawals.service.ts. */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { members, walletAccounts, withdrawals } from '../../db/schema.ts'

export type WithdrawalRow = typeof withdrawals.$inferSelect

export async function insertWithdrawal(
  db: DbOrTx,
  values: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning()
  if (!row) throw new Error('insert withdrawal returned nothing')
  return row
}

export async function findPendingOf(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'PENDING')))
    .limit(1)
  return row ?? null
}

export async function findWithdrawal(db: DbOrTx, id: number, forUpdate = false) {
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

/** PENDING → APPROVED or REFUSED; the caller holds the row's lock. */
export async function decideWithdrawal(
  db: DbOrTx,
  id: number,
  decision: { status: 'APPROVED' | 'REFUSED'; reason: string; reviewedBy: number; at: Date },
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set({
      status: decision.status,
      reason: decision.reason,
      reviewedBy: decision.reviewedBy,
      reviewedAt: decision.at,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')))
    .returning()
  return row ?? null
}

export async function pageOwnWithdrawals(db: DbOrTx, memberId: number, offset: number, limit: number) {
  const where = eq(withdrawals.memberId, memberId)
  const [rows, [total]] = await Promise.all([
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(withdrawals).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export interface WithdrawalFilters {
  id?: number
  status?: WithdrawalRow['status']
  memberId?: number
  username?: string
}

/** The console's list with each member and their balance now: oldest first for the pending queue, else newest first. */
export async function searchWithdrawals(
  db: DbOrTx,
  filters: WithdrawalFilters,
  paging: { offset: number; limit: number },
) {
  const where: SQL[] = []
  if (filters.id !== undefined) where.push(eq(withdrawals.id, filters.id))
  if (filters.status) where.push(eq(withdrawals.status, filters.status))
  if (filters.memberId !== undefined) where.push(eq(withdrawals.memberId, filters.memberId))
  if (filters.username !== undefined) where.push(sql`lower(${members.username}) = ${filters.username}`)
  const condition = where.length ? and(...where) : undefined
  const order = filters.status === 'PENDING' ? asc(withdrawals.id) : desc(withdrawals.id)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        withdrawal: withdrawals,
        username: members.username,
        nickName: members.nickName,
        balance: sql<string>`coalesce(${walletAccounts.balance}, 0.00)::text`,
      })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(walletAccounts, eq(walletAccounts.memberId, withdrawals.memberId))
      .where(condition)
      .orderBy(order)
      .offset(paging.offset)
      .limit(paging.limit),
    db
      .select({ n: count() })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(condition),
  ])
  return { rows, total: total?.n ?? 0 }
}

export type AdminWithdrawalRecord = Awaited<ReturnType<typeof searchWithdrawals>>['rows'][number]
