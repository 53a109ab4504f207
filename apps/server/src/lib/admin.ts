/**
 * The operator's side of authentication (docs/admin.md, "Roles and sign-in"). Operator sessions are
 * sessions of client type ADMIN, begun only by the password and a second factor
 * (modules/admin-auth), and shorter than a member's. `adminOnly(ctx, right, routes)` is the one way
 * to register an /admin/ route: a visitor gets 401, a member (or a member's session) 403, an
 * operator without the right 403, before any body is read. The role is read on every request, so
 * a demotion or a ban takes effect at once.
 */
import { ErrorCode } from '@kaifong/contract'
import { ADMIN_RIGHTS, type AdminRight } from '@kaifong/contract/admin'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { members, sessions } from '../db/schema.ts'
import type { AppContext } from './context.ts'
import { AppError } from './errors.ts'
import { type AuthAdmin, headerValue } from './request.ts'
import { verifyAccessToken } from './tokens.ts'

export const ADMIN_CLIENT_TYPE = 'ADMIN'
/** An operator session ends this long after sign-in, whatever happens (a member's lasts 15 days). */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60

export type AdminRole = 'MODERATOR' | 'ADMIN'

export { ADMIN_RIGHTS, type AdminRight }

const MODERATOR_RIGHTS: ReadonlySet<AdminRight> = new Set([
  'dashboard',
  'reports',
  'members.view',
  'members.ban',
])

export function hasRight(role: AdminRole, right: AdminRight): boolean {
  return role === 'ADMIN' || MODERATOR_RIGHTS.has(right)
}

export function rightsOf(role: AdminRole): AdminRight[] {
  return ADMIN_RIGHTS.filter((right) => hasRight(role, right))
}

const notSignedIn = () => new AppError(401, ErrorCode.NOT_LOGGED_IN, 'auth.not.logged.in')
const expired = () => new AppError(401, ErrorCode.SESSION_EXPIRED, 'auth.session.expired')
const notOperator = () => new AppError(403, ErrorCode.ADMIN_FORBIDDEN, 'admin.forbidden')

function tokenOf(request: FastifyRequest): string {
  const header = headerValue(request.headers.accesstoken)
  if (header) return header
  const bearer = headerValue(request.headers.authorization)
  return bearer.toLowerCase().startsWith('bearer ') ? bearer.slice(7).trim() : ''
}

/** The operator an access token stands for, or the error for a request that may not go on. */
export async function adminForToken(ctx: AppContext, token: string): Promise<AuthAdmin> {
  if (!token) throw notSignedIn()
  const now = ctx.clock.now()
  const verified = await verifyAccessToken(ctx.jwtKey, token, now)
  if (!verified.ok) throw verified.expired ? expired() : notSignedIn()
  const [row] = await ctx.db
    .select({
      memberId: sessions.memberId,
      clientType: sessions.clientType,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      username: members.username,
      role: members.role,
      disabled: members.disabled,
      deletedAt: members.deletedAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.id, verified.claims.sessionId))
    .limit(1)
  if (!row || row.memberId !== verified.claims.memberId) throw notSignedIn()
  if (row.revokedAt || row.expiresAt <= now) throw expired()
  // A member's own session, however valid, never opens the console: only a second-factor sign-in does.
  if (row.clientType !== ADMIN_CLIENT_TYPE) throw notOperator()
  if (row.role === 'MEMBER' || row.disabled || row.deletedAt) throw notOperator()
  return { id: row.memberId, sessionId: verified.claims.sessionId, username: row.username, role: row.role }
}

/**
 * A scope of /admin/ routes that need `right` (docs/admin.md): authenticated in onRequest, so
 * nobody else learns even which fields a body would need.
 */
export function adminOnly(
  ctx: AppContext,
  right: AdminRight,
  routes: FastifyPluginAsyncZod,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      const admin = await adminForToken(ctx, tokenOf(request))
      if (!hasRight(admin.role, right)) throw notOperator()
      request.admin = admin
    })
    await app.register(routes)
  }
}

/** The operator of a request that went through `adminOnly`. */
export function adminOf(request: FastifyRequest): AuthAdmin {
  if (!request.admin) throw notSignedIn()
  return request.admin
}

/** Who acted and from where, for the audit log (modules/audit). */
export function actorOf(request: FastifyRequest): { admin: AuthAdmin; ip: string } {
  return { admin: adminOf(request), ip: request.ip }
}
