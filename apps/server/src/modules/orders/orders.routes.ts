/**
 * The buyer's orders over HTTP (docs/product/api.md, "Orders"; docs/product/orders.md): create/trade
 * from the cart, the list by tab, one order, cancel, delete, confirm receipt, traces and packages,
 * and the public carriers list. Members only, except the carriers list.
 */
import {
  carrierInfo,
  createTradeBody,
  createTradeResult,
  logisticsQuery,
  orderCard,
  orderDetail,
  orderListQuery,
  orderPackage,
  orderSnParams,
  orderTraces,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { createTrade } from './orders.create.ts'
import {
  buyerOrderDetail,
  buyerOrders,
  cancelByBuyer,
  deleteByBuyer,
  receiveByBuyer,
} from './orders.service.ts'
import { logistics, orderPackages, orderTraces as tracesOf } from './orders.traces.ts'

const tags = ['orders']
const security = [{ accessToken: [] }]
const base = '/buyer/order/order'
const detail = { 200: envelopeOf(orderDetail) }

const buyerRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  app.post(
    '/buyer/trade/carts/create/trade',
    { schema: { tags, security, body: createTradeBody, response: { 200: envelopeOf(createTradeResult) } } },
    async (request) => ok(await createTrade(ctx, memberOf(request).id, request.body)),
  )

  app.get(
    base,
    {
      schema: {
        tags,
        security,
        querystring: orderListQuery,
        response: { 200: envelopeOf(pageOf(orderCard)) },
      },
    },
    async (request) => ok(await buyerOrders(ctx, memberOf(request).id, request.query)),
  )

  app.get(
    `${base}/:sn`,
    { schema: { tags, security, params: orderSnParams, response: detail } },
    async (request) => ok(await buyerOrderDetail(ctx, memberOf(request).id, request.params.sn, request.lang)),
  )

  app.post(
    `${base}/:sn/cancel`,
    { schema: { tags, security, params: orderSnParams, response: detail } },
    async (request) => ok(await cancelByBuyer(ctx, memberOf(request).id, request.params.sn, request.lang)),
  )

  app.post(
    `${base}/:sn/receiving`,
    { schema: { tags, security, params: orderSnParams, response: detail } },
    async (request) => ok(await receiveByBuyer(ctx, memberOf(request).id, request.params.sn, request.lang)),
  )

  app.delete(
    `${base}/:sn`,
    { schema: { tags, security, params: orderSnParams, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await deleteByBuyer(ctx, memberOf(request).id, request.params.sn)
      return ok(null, t(request.lang, 'success'))
    },
  )

  app.post(
    `${base}/getTraces/:sn`,
    { schema: { tags, security, params: orderSnParams, response: { 200: envelopeOf(orderTraces) } } },
    async (request) => ok(await tracesOf(ctx, memberOf(request).id, request.params.sn, request.lang)),
  )

  app.get(
    `${base}/getPackage/:sn`,
    {
      schema: { tags, security, params: orderSnParams, response: { 200: envelopeOf(z.array(orderPackage)) } },
    },
    async (request) => ok(await orderPackages(ctx, memberOf(request).id, request.params.sn, request.lang)),
  )
}

export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The carriers list is public: the shop's ship form and the order page both read it.
    app.get(
      '/buyer/other/logistics',
      { schema: { tags, querystring: logisticsQuery, response: { 200: envelopeOf(pageOf(carrierInfo)) } } },
      async (request) => ok(logistics(ctx, request.query, request.lang)),
    )
    await app.register(membersOnly(ctx, buyerRoutes(ctx)))
  }
