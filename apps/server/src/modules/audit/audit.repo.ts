/**
 * The audit log (docs/admin.md, "Audit log"): every operator action, written in the action's own
 * transaction so the record and the change stand or fall together. The table refuses UPDATE and
 * DELETE (migration 0009_admin), and no route changes it.
 */
import type { DbOrTx } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import type { AuthAdmin } from '../../lib/request.ts'

export interface AuditEntry {
  /** e.g. report.takedown, member.ban, coins.adjust, notice.send, category.rename */
  action: string
  targetType: string
  targetId: string | number
  before?: unknown
  after?: unknown
  reason?: string
}

/** Who acted and from where: the operator of the request and its IP. */
export interface AuditActor {
  admin: AuthAdmin
  ip: string
}

export async function recordAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.admin.id,
    actorName: actor.admin.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
    ip: actor.ip,
    createdAt: at,
  })
}
