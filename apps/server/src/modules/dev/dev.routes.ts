/**
 * Development helpers (docs/product/domain-rules.md): the outbox of mail and SMS, and the slider answer, so people
 * and automated tests can sign up end to end. Not registered in production (app.ts).
 */
import { outboxMessage, SLIDER_TYPES } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { notFound } from '../../lib/errors.ts'
import { uuidHeaders } from '../../lib/request.ts'
import { peekSliderAnswer } from '../captcha/index.ts'
import { presentOutbox } from './dev.present.ts'
import { outboxFor } from './dev.service.ts'
import { renderOutboxPage } from './outbox-page.ts'

const tags = ['dev']

export const devRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags,
          // Control characters (NUL above all) cannot be stored in PostgreSQL text, so they never match.
          querystring: z.object({
            to: z
              .string()
              .max(254)
              .regex(/^\P{Cc}*$/u, { error: 'field.invalid' })
              .optional(),
          }),
          response: { 200: envelopeOf(z.array(outboxMessage)).or(z.string()) },
        },
      },
      async (request, reply) => {
        const messages = (await outboxFor(ctx, request.query.to)).map(presentOutbox)
        reply.header('cache-control', 'no-store')
        const accept = request.headers.accept ?? ''
        if (accept.includes('text/html') && !accept.startsWith('application/json')) {
          return reply
            .type('text/html; charset=utf-8')
            .send(renderOutboxPage(messages, request.query.to ?? ''))
        }
        return ok(messages)
      },
    )

    app.get(
      '/dev/slider/:type',
      {
        schema: {
          tags,
          params: z.object({ type: z.enum(SLIDER_TYPES, { error: 'slider.type' }) }),
          headers: uuidHeaders,
          response: { 200: envelopeOf(z.object({ xPos: z.number(), yPos: z.number() })) },
        },
      },
      async (request) => {
        const answer = await peekSliderAnswer(ctx, request.headers.uuid, request.params.type)
        if (answer === null) throw notFound()
        return ok(answer)
      },
    )
  }
