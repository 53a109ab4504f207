/**
 * The shop's orders over HTTP (docs/product/api.md, "Orders"; docs/product/orders.md, "The shop's
 * steps"), for the member who owns the shop: GET /buyer/store/order (status filter, sn search),
 * GET …/{sn}, POST …/{sn}/delivery { carrier, trackingNo }, POST …/{sn}/take { code }.
 */
import {
  orderCard,
  orderDetail,
  orderSnParams,
  shipBody,
  shopOrderListQuery,
  verifyPickupBody,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { shipOrder, shopOrderDetail, shopOrders, verifyPickup } from './orders.shop.ts'

const tags = ['orders']
const security = [{ accessToken: [] }]
const base = '/buyer/store/order'
const detail = { 200: envelopeOf(orderDetail) }

export const shopOrdersRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          security,
          querystring: shopOrderListQuery,
          response: { 200: envelopeOf(pageOf(orderCard)) },
        },
      },
      async (request) => ok(await shopOrders(ctx, memberOf(request).id, request.query)),
    )

    app.get(
      `${base}/:sn`,
      { schema: { tags, security, params: orderSnParams, response: detail } },
      async (request) =>
        ok(await shopOrderDetail(ctx, memberOf(request).id, request.params.sn, request.lang)),
    )

    app.post(
      `${base}/:sn/delivery`,
      { schema: { tags, security, params: orderSnParams, body: shipBody, response: detail } },
      async (request) =>
        ok(await shipOrder(ctx, memberOf(request).id, request.params.sn, request.body, request.lang)),
    )

    app.post(
      `${base}/:sn/take`,
      { schema: { tags, security, params: orderSnParams, body: verifyPickupBody, response: detail } },
      async (request) =>
        ok(await verifyPickup(ctx, memberOf(request).id, request.params.sn, request.body.code, request.lang)),
    )
  })
