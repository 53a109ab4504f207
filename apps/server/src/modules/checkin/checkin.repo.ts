import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { checkIns } from '../../db/schema.ts'

export async function latestCheckIn(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.memberId, memberId))
    .orderBy(desc(checkIns.day))
    .limit(1)
  return row ?? null
}

export async function findCheckIn(db: DbOrTx, memberId: number, day: string) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.memberId, memberId), eq(checkIns.day, day)))
    .limit(1)
  return row ?? null
}

/** Inserts today's row; false when there already is one (a repeat or a concurrent click). */
export async function insertCheckIn(db: DbOrTx, values: typeof checkIns.$inferInsert): Promise<boolean> {
  const rows = await db.insert(checkIns).values(values).onConflictDoNothing().returning({ day: checkIns.day })
  return rows.length === 1
}
