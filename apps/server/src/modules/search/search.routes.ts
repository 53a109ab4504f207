/** Search: GET /buyer/goods/goods/es, es/related, hot-words. */
import {
  goodsCard,
  goodsSearchQuery,
  HOT_WORDS_COUNT,
  idSchema,
  MAX_PAGE_SIZE,
  searchInfo,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { HOT_WORDS_MAX, hotWords } from './hot-words.service.ts'
import { relatedGoods } from './related.service.ts'
import { presentCards, presentSearchPage } from './search.present.ts'
import { searchGoods } from './search.service.ts'
import { searcherOf, searchHitsOf } from './search-hits.ts'

const tags = ['search']
const base = '/buyer/goods/goods'

const relatedQuery = z.object({
  goodsId: idSchema,
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(MAX_PAGE_SIZE).default(10),
})
/** A page of cards and how the keyword matched (null without a keyword). */
const searchPage = pageOf(goodsCard).extend({ searchInfo: searchInfo.nullable() })
const hotWordsQuery = z.object({
  count: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(HOT_WORDS_MAX).default(HOT_WORDS_COUNT),
})

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { identify } = authHooks(ctx)
    // Search hits are written in batches (search-hits.ts); tests flush by hand with their own clock.
    const hits = searchHitsOf(ctx, app.log)
    if (ctx.config.NODE_ENV !== 'test') app.addHook('onReady', async () => hits.start())
    app.addHook('onClose', async () => hits.stop())

    app.get(
      `${base}/es`,
      {
        // identify: a signed-in searcher counts as the member (searcherOf).
        preHandler: identify,
        schema: { tags, querystring: goodsSearchQuery, response: { 200: envelopeOf(searchPage) } },
      },
      async (request) => {
        const q = request.query
        const found = await searchGoods(ctx, q, (term, display) =>
          hits.add(term, display, searcherOf(request)),
        )
        return ok(presentSearchPage(found, q.pageNumber, q.pageSize, ctx.clock.now()))
      },
    )

    app.get(
      `${base}/es/related`,
      { schema: { tags, querystring: relatedQuery, response: { 200: envelopeOf(z.array(goodsCard)) } } },
      async (request) => {
        const { goodsId, pageSize } = request.query
        const rows = await relatedGoods(ctx, Number(goodsId), pageSize)
        return ok(presentCards(rows, ctx.clock.now()))
      },
    )

    app.get(
      `${base}/hot-words`,
      { schema: { tags, querystring: hotWordsQuery, response: { 200: envelopeOf(z.array(z.string())) } } },
      async (request) => ok(await hotWords(ctx, request.query.count, request.lang)),
    )
  }
