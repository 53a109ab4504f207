/**
 * The console's passport under /admin/api/passport (docs/admin.md, "Roles and sign-in"). The three
 * sign-in steps and refresh are the only /admin/api/ routes outside `adminOnly`: they are how a
 * console session begins. Logout and me need a console session (every operator has `dashboard`).
 */
import { tokenPair } from '@kaifong/contract'
import {
  adminLoginBody,
  adminLoginResult,
  adminMe,
  adminRefreshBody,
  adminSetupBody,
  adminSetupResult,
  adminVerifyBody,
  adminVerifyResult,
} from '@kaifong/contract/admin'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, adminOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { LIMITS, perMinute } from '../../lib/rate-limit.ts'
import { headerValue } from '../../lib/request.ts'
import { withRetryAfter } from '../auth/index.ts'
import { confirmConsoleFactor, startConsoleSignIn, verifyConsoleSignIn } from './admin-auth.service.ts'
import {
  type ConsoleClient,
  consoleMe,
  endConsoleSession,
  refreshConsoleSession,
} from './admin-auth.session.ts'

const BASE = '/admin/api/passport'
const tags = ['admin']
const security = [{ accessToken: [] }]

function clientOf(request: FastifyRequest): ConsoleClient {
  return {
    ip: request.ip,
    userAgent: headerValue(request.headers['user-agent']),
    uuid: headerValue(request.headers.uuid),
    warn: (err, what) => request.log.warn({ err }, what),
  }
}

export const adminAuthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/login`,
      {
        config: { rateLimit: perMinute(LIMITS.login) },
        schema: { tags, body: adminLoginBody, response: { 200: envelopeOf(adminLoginResult) } },
      },
      async (request, reply) =>
        ok(await withRetryAfter(reply, startConsoleSignIn(ctx, request.body, clientOf(request)))),
    )

    app.post(
      `${BASE}/setup`,
      {
        config: { rateLimit: perMinute(LIMITS.login) },
        schema: { tags, body: adminSetupBody, response: { 200: envelopeOf(adminSetupResult) } },
      },
      async (request) => {
        const result = await confirmConsoleFactor(ctx, request.body, clientOf(request))
        return ok(result, t(request.lang, 'admin.signed.in'))
      },
    )

    app.post(
      `${BASE}/verify`,
      {
        config: { rateLimit: perMinute(LIMITS.login) },
        schema: { tags, body: adminVerifyBody, response: { 200: envelopeOf(adminVerifyResult) } },
      },
      async (request) => {
        const result = await verifyConsoleSignIn(ctx, request.body, clientOf(request))
        return ok(result, t(request.lang, 'admin.signed.in'))
      },
    )

    app.post(
      `${BASE}/refresh`,
      {
        config: { rateLimit: perMinute(LIMITS.refresh) },
        schema: { tags, body: adminRefreshBody, response: { 200: envelopeOf(tokenPair) } },
      },
      async (request) => ok(await refreshConsoleSession(ctx, request.body.refreshToken)),
    )

    await app.register(
      adminOnly(ctx, 'dashboard', async (scope) => {
        scope.post(
          `${BASE}/logout`,
          { schema: { tags, security, response: { 200: envelopeOf(z.null()) } } },
          async (request) => {
            await endConsoleSession(ctx, actorOf(request))
            return ok(null, t(request.lang, 'success'))
          },
        )
        scope.get(
          `${BASE}/me`,
          { schema: { tags, security, response: { 200: envelopeOf(adminMe) } } },
          async (request) => ok(await consoleMe(ctx, adminOf(request))),
        )
      }),
    )
  }
