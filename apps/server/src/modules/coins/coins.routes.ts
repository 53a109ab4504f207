/** Coin balance and history (docs/product/api.md: "coin balance returns result.point"). */
import { coinEntry, pointResult } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { presentEntry } from './coins.present.ts'
import { coinBalance, coinHistory } from './coins.service.ts'

const tags = ['coins']
const security = [{ accessToken: [] }]

export const coinsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      '/buyer/members/point',
      { schema: { tags, security, response: { 200: envelopeOf(pointResult) } } },
      async (request) => ok({ point: await coinBalance(ctx, memberOf(request).id) }),
    )

    app.get(
      '/buyer/members/point/history',
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery,
          response: { 200: envelopeOf(pageOf(coinEntry)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await coinHistory(ctx, memberOf(request).id, request.query)
        return ok(page(rows.map(presentEntry), total, pageNumber, pageSize))
      },
    )
  })
