/**
 * Payments: one payment for the checkout pages, the provider's callback and the sandbox checkout's
 * buttons. The callback exists only for the configured provider, and the sandbox checkout only when
 * the sandbox is on: in production without PAYMENTS_SANDBOX both paths are unknown (404)
 * (docs/decisions.md, Top-up). A refused notification is logged (docs/product/money.md, "Callbacks").
 */
import { ErrorCode, paymentView } from '@kaifong/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { presentPaymentView } from './payments.present.ts'
import {
  assertDecidable,
  notificationRefused,
  ownPayment,
  paymentProvider,
  settle,
} from './payments.service.ts'
import type { PaymentProvider } from './provider.ts'
import { SandboxProvider } from './sandbox-provider.ts'

const tags = ['payments']
const security = [{ accessToken: [] }]
const paymentParams = z.object({ id: z.string().uuid({ error: 'field.invalid' }) })
const notifyPathOf = (provider: PaymentProvider) => `/buyer/payment/notify/${provider.name}`

export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const provider = paymentProvider(ctx)
    await app.register(memberRoutes(ctx, provider))
    if (!provider) return
    await app.register(notifyRoute(ctx, provider))
    if (provider instanceof SandboxProvider) await app.register(sandboxRoutes(ctx, provider))
  }

/** One of the member's payments, whatever it pays for (/payMent, /qrpay, /payDone). */
const memberRoutes = (ctx: AppContext, provider: PaymentProvider | null) =>
  membersOnly(ctx, async (scope) => {
    scope.get(
      '/buyer/payment/payments/:id',
      { schema: { tags, security, params: paymentParams, response: { 200: envelopeOf(paymentView) } } },
      async (request) =>
        ok(presentPaymentView(await ownPayment(ctx, memberOf(request).id, request.params.id), provider)),
    )
  })

/** The codes of a refused notification: bad signature or not matching (40006), stale (40009), unknown payment (40005). */
const REFUSALS: ReadonlySet<number> = new Set([
  ErrorCode.PAYMENT_SIGNATURE,
  ErrorCode.PAYMENT_STALE,
  ErrorCode.PAYMENT_NOT_FOUND,
])

/** Logs a refused notification with what it claimed (never its signature), then refuses it. */
function logRefusal(request: FastifyRequest, provider: PaymentProvider, err: unknown): never {
  if (err instanceof AppError && REFUSALS.has(err.code)) {
    const body = (request.body ?? {}) as Record<string, unknown>
    const claimed = { paymentId: body.paymentId, status: body.status, amountCents: body.amountCents }
    request.log.warn(
      { provider: provider.name, code: err.code, claimed, ip: request.ip },
      'payment notification refused',
    )
  }
  throw err
}

/** The provider's callback. Its body is the provider's own format, read by verifyNotification. */
const notifyRoute =
  (ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      notifyPathOf(provider),
      { schema: { tags, response: { 200: envelopeOf(z.object({ status: z.string() })) } } },
      async (request) => {
        try {
          const verified = await provider.verifyNotification(request.headers, request.body)
          if (!verified.ok) throw notificationRefused()
          const row = await settle(ctx, provider, verified.notification)
          return ok({ status: row.status })
        } catch (err) {
          return logRefusal(request, provider, err)
        }
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
          response: { 200: envelopeOf(paymentView) },
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
          presentPaymentView(await ownPayment(ctx, row.memberId, row.id), sandbox),
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
