/** The seller's owner tools (SPEC §4): upGoods, downGoods, renewGoods, addRecommendPoint, deleteGoods. */
import { boostBody, goodsDaysBody, goodsDetail, goodsIdBody } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks, memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { BASE, idempotencyHeaders, security, tags } from './goods.http.ts'
import { boost, deleteGoods, putUp, renew, takeDown } from './goods.lifecycle.ts'

type App = Parameters<FastifyPluginAsyncZod>[0]

export function ownerRoutes(app: App, ctx: AppContext): void {
  const { authenticate } = authHooks(ctx)
  const detail = { 200: envelopeOf(goodsDetail) }

  // Put up and renew take the same body (SPEC §3: renew and put-up {goodsId, openDays}).
  for (const [path, run] of [
    ['upGoods', putUp],
    ['renewGoods', renew],
  ] as const) {
    app.put(
      `${BASE}/${path}`,
      {
        preHandler: authenticate,
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
      preHandler: authenticate,
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
    { preHandler: authenticate, schema: { tags, security, body: goodsIdBody, response: detail } },
    async (request) =>
      ok(await takeDown(ctx, memberOf(request).id, Number(request.body.goodsId), request.lang)),
  )

  app.delete(
    `${BASE}/deleteGoods`,
    {
      preHandler: authenticate,
      schema: { tags, security, body: goodsIdBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await deleteGoods(ctx, memberOf(request).id, Number(request.body.goodsId))
      return ok(null)
    },
  )
}
