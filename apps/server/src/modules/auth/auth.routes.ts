/** Account endpoints under /buyer/passport/member (docs/product/api.md). */
import {
  bindMobileBody,
  loginBody,
  memberInfo,
  modifyPassBody,
  parseClientType,
  registerBody,
  registerResult,
  resetByEmailBody,
  resetPasswordByEmailBody,
  tokenPair,
} from '@kaifong/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { LIMITS, perMinute } from '../../lib/rate-limit.ts'
import { headerValue } from '../../lib/request.ts'
import { presentSelf } from '../members/index.ts'
import {
  bindMobile,
  changePassword,
  login,
  register,
  resetPassword,
  selfOf,
  verifyResetEmail,
} from './auth.service.ts'
import { type LoginSource, withRetryAfter } from './login-guard.ts'
import { endSession, rotateRefreshToken } from './sessions.service.ts'

const BASE = '/buyer/passport/member'
const tags = ['account']
const secured = [{ accessToken: [] }]

/** Where a login comes from, as the login guard counts it (login-guard.ts). */
function sourceOf(request: FastifyRequest): LoginSource {
  return {
    ip: request.ip,
    uuid: headerValue(request.headers.uuid),
    warn: (err, what) => request.log.warn({ err }, what),
  }
}

function clientOf(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: headerValue(request.headers['user-agent']),
    // Only the original product's 'PC' and 'H5': anything else is a desktop browser.
    clientType: parseClientType(headerValue(request.headers.clienttype)),
  }
}

/** Signing up and in, refreshing tokens and resetting a forgotten password: open to visitors. */
const passportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/register`,
      {
        config: { rateLimit: perMinute(LIMITS.register) },
        schema: { tags, body: registerBody, response: { 200: envelopeOf(registerResult) } },
      },
      async (request) => {
        const { member, tokens } = await register(ctx, request.body, clientOf(request))
        return ok({ ...presentSelf(member), ...tokens }, t(request.lang, 'register.success'))
      },
    )

    app.post(
      `${BASE}/userLogin`,
      {
        config: { rateLimit: perMinute(LIMITS.login) },
        schema: { tags, body: loginBody, response: { 200: envelopeOf(tokenPair) } },
      },
      async (request, reply) => {
        const tokens = await withRetryAfter(
          reply,
          login(ctx, request.body, clientOf(request), sourceOf(request)),
        )
        return ok(tokens, t(request.lang, 'login.success'))
      },
    )

    app.get(
      `${BASE}/refresh/:token`,
      {
        config: { rateLimit: perMinute(LIMITS.refresh) },
        schema: {
          tags,
          params: z.object({ token: z.string().min(16).max(128) }),
          response: { 200: envelopeOf(tokenPair) },
        },
      },
      async (request) => ok(await rotateRefreshToken(ctx, request.params.token)),
    )

    app.post(
      `${BASE}/resetByEmail`,
      {
        config: { rateLimit: perMinute(LIMITS.login) },
        schema: { tags, body: resetByEmailBody, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await verifyResetEmail(ctx, { ...request.body, uuid: headerValue(request.headers.uuid) })
        return ok(null, t(request.lang, 'success'))
      },
    )

    app.post(
      `${BASE}/resetPasswordByEmail`,
      { schema: { tags, body: resetPasswordByEmailBody, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await resetPassword(ctx, { ...request.body, uuid: headerValue(request.headers.uuid) })
        return ok(null, t(request.lang, 'success'))
      },
    )
  }

/** The signed-in member's own account: who they are, signing out, the password and the phone. */
const selfRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (scope) => {
    scope.get(
      BASE,
      {
        schema: { tags, security: secured, response: { 200: envelopeOf(memberInfo) } },
      },
      async (request) => {
        return ok(presentSelf(await selfOf(ctx, memberOf(request).id)))
      },
    )
    scope.post(
      `${BASE}/logout`,
      {
        schema: { tags, security: secured, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await endSession(ctx, memberOf(request).sessionId)
        return ok(null, t(request.lang, 'success'))
      },
    )
    scope.put(
      `${BASE}/modifyPass`,
      {
        schema: {
          tags,
          security: secured,
          body: modifyPassBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const { id, sessionId } = memberOf(request)
        await changePassword(ctx, { memberId: id, sessionId, ip: request.ip }, request.body)
        return ok(null, t(request.lang, 'member.password.changed'))
      },
    )
    scope.post(
      `${BASE}/bindMobile`,
      {
        schema: {
          tags,
          security: secured,
          body: bindMobileBody,
          response: { 200: envelopeOf(memberInfo) },
        },
      },
      async (request) => {
        const member = await bindMobile(ctx, memberOf(request).id, request.body)
        return ok(presentSelf(member), t(request.lang, 'success'))
      },
    )
  }

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(passportRoutes(ctx))
    await app.register(membersOnly(ctx, selfRoutes(ctx)))
  }
