/**
 * The cart's lines (docs/product/api.md "Cart", docs/product/cart.md), base /buyer/trade/carts,
 * members only: add, all, count, tick, change the number, remove and clear. Bodies JSON or
 * form-encoded; `sku/remove` takes `skuIds` from the body or the query.
 */
import {
  cartAddBody,
  cartAddResult,
  cartCheckedBody,
  cartNumBody,
  cartRemoveBody,
  cartView as cartViewSchema,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { validate } from '../../lib/validate.ts'
import { checkoutRoutes } from './cart.checkout.routes.ts'
import { BASE, security, skuParams, storeParams, tags } from './cart.http.ts'
import {
  addToCart,
  cartCount,
  cartView,
  checkAll,
  checkLine,
  checkShop,
  clearCart,
  removeSkus,
  setLineUnits,
} from './cart.lines.ts'

const done = { 200: envelopeOf(z.null()) }

export const cartRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.post(
      BASE,
      { schema: { tags, security, body: cartAddBody, response: { 200: envelopeOf(cartAddResult) } } },
      async (request) => {
        const { skuId, num } = request.body
        return ok(await addToCart(ctx, memberOf(request).id, Number(skuId), num))
      },
    )

    app.get(
      `${BASE}/all`,
      { schema: { tags, security, response: { 200: envelopeOf(cartViewSchema) } } },
      async (request) => ok(await cartView(ctx, memberOf(request).id)),
    )

    app.get(
      `${BASE}/count`,
      { schema: { tags, security, response: { 200: envelopeOf(z.number().int()) } } },
      async (request) => ok(await cartCount(ctx, memberOf(request).id)),
    )

    await app.register(tickRoutes(ctx))
    await app.register(checkoutRoutes(ctx))
  })

/** Ticking, removing and clearing lines (inside the members-only scope). */
const tickRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/sku/checked`,
      { schema: { tags, security, body: cartCheckedBody, response: done } },
      async (request) => {
        await checkAll(ctx, memberOf(request).id, request.body.checked)
        return ok(null)
      },
    )

    app.post(
      `${BASE}/sku/checked/:skuId`,
      { schema: { tags, security, params: skuParams, body: cartCheckedBody, response: done } },
      async (request) => {
        await checkLine(ctx, memberOf(request).id, Number(request.params.skuId), request.body.checked)
        return ok(null)
      },
    )

    app.post(
      `${BASE}/store/:storeId`,
      { schema: { tags, security, params: storeParams, body: cartCheckedBody, response: done } },
      async (request) => {
        await checkShop(ctx, memberOf(request).id, Number(request.params.storeId), request.body.checked)
        return ok(null)
      },
    )

    app.post(
      `${BASE}/sku/num/:skuId`,
      {
        schema: {
          tags,
          security,
          params: skuParams,
          body: cartNumBody,
          response: { 200: envelopeOf(cartAddResult) },
        },
      },
      async (request) =>
        ok(await setLineUnits(ctx, memberOf(request).id, Number(request.params.skuId), request.body.num)),
    )

    app.delete(`${BASE}/sku/remove`, { schema: { tags, security, response: done } }, async (request) => {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {}
      const { skuIds } = validate(cartRemoveBody, { ...(request.query as object), ...body })
      await removeSkus(ctx, memberOf(request).id, skuIds.map(Number))
      return ok(null)
    })

    app.delete(BASE, { schema: { tags, security, response: done } }, async (request) => {
      await clearCart(ctx, memberOf(request).id)
      return ok(null)
    })
  }
