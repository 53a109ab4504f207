/** Daily check-in (docs/product/api.md: /buyer/members/sign). */
import { checkInResult, checkInStatus as statusSchema } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { forbidden } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { checkIn, checkInStatus } from './checkin.service.ts'

const tags = ['coins']
const security = [{ accessToken: [] }]

export const checkinRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      '/buyer/members/sign/checkDays',
      {
        schema: {
          tags,
          security,
          querystring: z.object({ memberId: z.string().max(20).optional() }),
          response: { 200: envelopeOf(statusSchema) },
        },
      },
      async (request) => {
        const me = memberOf(request)
        // A streak is the member's own business.
        if (request.query.memberId && request.query.memberId !== String(me.id)) throw forbidden()
        return ok(await checkInStatus(ctx, me.id))
      },
    )

    app.post(
      '/buyer/members/sign',
      { schema: { tags, security, response: { 200: envelopeOf(checkInResult) } } },
      async (request) => ok(await checkIn(ctx, memberOf(request).id), t(request.lang, 'success')),
    )
  })
