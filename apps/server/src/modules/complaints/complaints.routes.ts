/**
 * Complaints over HTTP (docs/product/api.md, "Complaints"), members only: the buyer's
 * /buyer/order/complain (reasons, complain, list, {id}), the thread's
 * POST /buyer/order/complain/communication (the buyer or the shop), the shop's /buyer/store/complain.
 */
import {
  afterSaleReason,
  complainBody,
  complaintIdParams,
  complaintListQuery,
  complaintMessageBody,
  complaintView,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { complaintReasons } from './complaints.present.ts'
import { complain, complaintList, memberComplaint, memberMessage, shopFilter } from './complaints.service.ts'

const tags = ['complaints']
const security = [{ accessToken: [] }]
const base = '/buyer/order/complain'
const view = { 200: envelopeOf(complaintView) }
const list = { 200: envelopeOf(pageOf(complaintView)) }

export const complaintsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      `${base}/reasons`,
      { schema: { tags, security, response: { 200: envelopeOf(z.array(afterSaleReason)) } } },
      async (request) => ok(complaintReasons(request.lang)),
    )
    app.post(base, { schema: { tags, security, body: complainBody, response: view } }, async (request) =>
      ok(await complain(ctx, memberOf(request).id, request.body, request.lang)),
    )
    app.get(
      base,
      { schema: { tags, security, querystring: complaintListQuery, response: list } },
      async (request) =>
        ok(await complaintList(ctx, { buyerId: memberOf(request).id }, request.query, request.lang)),
    )
    app.post(
      `${base}/communication`,
      { schema: { tags, security, body: complaintMessageBody, response: view } },
      async (request) =>
        ok(
          await memberMessage(
            ctx,
            memberOf(request).id,
            Number(request.body.complainId),
            request.body.content,
            request.lang,
          ),
        ),
    )
    app.get(
      `${base}/:id`,
      { schema: { tags, security, params: complaintIdParams, response: view } },
      async (request) =>
        ok(await memberComplaint(ctx, memberOf(request).id, Number(request.params.id), request.lang)),
    )
    app.get(
      '/buyer/store/complain',
      { schema: { tags, security, querystring: complaintListQuery, response: list } },
      async (request) =>
        ok(
          await complaintList(ctx, await shopFilter(ctx, memberOf(request).id), request.query, request.lang),
        ),
    )
  })
