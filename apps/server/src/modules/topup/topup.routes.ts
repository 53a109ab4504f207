/**
 * Top-up: packages and history, and buying a package. The payment itself, its callback and the
 * sandbox checkout belong to modules/payments; without a provider buying answers
 * PAYMENTS_NOT_CONFIGURED (docs/decisions.md, Top-up).
 */
import { payment, paymentMethodSchema, topUpOverview } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { type PaymentProvider, paymentProvider } from '../payments/index.ts'
import { presentPayment, providerInfo } from './topup.present.ts'
import { createPayment, ownTopupPayment, topupPage } from './topup.service.ts'

const tags = ['top-up']
const security = [{ accessToken: [] }]
const paymentParams = z.object({ id: z.string().uuid({ error: 'field.invalid' }) })

export const topupRoutes = (ctx: AppContext): FastifyPluginAsyncZod => memberRoutes(ctx, paymentProvider(ctx))

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
          body: z.object({ packageId: z.string().max(40), method: paymentMethodSchema.default('CARD') }),
          response: { 200: envelopeOf(payment) },
        },
      },
      async (request) => {
        const { packageId, method } = request.body
        return ok(presentPayment(await createPayment(ctx, memberOf(request).id, packageId, method), provider))
      },
    )
    scope.get(
      '/buyer/members/topup/:id',
      { schema: { tags, security, params: paymentParams, response: { 200: envelopeOf(payment) } } },
      async (request) =>
        ok(presentPayment(await ownTopupPayment(ctx, memberOf(request).id, request.params.id), provider)),
    )
  })
