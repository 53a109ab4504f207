/**
 * Top-up: packages and history, buying a package, the sandbox checkout, and the provider callback.
 * The callback exists only for the configured provider, and the sandbox checkout only when the
 * sandbox is on: in production without PAYMENTS_SANDBOX both paths are unknown (404) and buying
 * answers PAYMENTS_NOT_CONFIGURED (docs/decisions.md, Top-up).
 */
import { ErrorCode, payment, topUpOverview } from '@kaifong/contract'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import type { PaymentProvider } from './provider.ts'
import { SandboxProvider } from './sandbox-provider.ts'
import { presentPayment, providerInfo } from './topup.present.ts'
import {
  assertDecidable,
  createPayment,
  notificationRefused,
  ownPayment,
  paymentProvider,
  settle,
  topupPage,
} from './topup.service.ts'

const tags = ['top-up']
const security = [{ accessToken: [] }]
const paymentParams = z.object({ id: z.string().uuid({ error: 'field.invalid' }) })
const notifyPathOf = (provider: PaymentProvider) => `/buyer/payment/notify/${provider.name}`

export const topupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const provider = paymentProvider(ctx)
    await app.register(memberRoutes(ctx, provider))
    if (!provider) return
    await app.register(notifyRoute(ctx, provider))
    if (provider instanceof SandboxProvider) await app.register(sandboxRoutes(ctx, provider))
  }

/** The member's packages, payments and buying (answers PAYMENTS_NOT_CONFIGURED without a provider). */
const memberRoutes = (ctx: AppContext, provider: PaymentProvider | null) =>
  membersOnly(ctx, async (scope) => {
    scope.get(
      '/buyer/members/topup',
      { schema: { tags, security, response: { 200: envelopeOf(topUpOverview) } } },
      async (request) => {
        const { packages, payments: rows } = await topupPage(ctx, memberOf(request).id)
        return ok({
          packages,
          payments: rows.map((row) => presentPayment(row, provider)),
          provider: providerInfo(provider),
        })
      },
    )
    scope.post(
      '/buyer/members/topup',
      {
        schema: {
          tags,
          security,
          body: z.object({ packageId: z.string().max(40) }),
          response: { 200: envelopeOf(payment) },
        },
      },
      async (request) =>
        ok(presentPayment(await createPayment(ctx, memberOf(request).id, request.body.packageId), provider)),
    )
    scope.get(
      '/buyer/members/topup/:id',
      { schema: { tags, security, params: paymentParams, response: { 200: envelopeOf(payment) } } },
      async (request) =>
        ok(presentPayment(await ownPayment(ctx, memberOf(request).id, request.params.id), provider)),
    )
  })

/** The provider's callback. Its body is the provider's own format, read by verifyNotification. */
const notifyRoute =
  (ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      notifyPathOf(provider),
      { schema: { tags, response: { 200: envelopeOf(z.object({ status: z.string() })) } } },
      async (request) => {
        const verified = await provider.verifyNotification(request.headers, request.body)
        if (!verified.ok) throw notificationRefused()
        const row = await settle(ctx, provider, verified.notification)
        return ok({ status: row.status })
      },
    )
  }

/** The sandbox checkout page's buttons. The notification goes through the real callback route. */
const sandboxRoutes = (ctx: AppContext, sandbox: SandboxProvider) =>
  membersOnly(ctx, async (scope) => {
    scope.post(
      '/buyer/payment/sandbox/:id/decide',
      {
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
        assertDecidable(row, sandbox)
        await deliver(
          scope,
          sandbox,
          await sandbox.notificationFor(row, request.body.outcome, ctx.clock.now()),
        )
        return ok(
          presentPayment(await ownPayment(ctx, row.memberId, row.id), sandbox),
          t(request.lang, 'success'),
        )
      },
    )
  })

/** Posts a signed sandbox notification to the callback route, as the provider's servers would. */
async function deliver(
  app: FastifyInstance,
  sandbox: SandboxProvider,
  signed: { notification: object; headers: Record<string, string> },
): Promise<void> {
  const delivered = await app.inject({
    method: 'POST',
    url: notifyPathOf(sandbox),
    headers: { ...signed.headers, 'content-type': 'application/json' },
    payload: signed.notification,
  })
  if (delivered.statusCode !== 200) throw new AppError(502, ErrorCode.INTERNAL, 'internal.error')
}
