/** The console's shop applications (docs/admin.md, "Shops"), all under the right `shops`. */
import {
  adminShopDetail,
  adminShopQuery,
  adminShopRow,
  operationsIdParams,
  shopRefuseBody,
} from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { presentReviewDetail, presentReviewRow } from './shops.present.ts'
import { applicationOf, applicationsPage, approveApplication, refuseApplication } from './shops.review.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]
const params = operationsIdParams

export const shopsAdminRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'shops', async (app) => {
    app.get(
      '/admin/api/shops',
      {
        schema: {
          tags,
          security,
          querystring: adminShopQuery,
          response: { 200: envelopeOf(pageOf(adminShopRow)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await applicationsPage(ctx, request.query)
        return ok(page(rows.map(presentReviewRow), total, pageNumber, pageSize))
      },
    )

    app.get(
      '/admin/api/shops/:id',
      { schema: { tags, security, params, response: { 200: envelopeOf(adminShopDetail) } } },
      async (request) => ok(presentReviewDetail(await applicationOf(ctx, Number(request.params.id)))),
    )

    app.post(
      '/admin/api/shops/:id/approve',
      { schema: { tags, security, params, response: { 200: envelopeOf(adminShopDetail) } } },
      async (request) => {
        const row = await approveApplication(ctx, actorOf(request), Number(request.params.id))
        return ok(presentReviewDetail(row))
      },
    )

    app.post(
      '/admin/api/shops/:id/refuse',
      {
        schema: {
          tags,
          security,
          params,
          body: shopRefuseBody,
          response: { 200: envelopeOf(adminShopDetail) },
        },
      },
      async (request) => {
        const row = await refuseApplication(
          ctx,
          actorOf(request),
          Number(request.params.id),
          request.body.reason,
        )
        return ok(presentReviewDetail(row))
      },
    )
  })
