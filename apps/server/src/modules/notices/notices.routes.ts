/** The member's notices (docs/product/api.md: /buyer/message/member). */
import { notice } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { forbidden } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { presentNotice } from './notices.present.ts'
import { noticesPage, readNotice, removeNotice } from './notices.service.ts'

const tags = ['notices']
const security = [{ accessToken: [] }]
const idParams = z.object({ id: z.coerce.number({ error: 'field.invalid' }).int().positive() })

export const noticesRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      '/buyer/message/member',
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery.extend({
            status: z.enum(['UN_READ', 'ALREADY_READ']).optional(),
            memberId: z.string().optional(),
          }),
          response: { 200: envelopeOf(pageOf(notice).extend({ unread: z.number() })) },
        },
      },
      async (request) => {
        const me = memberOf(request)
        const { pageNumber, pageSize, memberId } = request.query
        if (memberId && memberId !== String(me.id)) throw forbidden()
        const { rows, total, unread } = await noticesPage(ctx, me.id, request.query)
        const records = rows.map((r) => presentNotice(r, request.lang))
        return ok({ ...page(records, total, pageNumber, pageSize), unread })
      },
    )

    app.put(
      '/buyer/message/member/:id',
      {
        schema: { tags, security, params: idParams, response: { 200: envelopeOf(notice) } },
      },
      async (request) => {
        const row = await readNotice(ctx, memberOf(request).id, request.params.id)
        return ok(presentNotice(row, request.lang), t(request.lang, 'success'))
      },
    )

    app.delete(
      '/buyer/message/member/:id',
      {
        schema: { tags, security, params: idParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await removeNotice(ctx, memberOf(request).id, request.params.id)
        return ok(null, t(request.lang, 'success'))
      },
    )
  })
