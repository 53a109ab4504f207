/**
 * Reading the audit log (docs/admin.md, "Audit log"): a page of records, newest first, filtered by
 * operator, action prefix, target and Hong Kong days. Nothing here writes: records are written by
 * each operator action (audit.repo.ts `recordAudit`) and never changed.
 */
import type { AuditFilterQuery } from '@kaifong/contract/admin'
import type { AppContext } from '../../lib/context.ts'
import { badRequest } from '../../lib/errors.ts'
import { findMemberByLogin } from '../members/index.ts'
import { type AuditFilters, type AuditRow, searchAudit } from './audit.repo.ts'

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
