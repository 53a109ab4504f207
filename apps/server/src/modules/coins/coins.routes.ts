/** Coin balance and history (SPEC §7: "coin balance returns result.point"). */
import { coinEntry, pointResult } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authHooks, memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { pageEntries } from './coins.repo.ts'
import { coinBalance } from './coins.service.ts'

const tags = ['coins']
const security = [{ accessToken: [] }]

export const coinsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = authHooks(ctx)

    app.get(
      '/buyer/members/point',
      { preHandler: authenticate, schema: { tags, security, response: { 200: envelopeOf(pointResult) } } },
      async (request) => ok({ point: await coinBalance(ctx, memberOf(request).id) }),
    )

    app.get(
      '/buyer/members/point/history',
      {
        preHandler: authenticate,
        schema: {
          tags,
          security,
          querystring: pagingQuery,
          response: { 200: envelopeOf(pageOf(coinEntry)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await pageEntries(
          ctx.db,
          memberOf(request).id,
          (pageNumber - 1) * pageSize,
          pageSize,
        )
        const records = rows.map((r) => ({
          id: String(r.id),
          amount: Math.abs(r.amount),
          direction: r.amount > 0 ? ('INCREASE' as const) : ('REDUCE' as const),
          reason: r.reason,
          ref: r.ref,
          balanceAfter: r.balanceAfter,
          createTime: r.createdAt.toISOString(),
        }))
        return ok(page(records, total, pageNumber, pageSize))
      },
    )
  }
