/** Top-up: packages and history, buying a package, the sandbox checkout, and the provider callback. */
import { coinPackage, ErrorCode, payment } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks, memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { loadPackages } from './packages.ts'
import { loadSandboxSecret, SIGNATURE_HEADER, verify } from './sandbox-provider.ts'
import { listPayments } from './topup.repo.ts'
import { createPayment, ownPayment, presentPayment, sandboxNotification, settle } from './topup.service.ts'

const tags = ['top-up']
const security = [{ accessToken: [] }]
const paymentParams = z.object({ id: z.string().uuid({ error: 'field.invalid' }) })
const notificationBody = z.object({
  paymentId: z.string().uuid(),
  status: z.enum(['PAID', 'FAILED']),
  amountCents: z.number().int().positive(),
  providerRef: z.string().max(64),
  timestamp: z.number().int(),
})
const NOTIFY_PATH = '/buyer/payment/notify/sandbox'

export const topupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = authHooks(ctx)

    app.get(
      '/buyer/members/topup',
      {
        preHandler: authenticate,
        schema: {
          tags,
          security,
          response: {
            200: envelopeOf(z.object({ packages: z.array(coinPackage), payments: z.array(payment) })),
          },
        },
      },
      async (request) => {
        const [packages, rows] = await Promise.all([
          loadPackages(ctx.db),
          listPayments(ctx.db, memberOf(request).id),
        ])
        return ok({ packages, payments: rows.map(presentPayment) })
      },
    )

    app.post(
      '/buyer/members/topup',
      {
        preHandler: authenticate,
        schema: {
          tags,
          security,
          body: z.object({ packageId: z.string().max(40) }),
          response: { 200: envelopeOf(payment) },
        },
      },
      async (request) =>
        ok(presentPayment(await createPayment(ctx, memberOf(request).id, request.body.packageId))),
    )

    app.get(
      '/buyer/members/topup/:id',
      {
        preHandler: authenticate,
        schema: { tags, security, params: paymentParams, response: { 200: envelopeOf(payment) } },
      },
      async (request) => ok(presentPayment(await ownPayment(ctx, memberOf(request).id, request.params.id))),
    )

    // The sandbox checkout page's buttons. The notification goes through the real callback route.
    app.post(
      '/buyer/payment/sandbox/:id/decide',
      {
        preHandler: authenticate,
        schema: {
          tags,
          security,
          params: paymentParams,
          body: z.object({ outcome: z.enum(['PAID', 'FAILED'], { error: 'field.invalid' }) }),
          response: { 200: envelopeOf(payment) },
        },
      },
      async (request) => {
        const row = await ownPayment(ctx, memberOf(request).id, request.params.id)
        const secret = await loadSandboxSecret(ctx.db)
        const { notification, signature } = await sandboxNotification(ctx, row, request.body.outcome, secret)
        const delivered = await app.inject({
          method: 'POST',
          url: NOTIFY_PATH,
          headers: { [SIGNATURE_HEADER]: signature, 'content-type': 'application/json' },
          payload: notification,
        })
        if (delivered.statusCode !== 200) throw new AppError(502, ErrorCode.INTERNAL, 'internal.error')
        return ok(presentPayment(await ownPayment(ctx, row.memberId, row.id)), t(request.lang, 'success'))
      },
    )

    app.post(
      NOTIFY_PATH,
      {
        schema: {
          tags,
          body: notificationBody,
          response: { 200: envelopeOf(z.object({ status: z.string() })) },
        },
      },
      async (request) => {
        const signature = String(request.headers[SIGNATURE_HEADER] ?? '')
        const secret = await loadSandboxSecret(ctx.db)
        if (!/^[0-9a-f]{64}$/.test(signature) || !verify(secret, request.body, signature)) {
          throw new AppError(400, ErrorCode.PAYMENT_SIGNATURE, 'payment.signature')
        }
        const row = await settle(ctx, request.body)
        return ok({ status: row.status })
      },
    )
  }
