/** Search: GET /buyer/goods/goods/es, es/related, hot-words. */
import { goodsCard, goodsSearchQuery, HOT_WORDS_COUNT, idSchema, MAX_PAGE_SIZE } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { presentCard } from '../goods/goods.present.ts'
import { HOT_WORDS_MAX, hotWords } from './hot-words.service.ts'
import { relatedGoods, searchGoods } from './search.service.ts'

const tags = ['search']
const base = '/buyer/goods/goods'

const relatedQuery = z.object({
  goodsId: idSchema,
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(MAX_PAGE_SIZE).default(10),
})
const hotWordsQuery = z.object({
  count: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(HOT_WORDS_MAX).default(HOT_WORDS_COUNT),
})

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/es`,
      {
        schema: { tags, querystring: goodsSearchQuery, response: { 200: envelopeOf(pageOf(goodsCard)) } },
      },
      async (request) => {
        const q = request.query
        const { rows, total } = await searchGoods(ctx, q, request.log)
        const now = ctx.clock.now()
        return ok(
          page(
            rows.map((r) => presentCard(r, now)),
            total,
            q.pageNumber,
            q.pageSize,
          ),
        )
      },
    )

    app.get(
      `${base}/es/related`,
      { schema: { tags, querystring: relatedQuery, response: { 200: envelopeOf(z.array(goodsCard)) } } },
      async (request) => {
        const { goodsId, pageSize } = request.query
        const rows = await relatedGoods(ctx, Number(goodsId), pageSize)
        const now = ctx.clock.now()
        return ok(rows.map((r) => presentCard(r, now)))
      },
    )

    app.get(
      `${base}/hot-words`,
      { schema: { tags, querystring: hotWordsQuery, response: { 200: envelopeOf(z.array(z.string())) } } },
      async (request) => ok(await hotWords(ctx, request.query.count)),
    )
  }
