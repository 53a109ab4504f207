/**
 * Authentication hooks. `authenticate` refuses a request without a valid session:
 * no token → 20003, expired token or ended session → 20004, session replaced by a newer login → 20444,
 * session ended by a ban → 60002 with the reason; an operator's console session is no member session.
 * `identify` sets request.member when a valid token is present and otherwise leaves it null.
 */
import { ErrorCode } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { members, sessions } from '../db/schema.ts'
import { ADMIN_CLIENT_TYPE } from './admin.ts'
import type { AppContext } from './context.ts'
import { AppError } from './errors.ts'
import { headerValue } from './request.ts'
import { verifyAccessToken } from './tokens.ts'

const notLoggedIn = () => new AppError(401, ErrorCode.NOT_LOGGED_IN, 'auth.not.logged.in')
const expired = () => new AppError(401, ErrorCode.SESSION_EXPIRED, 'auth.session.expired')
const replaced = () => new AppError(401, ErrorCode.SESSION_REPLACED, 'auth.session.replaced')

/** A banned member's next request learns why (docs/admin.md, "Members"). */
async function banned(ctx: AppContext, memberId: number): Promise<AppError> {
  const [row] = await ctx.db
    .select({ reason: members.banReason, disabled: members.disabled })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1)
  return row?.disabled
    ? new AppError(403, ErrorCode.ACCOUNT_BANNED, 'auth.banned', { reason: row.reason })
    : expired()
}

function tokenOf(request: FastifyRequest): string {
  const header = headerValue(request.headers.accesstoken)
  if (header) return header
  const bearer = headerValue(request.headers.authorization)
  return bearer.toLowerCase().startsWith('bearer ') ? bearer.slice(7).trim() : ''
}

async function resolve(ctx: AppContext, request: FastifyRequest) {
  return memberForToken(ctx, tokenOf(request))
}

/**
 * The member and session an access token stands for, or the error for a request without a valid
 * session (the chat socket reads its token from the WebSocket protocol header instead).
 */
export async function memberForToken(
  ctx: AppContext,
  token: string,
): Promise<{ id: number; sessionId: string }> {
  if (!token) throw notLoggedIn()
  const now = ctx.clock.now()
  const verified = await verifyAccessToken(ctx.jwtKey, token, now)
  if (!verified.ok) throw verified.expired ? expired() : notLoggedIn()
  const [session] = await ctx.db
    .select({
      memberId: sessions.memberId,
      clientType: sessions.clientType,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.id, verified.claims.sessionId))
    .limit(1)
  // The token names the member and the session: both must agree, or the token is not ours.
  // An operator's console session (lib/admin.ts) is not a member's session.
  if (!session || session.memberId !== verified.claims.memberId || session.clientType === ADMIN_CLIENT_TYPE)
    throw notLoggedIn()
  if (session.revokedAt) {
    if (session.revokedReason === 'BANNED') throw await banned(ctx, session.memberId)
    throw session.revokedReason === 'REPLACED' ? replaced() : expired()
  }
  if (session.expiresAt <= now) throw expired()
  return { id: verified.claims.memberId, sessionId: verified.claims.sessionId }
}

export function authHooks(ctx: AppContext) {
  return {
    async authenticate(request: FastifyRequest) {
      request.member = await resolve(ctx, request)
    },
    // A callback hook: visitors (no token, the common case) pass without a promise or an error to
    // make and throw away.
    identify(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
      request.member = null
      if (!tokenOf(request)) {
        done()
        return
      }
      resolve(ctx, request)
        .then(
          (member) => {
            request.member = member
          },
          () => {},
        )
        .then(() => done())
    },
  }
}

/**
 * A scope of member-only routes (docs/architecture.md, "Modules and domain events"): the routes
 * `routes` registers all authenticate first, in an onRequest hook, so a visitor gets 401 before
 * any body is parsed or validated (never a 400 that names the fields). Fastify encapsulation keeps
 * the hook inside this scope, as fastify/demo's autohooks.
 */
export function membersOnly(ctx: AppContext, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  const { authenticate } = authHooks(ctx)
  return async (app) => {
    app.addHook('onRequest', authenticate)
    await app.register(routes)
  }
}

/** The signed-in member of a request that went through `authenticate`. */
export function memberOf(request: FastifyRequest): { id: number; sessionId: string } {
  if (!request.member) throw notLoggedIn()
  return request.member
}
