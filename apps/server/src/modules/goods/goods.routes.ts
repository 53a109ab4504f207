/** Listings (docs/product/api.md goods endpoints, docs/listings-api.md "Listings"), base /buyer/goods/goods. */
import {
  createGoodsBody,
  GOODS_LABELS,
  goodsCard,
  goodsCondition,
  goodsDetail,
  goodsImage,
  idSchema,
  sellerCard as sellerCardSchema,
  updateGoodsBody,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks, memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { contactRoutes } from './goods.contacts.routes.ts'
import { BASE, idempotencyHeaders, security, tags } from './goods.http.ts'
import { conditions, myGoods, othersGoods, popular, sellerCard } from './goods.lists.ts'
import { ownerRoutes } from './goods.owner.routes.ts'
import { createGoods, galleryOf, updateGoods, viewGoods } from './goods.service.ts'
import { skuRoutes } from './goods.skus.routes.ts'

const idParams = z.object({ id: idSchema })
/** The SKU a shop listing's page opens on (docs/listings-api.md); an unknown one is ignored. */
const detailQuery = z.object({ skuId: idSchema.optional().catch(undefined) })
const cardPage = envelopeOf(pageOf(goodsCard))
const myQuery = pagingQuery.extend({ label: z.enum(GOODS_LABELS, { error: 'field.invalid' }).optional() })
const othersQuery = pagingQuery.extend({ memberId: idSchema })

export const goodsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { identify } = authHooks(ctx)

    app.get(
      `${BASE}/condition`,
      { schema: { tags, response: { 200: envelopeOf(z.array(goodsCondition)) } } },
      async (request) => ok(conditions(request.lang)),
    )

    app.get(
      `${BASE}/get/:id`,
      {
        preHandler: identify,
        schema: {
          tags,
          params: idParams,
          querystring: detailQuery,
          response: { 200: envelopeOf(goodsDetail) },
        },
      },
      async (request) => {
        const { id } = request.params
        const skuId = request.query.skuId ? Number(request.query.skuId) : null
        return ok(await viewGoods(ctx, Number(id), request.member?.id ?? null, request.lang, skuId))
      },
    )

    app.get(
      `${BASE}/getGallery/:id`,
      {
        preHandler: identify,
        schema: { tags, params: idParams, response: { 200: envelopeOf(z.array(goodsImage)) } },
      },
      async (request) => ok(await galleryOf(ctx, Number(request.params.id), request.member?.id ?? null)),
    )

    app.get(
      `${BASE}/seller/:memberId`,
      {
        schema: {
          tags,
          params: z.object({ memberId: idSchema }),
          response: { 200: envelopeOf(sellerCardSchema) },
        },
      },
      async (request) => ok(await sellerCard(ctx, Number(request.params.memberId), request.lang)),
    )

    app.get(
      `${BASE}/Popular`,
      { schema: { tags, querystring: pagingQuery, response: { 200: cardPage } } },
      async (request) => ok(await popular(ctx, request.query)),
    )

    app.get(
      `${BASE}/OthersGoodsList`,
      { schema: { tags, querystring: othersQuery, response: { 200: cardPage } } },
      async (request) => ok(await othersGoods(ctx, Number(request.query.memberId), request.query)),
    )

    await app.register(memberGoodsRoutes(ctx))
    await app.register(ownerRoutes(ctx))
    await app.register(contactRoutes(ctx))
    await app.register(skuRoutes(ctx))
  }

/** Creating, editing and listing one's own listings: members only. */
function memberGoodsRoutes(ctx: AppContext) {
  return membersOnly(ctx, async (scope) => {
    scope.post(
      `${BASE}/create`,
      {
        schema: {
          tags,
          security,
          headers: idempotencyHeaders,
          body: createGoodsBody,
          response: { 200: envelopeOf(goodsDetail) },
        },
      },
      async (request) => {
        const key = request.headers['idempotency-key']
        return ok(await createGoods(ctx, memberOf(request).id, request.body, request.lang, key))
      },
    )

    scope.put(
      `${BASE}/update`,
      {
        schema: { tags, security, body: updateGoodsBody, response: { 200: envelopeOf(goodsDetail) } },
      },
      async (request) => ok(await updateGoods(ctx, memberOf(request).id, request.body, request.lang)),
    )

    scope.get(
      `${BASE}/MyGoodsList`,
      {
        schema: { tags, security, querystring: myQuery, response: { 200: cardPage } },
      },
      async (request) => ok(await myGoods(ctx, memberOf(request).id, request.query.label, request.query)),
    )
  })
}
