/**
 * The audit log (docs/admin.md, "Audit log"): `recordAudit` writes every operator action's record,
 * in the action's own transaction, so the record and the change stand or fall together; records are
 * never changed. Reading: a page of records, newest first, filtered by operator, action prefix,
 * target and Hong Kong days.
 */
import type { AuditFilterQuery } from '@kaifong/contract/admin'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { badRequest } from '../../lib/errors.ts'
import type { AuthAdmin } from '../../lib/request.ts'
import { findMemberByLogin } from '../members/index.ts'
import { type AuditFilters, type AuditRow, insertAuditRow, searchAudit } from './audit.repo.ts'

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

/** Records an operator's action in `db`: the action's transaction, so it rolls back with the action. */
export async function recordAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  await insertAuditRow(db, {
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

const DAY_MS = 24 * 60 * 60 * 1000

/** The instant a Hong Kong day begins (UTC+8 all year). */
const hkDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`)

async function filtersOf(ctx: AppContext, query: AuditFilterQuery): Promise<AuditFilters> {
  if (query.from && query.to && query.from > query.to) throw badRequest('admin.audit.range')
  const filters: AuditFilters = {
    actionPrefix: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from ? hkDayStart(query.from) : undefined,
    until: query.to ? new Date(hkDayStart(query.to).getTime() + DAY_MS) : undefined,
  }
  if (query.actor) {
    const name = query.actor.toLowerCase()
    // By id when the username names someone now, so an operator's records survive a rename.
    const member = name.includes('@') ? null : await findMemberByLogin(ctx.db, name)
    if (member) filters.actorId = member.id
    else filters.actorName = name
  }
  return filters
}

export async function auditPage(
  ctx: AppContext,
  query: AuditFilterQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const filters = await filtersOf(ctx, query)
  return searchAudit(ctx.db, filters, {
    offset: (query.pageNumber - 1) * query.pageSize,
    limit: query.pageSize,
  })
}
