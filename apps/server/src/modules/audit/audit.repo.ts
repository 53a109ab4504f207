/**
 * The audit log (docs/admin.md, "Audit log"): every operator action, written in the action's own
 * transaction so the record and the change stand or fall together. The table refuses UPDATE and
 * DELETE (migration 0009_admin), and no route changes it.
 */
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'

export type NewAuditRow = typeof auditLog.$inferInsert

/** Appends one record; the table takes nothing else (see above). */
export async function insertAuditRow(db: DbOrTx, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values)
}

export type AuditRow = typeof auditLog.$inferSelect

/** The audit page's filters (docs/admin.md, "Audit log"), resolved: times are instants. */
export interface AuditFilters {
  /** The operator's member id when the username names a member now (renames included)… */
  actorId?: number
  /** …or else the username as it was recorded. */
  actorName?: string
  actionPrefix?: string
  targetType?: string
  targetId?: string
  from?: Date
  /** Exclusive. */
  until?: Date
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function auditWhere(f: AuditFilters): SQL | undefined {
  return and(
    f.actorId !== undefined ? eq(auditLog.actorId, f.actorId) : undefined,
    f.actorName !== undefined ? eq(auditLog.actorName, f.actorName) : undefined,
    f.actionPrefix ? like(auditLog.action, likePrefix(f.actionPrefix)) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.until ? lt(auditLog.createdAt, f.until) : undefined,
  )
}

/** One page of records, newest first (the indexes on created_at, actor, action and target serve it). */
export async function searchAudit(
  db: DbOrTx,
  filters: AuditFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filters)
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset)
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where)
  return { rows, total: counted?.n ?? 0 }
}
