/** The dashboard's API (docs/admin.md, "Dashboard"; right `dashboard`, moderators included). */
import { dashboard, dashboardQuery } from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { dashboardFigures } from './dashboard.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]

export const dashboardRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'dashboard', async (app) => {
    app.get(
      '/admin/api/dashboard',
      { schema: { tags, security, querystring: dashboardQuery, response: { 200: envelopeOf(dashboard) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return ok(await dashboardFigures(ctx, request.query.days))
      },
    )
  })
