/** Reports: POST /buyer/goods/goods/report (JSON or form). */
import { reportBody } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { reportGoods } from './reports.service.ts'

export const reportsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.post(
      '/buyer/goods/goods/report',
      {
        schema: {
          tags: ['reports'],
          security: [{ accessToken: [] }],
          body: reportBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await reportGoods(ctx, memberOf(request).id, request.body)
        return ok(null, t(request.lang, 'report.received'))
      },
    )
  })
