import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { coinLedger, taskRuns } from '../../db/schema.ts'

export async function runsToday(db: DbOrTx, memberId: number, task: string, day: string) {
  return db
    .select()
    .from(taskRuns)
    .where(and(eq(taskRuns.memberId, memberId), eq(taskRuns.task, task), eq(taskRuns.day, day)))
    .orderBy(desc(taskRuns.id))
}

export async function startRun(db: DbOrTx, values: typeof taskRuns.$inferInsert) {
  const [row] = await db.insert(taskRuns).values(values).returning()
  if (!row) throw new Error('insert task run returned nothing')
  return row
}

/** Marks a run claimed; false when it already was (a double click). */
export async function claimRun(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(taskRuns)
    .set({ claimedAt: at })
    .where(and(eq(taskRuns.id, id), isNull(taskRuns.claimedAt)))
    .returning({ id: taskRuns.id })
  return rows.length === 1
}

export async function claimedCount(db: DbOrTx, memberId: number, task: string, day: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskRuns)
    .where(
      and(
        eq(taskRuns.memberId, memberId),
        eq(taskRuns.task, task),
        eq(taskRuns.day, day),
        isNotNull(taskRuns.claimedAt),
      ),
    )
  return row?.n ?? 0
}

export async function ledgerKeyExists(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: coinLedger.id })
    .from(coinLedger)
    .where(eq(coinLedger.idempotencyKey, key))
    .limit(1)
  return Boolean(row)
}
