/** Audit records as the console's audit page shows them (docs/admin.md, "Audit log"). */
import type { AuditRecord } from '@kaifong/contract/admin'
import type { AuditRow } from './audit.repo.ts'

export function presentAuditRecord(row: AuditRow): AuditRecord {
  return {
    id: String(row.id),
    actorId: String(row.actorId),
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    ip: row.ip,
    createTime: row.createdAt.toISOString(),
  }
}
