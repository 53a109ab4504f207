/**
 * The console's orders (docs/admin.md, "Orders"), right `orders`: the list with its filters and
 * one order's page. Reading only (no operator actions on orders yet), so nothing is audited.
 */
import { adminOrderDetail, adminOrderQuery, adminOrderRow, adminOrderSnParams } from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { consoleOrderDetail, consoleOrdersPage } from './orders.console.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]
const BASE = '/admin/api/orders'

export const consoleOrdersRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'orders', async (app) => {
    app.get(
      BASE,
      {
        schema: {
          tags,
          security,
          querystring: adminOrderQuery,
          response: { 200: envelopeOf(pageOf(adminOrderRow)) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await consoleOrdersPage(ctx, request.query)
        return ok(page(rows, total, pageNumber, pageSize))
      },
    )
    app.get(
      `${BASE}/:sn`,
      {
        schema: {
          tags,
          security,
          params: adminOrderSnParams,
          response: { 200: envelopeOf(adminOrderDetail) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return ok(await consoleOrderDetail(ctx, request.params.sn, request.lang))
      },
    )
  })
