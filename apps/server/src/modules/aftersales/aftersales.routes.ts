/**
 * After-sales over HTTP (docs/product/api.md, "After-sales"; docs/product/after-sales.md), members
 * only. The buyer: /buyer/order/afterSale (apply, list, reasons, cap, {sn}, {sn}/cancel,
 * delivery/{afterSaleSn}). The shop: /buyer/store/afterSale (list, {sn}, accept, refuse, confirm).
 */
import {
  afterSaleCap,
  afterSaleCapQuery,
  afterSaleDeliveryBody,
  afterSaleDeliveryParams,
  afterSaleListQuery,
  afterSaleReason,
  afterSaleRefuseBody,
  afterSaleSnParams,
  afterSaleView,
  applyAfterSaleBody,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { applyAfterSale, capFor } from './aftersales.apply.ts'
import { reasonsList } from './aftersales.present.ts'
import {
  acceptByShop,
  afterSaleDetail,
  afterSaleList,
  cancelByBuyer,
  confirmReturnByShop,
  refuseByShop,
  shipReturn,
  shopViewer,
} from './aftersales.service.ts'

const tags = ['after-sales']
const security = [{ accessToken: [] }]
const buyerBase = '/buyer/order/afterSale'
const shopBase = '/buyer/store/afterSale'
const view = { 200: envelopeOf(afterSaleView) }
const done = { 200: envelopeOf(z.null()) }

const buyerRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  app.get(
    `${buyerBase}/reasons`,
    { schema: { tags, security, response: { 200: envelopeOf(z.array(afterSaleReason)) } } },
    async (request) => ok(reasonsList(request.lang)),
  )
  app.get(
    `${buyerBase}/cap`,
    {
      schema: { tags, security, querystring: afterSaleCapQuery, response: { 200: envelopeOf(afterSaleCap) } },
    },
    async (request) =>
      ok(await capFor(ctx, memberOf(request).id, request.query.orderSn, request.query.itemId)),
  )
  app.post(
    buyerBase,
    { schema: { tags, security, body: applyAfterSaleBody, response: view } },
    async (request) => {
      const row = await applyAfterSale(ctx, memberOf(request).id, request.body)
      return ok(await afterSaleDetail(ctx, { buyerId: memberOf(request).id }, row.sn, request.lang))
    },
  )
  app.get(
    buyerBase,
    {
      schema: {
        tags,
        security,
        querystring: afterSaleListQuery,
        response: { 200: envelopeOf(pageOf(afterSaleView)) },
      },
    },
    async (request) =>
      ok(await afterSaleList(ctx, { buyerId: memberOf(request).id }, request.query, request.lang)),
  )
  app.get(
    `${buyerBase}/:sn`,
    { schema: { tags, security, params: afterSaleSnParams, response: view } },
    async (request) =>
      ok(await afterSaleDetail(ctx, { buyerId: memberOf(request).id }, request.params.sn, request.lang)),
  )
  app.post(
    `${buyerBase}/:sn/cancel`,
    { schema: { tags, security, params: afterSaleSnParams, response: done } },
    async (request) => {
      await cancelByBuyer(ctx, memberOf(request).id, request.params.sn)
      return ok(null, t(request.lang, 'success'))
    },
  )
  app.post(
    `${buyerBase}/delivery/:afterSaleSn`,
    {
      schema: {
        tags,
        security,
        params: afterSaleDeliveryParams,
        body: afterSaleDeliveryBody,
        response: done,
      },
    },
    async (request) => {
      await shipReturn(ctx, memberOf(request).id, request.params.afterSaleSn, request.body)
      return ok(null, t(request.lang, 'success'))
    },
  )
}

const shopRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  app.get(
    shopBase,
    {
      schema: {
        tags,
        security,
        querystring: afterSaleListQuery,
        response: { 200: envelopeOf(pageOf(afterSaleView)) },
      },
    },
    async (request) =>
      ok(await afterSaleList(ctx, await shopViewer(ctx, memberOf(request).id), request.query, request.lang)),
  )
  app.get(
    `${shopBase}/:sn`,
    { schema: { tags, security, params: afterSaleSnParams, response: view } },
    async (request) =>
      ok(
        await afterSaleDetail(
          ctx,
          await shopViewer(ctx, memberOf(request).id),
          request.params.sn,
          request.lang,
        ),
      ),
  )
  app.post(
    `${shopBase}/:sn/accept`,
    { schema: { tags, security, params: afterSaleSnParams, response: view } },
    async (request) => {
      await acceptByShop(ctx, memberOf(request).id, request.params.sn)
      return ok(
        await afterSaleDetail(
          ctx,
          await shopViewer(ctx, memberOf(request).id),
          request.params.sn,
          request.lang,
        ),
      )
    },
  )
  app.post(
    `${shopBase}/:sn/refuse`,
    { schema: { tags, security, params: afterSaleSnParams, body: afterSaleRefuseBody, response: view } },
    async (request) => {
      await refuseByShop(ctx, memberOf(request).id, request.params.sn, request.body.reason)
      return ok(
        await afterSaleDetail(
          ctx,
          await shopViewer(ctx, memberOf(request).id),
          request.params.sn,
          request.lang,
        ),
      )
    },
  )
  app.post(
    `${shopBase}/:sn/confirm`,
    { schema: { tags, security, params: afterSaleSnParams, response: view } },
    async (request) => {
      await confirmReturnByShop(ctx, memberOf(request).id, request.params.sn)
      return ok(
        await afterSaleDetail(
          ctx,
          await shopViewer(ctx, memberOf(request).id),
          request.params.sn,
          request.lang,
        ),
      )
    },
  )
}

export const afterSalesRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    await app.register(buyerRoutes(ctx))
    await app.register(shopRoutes(ctx))
  })
