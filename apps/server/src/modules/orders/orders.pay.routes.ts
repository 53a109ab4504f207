/**
 * Paying orders over HTTP (docs/product/api.md, "Orders"; docs/product/orders.md, "Paying"):
 * GET /buyer/payment/cashier?sn= (an order sn or a trade sn: what is due, the methods, the coins
 * and wallet balances) and POST /buyer/payment/pay { sn, method, coins, password? }. Members only.
 */
import { cashier, cashierQuery, payBody, payResult } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { cashier as cashierOf, pay } from './orders.pay.ts'

const tags = ['orders']
const security = [{ accessToken: [] }]

export const orderPayRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      '/buyer/payment/cashier',
      { schema: { tags, security, querystring: cashierQuery, response: { 200: envelopeOf(cashier) } } },
      async (request) => ok(await cashierOf(ctx, memberOf(request).id, request.query.sn)),
    )

    app.post(
      '/buyer/payment/pay',
      { schema: { tags, security, body: payBody, response: { 200: envelopeOf(payResult) } } },
      async (request) => ok(await pay(ctx, memberOf(request).id, request.body)),
    )
  })
