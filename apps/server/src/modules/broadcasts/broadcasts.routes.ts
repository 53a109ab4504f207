/**
 * The console's system notices (docs/admin.md, "System notices"; right `notices`): send or
 * schedule one, list past and scheduled ones, cancel a scheduled one.
 */
import { broadcastBody, broadcastRecord, operationsIdParams, operationsPaging } from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { presentBroadcast } from './broadcasts.present.ts'
import { broadcastsPage, cancelBroadcast, createBroadcast } from './broadcasts.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]

export const broadcastsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'notices', async (app) => {
    app.post(
      '/admin/api/notices',
      { schema: { tags, security, body: broadcastBody, response: { 200: envelopeOf(broadcastRecord) } } },
      async (request) => {
        const row = await createBroadcast(ctx, actorOf(request), request.body, request.log)
        return ok(presentBroadcast(row))
      },
    )

    app.get(
      '/admin/api/notices',
      {
        schema: {
          tags,
          security,
          querystring: operationsPaging,
          response: { 200: envelopeOf(pageOf(broadcastRecord)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await broadcastsPage(ctx, request.query)
        return ok(page(rows.map(presentBroadcast), total, pageNumber, pageSize))
      },
    )

    app.post(
      '/admin/api/notices/:id/cancel',
      {
        schema: {
          tags,
          security,
          params: operationsIdParams,
          response: { 200: envelopeOf(broadcastRecord) },
        },
      },
      async (request) => {
        const row = await cancelBroadcast(ctx, actorOf(request), Number(request.params.id))
        return ok(presentBroadcast(row))
      },
    )
  })
