/**
 * Reports of listings, one per member and listing (unique index reports_reporter_goods_key): made
 * by members, counted for the hold (docs/admin.md, "Hold after reports"), settled by operators.
 */
import { and, countDistinct, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { reports } from '../../db/schema.ts'

export type NewReport = typeof reports.$inferInsert

/** False when this member had already reported the listing (also when a concurrent twin won). */
export async function insertReport(db: DbOrTx, values: NewReport): Promise<boolean> {
  const rows = await db
    .insert(reports)
    .values(values)
    .onConflictDoNothing({ target: [reports.reporterId, reports.goodsId] })
    .returning({ id: reports.id })
  return rows.length > 0
}

/** How many distinct members have an open report on the listing. */
export async function countOpenReporters(db: DbOrTx, goodsId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(reports.reporterId) })
    .from(reports)
    .where(and(eq(reports.goodsId, goodsId), eq(reports.status, 'OPEN')))
  return row?.n ?? 0
}

/** What settles a report: the outcome, the operator and when. */
export interface Settlement {
  outcome: string
  handledBy: number
  at: Date
}

/** Every open report of the listing becomes HANDLED; answers each one's id and reporter. */
export async function settleOpenReports(db: DbOrTx, goodsId: number, s: Settlement) {
  return db
    .update(reports)
    .set({ status: 'HANDLED', outcome: s.outcome, handledBy: s.handledBy, handledAt: s.at })
    .where(and(eq(reports.goodsId, goodsId), eq(reports.status, 'OPEN')))
    .returning({ id: reports.id, reporterId: reports.reporterId })
}
