/**
 * Order reviews over HTTP (docs/product/api.md, "Order reviews"): the buyer's POST and lists
 * (CommentList: to review / reviewed; EvalDetail), members only; the goods page's list, public.
 */
import {
  goodsReviewsParams,
  goodsReviewsQuery,
  itemToReview,
  myReviewsQuery,
  orderReviewBody,
  orderReviewParams,
  orderReviewView,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { goodsReviews, myReviewed, myToReview, reviewDetail, reviewItem } from './order-reviews.service.ts'

const tags = ['order-reviews']
const security = [{ accessToken: [] }]
const base = '/buyer/order/review'
const view = { 200: envelopeOf(orderReviewView) }

const memberRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  app.post(base, { schema: { tags, security, body: orderReviewBody, response: view } }, async (request) =>
    ok(await reviewItem(ctx, memberOf(request).id, request.body, request.lang)),
  )
  app.get(
    base,
    {
      schema: {
        tags,
        security,
        querystring: myReviewsQuery,
        response: { 200: envelopeOf(pageOf(z.union([orderReviewView, itemToReview]))) },
      },
    },
    async (request) => {
      const id = memberOf(request).id
      return ok(
        request.query.tab === 'TO_REVIEW'
          ? await myToReview(ctx, id, request.query)
          : await myReviewed(ctx, id, request.query, request.lang),
      )
    },
  )
  app.get(
    `${base}/:id`,
    { schema: { tags, security, params: orderReviewParams, response: view } },
    async (request) =>
      ok(await reviewDetail(ctx, memberOf(request).id, Number(request.params.id), request.lang)),
  )
}

export const orderReviewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/buyer/goods/goods/reviews/:goodsId',
      {
        schema: {
          tags,
          params: goodsReviewsParams,
          querystring: goodsReviewsQuery,
          response: { 200: envelopeOf(pageOf(orderReviewView)) },
        },
      },
      async (request) =>
        ok(await goodsReviews(ctx, Number(request.params.goodsId), request.query, request.lang)),
    )
    await app.register(membersOnly(ctx, memberRoutes(ctx)))
  }
