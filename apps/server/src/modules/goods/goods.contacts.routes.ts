/** POST contacts/{goodsId}: a listing's contact methods, for members (docs/product/api.md, "Listings"). */
import { idSchema, revealedContacts } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { revealContacts } from './goods.contacts.ts'
import { BASE, security, tags } from './goods.http.ts'

export const contactRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.post(
      `${BASE}/contacts/:goodsId`,
      {
        schema: {
          tags,
          security,
          params: z.object({ goodsId: idSchema }),
          response: { 200: envelopeOf(revealedContacts) },
        },
      },
      async (request) => ok(await revealContacts(ctx, memberOf(request).id, Number(request.params.goodsId))),
    )
  })
