/** Sending verification codes by email and SMS (docs/product/api.md: /common/common/email, /common/common/sms/TC). */
import {
  EMAIL_CODE_TYPES,
  emailSchema,
  isValidPhone,
  PHONE_PREFIXES,
  SMS_CODE_TYPES,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks, memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { LIMITS, perMinute } from '../../lib/rate-limit.ts'
import { uuidHeaders } from '../../lib/request.ts'
import { validate } from '../../lib/validate.ts'
import { checkPhoneFree, emailCodeRequest, phoneFree } from './codes.purpose.ts'
import { assertPhonesVerified, phoneTarget, sendCode } from './codes.service.ts'

const tags = ['codes']
const emailParams = z.object({ type: z.enum(EMAIL_CODE_TYPES, { error: 'slider.type' }), email: z.string() })
// Every SMS code is a member's (binding or changing a phone): a visitor gets 401 before the phone is read.
const smsParams = z
  .object({
    type: z.enum(SMS_CODE_TYPES, { error: 'slider.type' }),
    prefix: z.enum(PHONE_PREFIXES, { error: 'phone.prefix' }),
    mobile: z.string(),
  })
  .refine((p) => isValidPhone(p.prefix, p.mobile), { error: 'phone.invalid', path: ['mobile'] })
const phoneParams = z
  .object({ prefix: z.enum(PHONE_PREFIXES, { error: 'phone.prefix' }), mobile: z.string() })
  .refine((p) => isValidPhone(p.prefix, p.mobile), { error: 'phone.invalid', path: ['mobile'] })

/** SMS codes, a member's only (binding or changing a phone), and whether a number is free to bind. */
const smsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (scope) => {
    // Before the slider: is this number free to bind? Counted per member and address (codes.purpose.ts).
    scope.get(
      '/common/common/sms/check/:prefix/:mobile',
      {
        config: { rateLimit: perMinute(LIMITS.sendCode) },
        preValidation: async () => assertPhonesVerified(ctx),
        schema: { tags, params: phoneParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const { prefix, mobile } = request.params
        await checkPhoneFree(ctx, { prefix, mobile, memberId: memberOf(request).id, ip: request.ip })
        return ok(null)
      },
    )
    scope.get(
      '/common/common/sms/TC/:type/:prefix/:mobile',
      {
        config: { rateLimit: perMinute(LIMITS.sendCode) },
        // Before the phone is read: on a site without phone verification no number is right.
        preValidation: async () => assertPhonesVerified(ctx),
        schema: {
          tags,
          params: smsParams,
          headers: uuidHeaders,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const { type, prefix, mobile } = request.params
        await sendCode(
          ctx,
          {
            channel: 'sms',
            type,
            target: phoneTarget(prefix, mobile),
            uuid: request.headers.uuid,
            ip: request.ip,
            lang: request.lang,
          },
          phoneFree(ctx, prefix, mobile, memberOf(request).id),
        )
        return ok(null, t(request.lang, 'code.sent'))
      },
    )
  }

export const codesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = authHooks(ctx)

    app.get(
      '/common/common/email/:type/:email',
      {
        config: { rateLimit: perMinute(LIMITS.sendCode) },
        schema: { tags, params: emailParams, headers: uuidHeaders, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const email = validate(emailSchema, request.params.email)
        // Changing an email is a member's act; the other purposes are a visitor's.
        if (request.params.type === 'CHANGE_EMAIL') await authenticate(request)
        const asked = emailCodeRequest(
          ctx,
          request.params.type,
          email,
          request.member?.id ?? null,
          request.lang,
        )
        await sendCode(
          asked.ctx,
          {
            channel: 'email',
            type: request.params.type,
            target: email,
            uuid: request.headers.uuid,
            ip: request.ip,
            lang: request.lang,
          },
          asked.purpose,
        )
        return ok(null, t(request.lang, 'code.sent'))
      },
    )

    await app.register(membersOnly(ctx, smsRoutes(ctx)))
  }
