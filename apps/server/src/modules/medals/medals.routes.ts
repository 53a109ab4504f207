/**
 * Medal lists: anyone's by id, public like the rest of a member's page (docs/product/permissions.md,
 * "Member pages"); one's own without an id, which needs a session.
 */
import { medalList } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks, memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { medalsOf } from './medals.service.ts'

export const medalsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { identify } = authHooks(ctx)
    app.get(
      '/buyer/members/medal',
      {
        preHandler: identify,
        schema: {
          tags: ['medals'],
          querystring: z.object({
            memberId: z.coerce.number({ error: 'field.invalid' }).int().positive().optional(),
          }),
          response: { 200: envelopeOf(medalList) },
        },
      },
      async (request) => ok(await medalsOf(ctx, request.query.memberId ?? memberOf(request).id)),
    )
  }
