/** Reports of listings, one per member and listing (unique index reports_reporter_goods_key). */
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
