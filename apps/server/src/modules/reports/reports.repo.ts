/**
 * Reports of listings, one per member and listing (unique index reports_reporter_goods_key), and
 * the hold they put on a listing (docs/admin.md, "Hold after reports").
 */
import { and, countDistinct, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { goods, reports } from '../../db/schema.ts'

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

/**
 * Holds the listing out of search and browsing for reports, unless it is hidden already (for
 * reports, or because its seller is banned). True when this call set the hold.
 */
export async function holdForReports(db: DbOrTx, goodsId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(goods)
    .set({ hiddenAt: now, hiddenReason: 'REPORTS' })
    .where(and(eq(goods.id, goodsId), isNull(goods.hiddenAt)))
    .returning({ id: goods.id })
  return rows.length > 0
}
