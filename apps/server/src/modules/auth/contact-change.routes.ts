/**
 * Changing the member's email or phone: POST /buyer/passport/member/resetUserEmail and
 * resetUserMobile, each called for the verify step and then the reset step (docs/product/api.md,
 * Account).
 */
import { contactChangeResult, resetUserEmailBody, resetUserMobileBody } from '@kaifong/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { LIMITS, perMinute } from '../../lib/rate-limit.ts'
import { presentSelf } from '../members/index.ts'
import { type ContactChangeCaller, changeEmail, changeMobile } from './contact-change.service.ts'

const BASE = '/buyer/passport/member'
const tags = ['account']
const secured = [{ accessToken: [] }]

function callerOf(request: FastifyRequest): ContactChangeCaller {
  const { id, sessionId } = memberOf(request)
  return {
    memberId: id,
    sessionId,
    lang: request.lang,
    warn: (err, what) => request.log.warn({ err }, what),
  }
}

export const contactChangeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      membersOnly(ctx, async (scope) => {
        scope.post(
          `${BASE}/resetUserEmail`,
          {
            config: { rateLimit: perMinute(LIMITS.login) },
            schema: {
              tags,
              security: secured,
              body: resetUserEmailBody,
              response: { 200: envelopeOf(contactChangeResult) },
            },
          },
          async (request) => {
            const { step, member } = await changeEmail(ctx, callerOf(request), request.body)
            return step === 'verify'
              ? ok(null, t(request.lang, 'contact.email.verified'))
              : ok(presentSelf(member), t(request.lang, 'contact.email.changed'))
          },
        )
        scope.post(
          `${BASE}/resetUserMobile`,
          {
            config: { rateLimit: perMinute(LIMITS.login) },
            schema: {
              tags,
              security: secured,
              body: resetUserMobileBody,
              response: { 200: envelopeOf(contactChangeResult) },
            },
          },
          async (request) => {
            const { step, member } = await changeMobile(ctx, callerOf(request), request.body)
            return step === 'verify'
              ? ok(null, t(request.lang, 'contact.phone.verified'))
              : ok(presentSelf(member), t(request.lang, 'contact.phone.changed'))
          },
        )
      }),
    )
  }
