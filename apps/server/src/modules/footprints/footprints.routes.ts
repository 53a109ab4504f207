/** Browsing history: /buyer/member/footprint (the member's own rows only). */
import { footprint, idSchema, MAX_PAGE_SIZE, PAGE_SIZE } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { presentFootprint } from './footprints.present.ts'
import { clearFootprints, footprintsPage } from './footprints.service.ts'

const tags = ['footprints']
const security = [{ accessToken: [] }]
const base = '/buyer/member/footprint'
/** One multi-delete removes at most this many listings from the history. */
const MAX_IDS = 100

const pageQuery = pagingQuery.extend({
  pageSize: z.coerce
    .number({ error: 'field.invalid' })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(PAGE_SIZE.footprints),
})
const idsParams = z.object({
  ids: z
    .string()
    .transform((v): (string | number)[] => v.split(',').filter((id) => id.trim() !== ''))
    .pipe(z.array(idSchema).min(1, { error: 'field.required' }).max(MAX_IDS, { error: 'field.invalid' })),
})

export const footprintsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          security,
          querystring: pageQuery,
          response: { 200: envelopeOf(pageOf(footprint)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await footprintsPage(ctx, memberOf(request).id, request.query)
        const now = ctx.clock.now()
        return ok(
          page(
            rows.map((r) => presentFootprint(r, now)),
            total,
            pageNumber,
            pageSize,
          ),
        )
      },
    )

    app.delete(
      base,
      { schema: { tags, security, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await clearFootprints(ctx, memberOf(request).id, 'all')
        return ok(null, t(request.lang, 'success'))
      },
    )

    app.delete(
      `${base}/delByIds/:ids`,
      {
        schema: { tags, security, params: idsParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await clearFootprints(ctx, memberOf(request).id, request.params.ids.map(Number))
        return ok(null, t(request.lang, 'success'))
      },
    )
  })
