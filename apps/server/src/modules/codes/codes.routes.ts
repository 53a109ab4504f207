/** Sending verification codes by email and SMS (SPEC §7: /common/common/email, /common/common/sms/TC). */
import {
  EMAIL_CODE_TYPES,
  ErrorCode,
  emailSchema,
  isValidPhone,
  PHONE_PREFIXES,
  SMS_CODE_TYPES,
} from '@kaifong/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHooks, memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { LIMITS, perMinute } from '../../lib/rate-limit.ts'
import { uuidHeaders } from '../../lib/request.ts'
import { validate } from '../../lib/validate.ts'
import { findMemberByEmail, findVerifiedPhoneOwner } from '../members/members.repo.ts'
import { phoneTarget, sendCode } from './codes.service.ts'

const tags = ['codes']
const emailParams = z.object({ type: z.enum(EMAIL_CODE_TYPES, { error: 'slider.type' }), email: z.string() })
// The phone is checked in the schema so bad input answers 400 before the session check (401).
const smsParams = z
  .object({
    type: z.enum(SMS_CODE_TYPES, { error: 'slider.type' }),
    prefix: z.enum(PHONE_PREFIXES, { error: 'phone.prefix' }),
    mobile: z.string(),
  })
  .refine((p) => isValidPhone(p.prefix, p.mobile), { error: 'phone.invalid', path: ['mobile'] })

/** Who may ask for which email code (docs/product flows); runs after the slider pass is spent. */
async function checkEmailPurpose(ctx: AppContext, request: FastifyRequest, type: string, email: string) {
  const owner = await findMemberByEmail(ctx.db, email)
  if (type === 'REGISTER' && owner) throw new AppError(409, ErrorCode.EMAIL_TAKEN, 'member.email.taken')
  if ((type === 'FIND_USER' || type === 'LOGIN') && !owner) {
    throw new AppError(404, ErrorCode.EMAIL_NOT_REGISTERED, 'member.email.not.registered')
  }
  if (type === 'CHANGE_EMAIL') {
    // The verify-old step sends to the member's own address; the new one must be free.
    if (owner && owner.id !== memberOf(request).id)
      throw new AppError(409, ErrorCode.EMAIL_TAKEN, 'member.email.taken')
  }
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
        if (request.params.type === 'CHANGE_EMAIL') await authenticate(request)
        await sendCode(
          ctx,
          {
            channel: 'email',
            type: request.params.type,
            target: email,
            uuid: request.headers.uuid,
            ip: request.ip,
            lang: request.lang,
          },
          () => checkEmailPurpose(ctx, request, request.params.type, email),
        )
        return ok(null, t(request.lang, 'code.sent'))
      },
    )

    app.get(
      '/common/common/sms/TC/:type/:prefix/:mobile',
      {
        preHandler: authenticate,
        config: { rateLimit: perMinute(LIMITS.sendCode) },
        schema: { tags, params: smsParams, headers: uuidHeaders, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const { type, prefix, mobile } = request.params
        const me = memberOf(request)
        const phoneFree = async () => {
          const owner = await findVerifiedPhoneOwner(ctx.db, prefix, mobile)
          if (owner !== null && owner !== me.id)
            throw new AppError(409, ErrorCode.PHONE_TAKEN, 'member.phone.taken')
        }
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
          phoneFree,
        )
        return ok(null, t(request.lang, 'code.sent'))
      },
    )
  }
