/** Broadcast rows → the console's shapes (docs/admin.md, "System notices"). */
import type { BroadcastRecord } from '@kaifong/contract/admin'
import type { BroadcastRow } from './broadcasts.repo.ts'

export function presentBroadcast(row: BroadcastRow): BroadcastRecord {
  return {
    id: String(row.id),
    audience: row.audience,
    memberId: row.memberId === null ? null : String(row.memberId),
    title: row.title,
    content: row.content,
    sendAt: row.sendAt.toISOString(),
    status: row.status,
    recipients: row.recipients,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdBy: String(row.createdBy),
    createTime: row.createdAt.toISOString(),
  }
}
