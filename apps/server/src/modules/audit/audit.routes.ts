/**
 * The audit page's API (docs/admin.md, "Audit log"; right `audit`): read only. No route changes or
 * deletes a record, and the table itself refuses UPDATE and DELETE (migration 0009_admin).
 */
import { auditQuery, auditRecord } from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { presentAuditRecord } from './audit.present.ts'
import { auditPage } from './audit.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]

export const auditRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'audit', async (app) => {
    app.get(
      '/admin/api/audit',
      {
        schema: {
          tags,
          security,
          querystring: auditQuery,
          response: { 200: envelopeOf(pageOf(auditRecord)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await auditPage(ctx, request.query)
        return ok(page(rows.map(presentAuditRecord), total, pageNumber, pageSize))
      },
    )
  })
