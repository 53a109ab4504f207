/** The contact reveal log (docs/product/domain-rules.md, "Contact privacy"): one row per member, Hong Kong day and listing. */
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { contactReveals } from '../../db/schema.ts'

export interface RevealsToday {
  /** Distinct listings the member revealed on `day`. */
  count: number
  /** Whether `goodsId` is one of them (a repeat that day is free). */
  already: boolean
}

export async function revealsToday(
  db: DbOrTx,
  memberId: number,
  day: string,
  goodsId: number,
): Promise<RevealsToday> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      already: sql<boolean>`coalesce(bool_or(${contactReveals.goodsId} = ${goodsId}), false)`,
    })
    .from(contactReveals)
    .where(and(eq(contactReveals.memberId, memberId), eq(contactReveals.day, day)))
  return { count: row?.count ?? 0, already: row?.already ?? false }
}

/** Records a reveal; a repeat of the same listing on the same day is already there and stays one row. */
export async function recordReveal(
  db: DbOrTx,
  values: { memberId: number; day: string; goodsId: number; createdAt: Date },
): Promise<void> {
  await db.insert(contactReveals).values(values).onConflictDoNothing()
}
