/** Medal lists for oneself or another member by id. */
import { medalList } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { medalsOf } from './medals.service.ts'

export const medalsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      '/buyer/members/medal',
      {
        schema: {
          tags: ['medals'],
          security: [{ accessToken: [] }],
          querystring: z.object({
            memberId: z.coerce.number({ error: 'field.invalid' }).int().positive().optional(),
          }),
          response: { 200: envelopeOf(medalList) },
        },
      },
      async (request) => ok(await medalsOf(ctx, request.query.memberId ?? memberOf(request).id)),
    )
  })
