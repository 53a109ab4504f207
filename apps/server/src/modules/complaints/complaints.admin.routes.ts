/**
 * The console's complaints (docs/admin.md, "Complaints"; docs/product/after-sales.md), right
 * `complaints`: the queue (OPEN, oldest first, or any status), one complaint with its thread, and
 * the decision with its text (audited; both sides are told).
 */
import { complaintDecideBody, complaintIdParams, complaintListQuery, complaintView } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { adminComplaint, complaintList, decide } from './complaints.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]
const BASE = '/admin/api/complaints'
const view = { 200: envelopeOf(complaintView) }

export const complaintsAdminRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'complaints', async (app) => {
    app.get(
      BASE,
      {
        schema: {
          tags,
          security,
          querystring: complaintListQuery,
          response: { 200: envelopeOf(pageOf(complaintView)) },
        },
      },
      async (request) => ok(await complaintList(ctx, { all: true }, request.query, request.lang)),
    )
    app.get(
      `${BASE}/:id`,
      { schema: { tags, security, params: complaintIdParams, response: view } },
      async (request) => ok(await adminComplaint(ctx, Number(request.params.id), request.lang)),
    )
    app.post(
      `${BASE}/:id/decide`,
      { schema: { tags, security, params: complaintIdParams, body: complaintDecideBody, response: view } },
      async (request) =>
        ok(await decide(ctx, actorOf(request), Number(request.params.id), request.body, request.lang)),
    )
  })
