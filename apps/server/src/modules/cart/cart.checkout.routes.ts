/**
 * The checkout's reads and choices (docs/product/api.md "Cart", docs/product/cart.md), base
 * /buyer/trade/carts: checked, shippingAddress, shippingMethodList, shippingMethod, storeAddress,
 * select/receipt, and the coupon calls, which answer "no coupons" until coupons exist.
 * Registered inside cart.routes.ts's members-only scope.
 */
import {
  cartAddressBody,
  cartPickupQuery,
  cartReceiptBody,
  cartWayBody,
  checkoutView,
  pickupPoint,
  receiptView,
  shippingMethods,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { checkoutPage } from './cart.checkout.ts'
import { chooseAddress, choosePickup, chooseReceipt, chooseWay, shippingMethodList } from './cart.choices.ts'
import { BASE, security, tags } from './cart.http.ts'
import { presentCheckout } from './cart.present.ts'

const done = { 200: envelopeOf(z.null()) }

export const checkoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/checked`,
      { schema: { tags, security, response: { 200: envelopeOf(checkoutView) } } },
      async (request) => ok(presentCheckout(await checkoutPage(ctx.db, memberOf(request).id))),
    )

    app.post(
      `${BASE}/shippingAddress`,
      { schema: { tags, security, body: cartAddressBody, response: done } },
      async (request) => {
        await chooseAddress(ctx, memberOf(request).id, Number(request.body.addressId))
        return ok(null)
      },
    )

    app.get(
      `${BASE}/shippingMethodList`,
      { schema: { tags, security, response: { 200: envelopeOf(shippingMethods) } } },
      async (request) => ok(await shippingMethodList(ctx, memberOf(request).id)),
    )

    app.put(
      `${BASE}/shippingMethod`,
      { schema: { tags, security, body: cartWayBody, response: done } },
      async (request) => {
        await chooseWay(ctx, memberOf(request).id, Number(request.body.storeId), request.body.way)
        return ok(null)
      },
    )

    app.get(
      `${BASE}/storeAddress`,
      {
        schema: { tags, security, querystring: cartPickupQuery, response: { 200: envelopeOf(pickupPoint) } },
      },
      async (request) =>
        ok(await choosePickup(ctx, memberOf(request).id, Number(request.query.storeAddressId))),
    )

    app.post(
      `${BASE}/select/receipt`,
      {
        schema: {
          tags,
          security,
          body: cartReceiptBody,
          response: { 200: envelopeOf(receiptView.nullable()) },
        },
      },
      async (request) => ok(await chooseReceipt(ctx, memberOf(request).id, request.body)),
    )

    // No coupons exist yet: nothing to choose, none to count (docs/product/cart.md, "Coupons").
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: `${BASE}/select/coupon`,
        schema: { tags, security, response: { 200: envelopeOf(z.array(z.never())) } },
        handler: async () => ok([]),
      })
      app.route({
        method,
        url: `${BASE}/coupon/num`,
        schema: { tags, security, response: { 200: envelopeOf(z.number().int()) } },
        handler: async () => ok(0),
      })
    }
  }
