/** The member's notices (SPEC §7: /buyer/message/member). */
import { notice } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks, memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { forbidden } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { presentNotice } from './notices.present.ts'
import { countUnread, pageNotices } from './notices.repo.ts'
import { readNotice, removeNotice } from './notices.service.ts'

const tags = ['notices']
const security = [{ accessToken: [] }]
const idParams = z.object({ id: z.coerce.number({ error: 'field.invalid' }).int().positive() })

export const noticesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = authHooks(ctx)

    app.get(
      '/buyer/message/member',
      {
        preHandler: authenticate,
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
        const { pageNumber, pageSize, status, memberId } = request.query
        if (memberId && memberId !== String(me.id)) throw forbidden()
        const { rows, total } = await pageNotices(
          ctx.db,
          me.id,
          status ?? null,
          (pageNumber - 1) * pageSize,
          pageSize,
        )
        const unread = await countUnread(ctx.db, me.id)
        const records = rows.map((r) => presentNotice(r, request.lang))
        return ok({ ...page(records, total, pageNumber, pageSize), unread })
      },
    )

    app.put(
      '/buyer/message/member/:id',
      {
        preHandler: authenticate,
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
        preHandler: authenticate,
        schema: { tags, security, params: idParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await removeNotice(ctx, memberOf(request).id, request.params.id)
        return ok(null, t(request.lang, 'success'))
      },
    )
  }
