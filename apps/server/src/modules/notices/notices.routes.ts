/** The member's notices (docs/product/api.md: /buyer/message/member). */
import { NOTICE_IDS_MAX, notice } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { forbidden } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { presentNotice } from './notices.present.ts'
import { noticesPage, readAllNotices, readNotice, removeNotice, removeNotices } from './notices.service.ts'

const tags = ['notices']
const security = [{ accessToken: [] }]
const noticeId = z.coerce.number({ error: 'field.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER)
const idParams = z.object({ id: noticeId })
/** `ids=1,2,3`: one to a page's worth of notices. */
const noticeIds = z
  .string({ error: 'field.required' })
  .max(NOTICE_IDS_MAX * 20, { error: 'field.invalid' })
  .transform((v): unknown[] => v.split(','))
  .pipe(z.array(noticeId).min(1, { error: 'field.required' }).max(NOTICE_IDS_MAX, { error: 'field.invalid' }))

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

    // Every unread notice read at once ("mark all read").
    app.put(
      '/buyer/message/member/read-all',
      {
        schema: { tags, security, response: { 200: envelopeOf(z.object({ read: z.number() })) } },
      },
      async (request) => {
        const read = await readAllNotices(ctx, memberOf(request).id)
        return ok({ read }, t(request.lang, 'success'))
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

    // Several at once: all of them the member's, or none deleted (404 as for one).
    app.delete(
      '/buyer/message/member',
      {
        schema: {
          tags,
          security,
          querystring: z.object({ ids: noticeIds }),
          response: { 200: envelopeOf(z.object({ deleted: z.number() })) },
        },
      },
      async (request) => {
        const deleted = await removeNotices(ctx, memberOf(request).id, request.query.ids)
        return ok({ deleted }, t(request.lang, 'success'))
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
