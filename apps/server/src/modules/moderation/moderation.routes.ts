/**
 * The report queue's API (docs/admin.md, "Report queue"; right `reports`): the grouped queue, a
 * listing's or a chat's reports, and resolving them.
 */
import {
  goodsReportDetail,
  goodsResolveBody,
  type ReportQueueRow,
  reportQueuePage,
  reportQueueQuery,
  resolveResult,
  talkReportDetail,
  talkResolveBody,
} from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import {
  presentGoodsDetail,
  presentGoodsRow,
  presentTalkDetail,
  presentTalkRow,
} from './moderation.present.ts'
import {
  goodsReportDetail as readGoodsReports,
  talkReportDetail as readTalkReports,
  reportQueue,
  resolveGoodsReports,
  resolveTalkReports,
} from './moderation.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]
const id = z.coerce
  .number({ error: 'field.invalid' })
  .int({ error: 'field.invalid' })
  .positive({ error: 'field.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'field.invalid' })
const goodsParams = z.object({ goodsId: id })
const talkParams = z.object({ talkId: id })

export const moderationRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'reports', async (app) => {
    app.get(
      '/admin/api/reports',
      {
        schema: {
          tags,
          security,
          querystring: reportQueueQuery,
          response: { 200: envelopeOf(reportQueuePage) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const found = await reportQueue(ctx, request.query)
        const records: ReportQueueRow[] =
          found.kind === 'talk' ? found.rows.map(presentTalkRow) : found.rows.map(presentGoodsRow)
        return ok(page(records, found.total, pageNumber, pageSize))
      },
    )

    app.get(
      '/admin/api/reports/goods/:goodsId',
      { schema: { tags, security, params: goodsParams, response: { 200: envelopeOf(goodsReportDetail) } } },
      async (request) => ok(presentGoodsDetail(await readGoodsReports(ctx, request.params.goodsId))),
    )

    app.get(
      '/admin/api/reports/talk/:talkId',
      { schema: { tags, security, params: talkParams, response: { 200: envelopeOf(talkReportDetail) } } },
      async (request) => ok(presentTalkDetail(await readTalkReports(ctx, request.params.talkId))),
    )

    app.post(
      '/admin/api/reports/goods/:goodsId/resolve',
      {
        schema: {
          tags,
          security,
          params: goodsParams,
          body: goodsResolveBody,
          response: { 200: envelopeOf(resolveResult) },
        },
      },
      async (request) => {
        const done = await resolveGoodsReports(ctx, actorOf(request), request.params.goodsId, request.body)
        return ok(done, t(request.lang, 'moderation.resolved', { count: done.handled }))
      },
    )

    app.post(
      '/admin/api/reports/talk/:talkId/resolve',
      {
        schema: {
          tags,
          security,
          params: talkParams,
          body: talkResolveBody,
          response: { 200: envelopeOf(resolveResult) },
        },
      },
      async (request) => {
        const { memberId, ...rest } = request.body
        const body = { ...rest, ...(memberId ? { memberId: Number(memberId) } : {}) }
        const done = await resolveTalkReports(ctx, actorOf(request), request.params.talkId, body)
        return ok(done, t(request.lang, 'moderation.resolved', { count: done.handled }))
      },
    )
  })
