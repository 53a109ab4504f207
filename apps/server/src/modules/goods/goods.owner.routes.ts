/** The seller's owner tools (docs/product/states-and-notices.md): upGoods, downGoods, renewGoods, addRecommendPoint, deleteGoods. */
import { boostBody, goodsDaysBody, goodsDetail, goodsIdBody } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { BASE, idempotencyHeaders, security, tags } from './goods.http.ts'
import { boost, deleteGoods, takeDown } from './goods.lifecycle.ts'
import { renewGoods, upGoods } from './goods.shop.tools.ts'

export const ownerRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    const detail = { 200: envelopeOf(goodsDetail) }

    // Put up and renew take the same body, {goodsId, openDays} (docs/listings-api.md); a shop listing needs no days.
    for (const [path, run] of [
      ['upGoods', upGoods],
      ['renewGoods', renewGoods],
    ] as const) {
      app.put(
        `${BASE}/${path}`,
        {
          schema: { tags, security, headers: idempotencyHeaders, body: goodsDaysBody, response: detail },
        },
        async (request) => {
          const { goodsId, openDays } = request.body
          const action = { goodsId: Number(goodsId), openDays, clientKey: request.headers['idempotency-key'] }
          return ok(await run(ctx, memberOf(request).id, action, request.lang))
        },
      )
    }

    app.put(
      `${BASE}/addRecommendPoint`,
      {
        schema: { tags, security, headers: idempotencyHeaders, body: boostBody, response: detail },
      },
      async (request) => {
        const { goodsId, recommendPoint } = request.body
        const action = {
          goodsId: Number(goodsId),
          recommendPoint,
          clientKey: request.headers['idempotency-key'],
        }
        return ok(await boost(ctx, memberOf(request).id, action, request.lang))
      },
    )

    app.put(
      `${BASE}/downGoods`,
      { schema: { tags, security, body: goodsIdBody, response: detail } },
      async (request) =>
        ok(await takeDown(ctx, memberOf(request).id, Number(request.body.goodsId), request.lang)),
    )

    app.delete(
      `${BASE}/deleteGoods`,
      {
        schema: { tags, security, body: goodsIdBody, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await deleteGoods(ctx, memberOf(request).id, Number(request.body.goodsId))
        return ok(null)
      },
    )
  })
