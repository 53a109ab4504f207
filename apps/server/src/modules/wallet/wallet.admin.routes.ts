/**
 * The console's withdrawals (docs/admin.md, "Withdrawals"), right `withdrawals`: the list by status
 * and member, one withdrawal, approve (paid out by hand) and refuse with a reason (credited back).
 * Each decision is audited in its transaction; a decided one answers 409 34022.
 */
import {
  adminWithdrawalRow,
  withdrawalIdParams,
  withdrawalRefuseBody,
  withdrawalSearchQuery,
} from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { presentAdminWithdrawal } from './wallet.present.ts'
import { adminWithdrawal, decide, withdrawalsPage } from './withdrawals.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]
const BASE = '/admin/api/withdrawals'
const rowReply = { 200: envelopeOf(adminWithdrawalRow) }

export const withdrawalsAdminRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'withdrawals', async (app) => {
    app.get(
      BASE,
      {
        schema: {
          tags,
          security,
          querystring: withdrawalSearchQuery,
          response: { 200: envelopeOf(pageOf(adminWithdrawalRow)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await withdrawalsPage(ctx, request.query)
        return ok(page(rows.map(presentAdminWithdrawal), total, pageNumber, pageSize))
      },
    )
    app.get(
      `${BASE}/:id`,
      { schema: { tags, security, params: withdrawalIdParams, response: rowReply } },
      async (request) => ok(presentAdminWithdrawal(await adminWithdrawal(ctx, Number(request.params.id)))),
    )
    app.post(
      `${BASE}/:id/approve`,
      { schema: { tags, security, params: withdrawalIdParams, response: rowReply } },
      async (request) => {
        const id = Number(request.params.id)
        await decide(ctx, actorOf(request), id, { status: 'APPROVED' })
        return ok(presentAdminWithdrawal(await adminWithdrawal(ctx, id)), t(request.lang, 'success'))
      },
    )
    app.post(
      `${BASE}/:id/refuse`,
      {
        schema: {
          tags,
          security,
          params: withdrawalIdParams,
          body: withdrawalRefuseBody,
          response: rowReply,
        },
      },
      async (request) => {
        const id = Number(request.params.id)
        await decide(ctx, actorOf(request), id, { status: 'REFUSED', reason: request.body.reason })
        return ok(presentAdminWithdrawal(await adminWithdrawal(ctx, id)), t(request.lang, 'success'))
      },
    )
  })
