/**
 * Console sessions (docs/admin.md, "Roles and sign-in"): starting one when a sign-in succeeds
 * (client type ADMIN, ending 8 hours later whatever happens, one per operator), rotating its
 * tokens without extending it, signing out, and who is signed in. The sign-in steps that lead
 * here are admin-auth.service.ts.
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode, type TokenPair } from '@kaifong/contract'
import type { AdminMe } from '@kaifong/contract/admin'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { ADMIN_CLIENT_TYPE, ADMIN_SESSION_SECONDS, type AdminRole } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import type { AuthAdmin } from '../../lib/request.ts'
import { newRefreshToken, sha256, signAccessToken } from '../../lib/tokens.ts'
import { recordAudit } from '../audit/index.ts'
import {
  countryOf,
  extendSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeConsoleSessions,
  revokeSession,
} from '../auth/index.ts'
import { findMemberById, type MemberRow } from '../members/index.ts'
import { presentAdminMe } from './admin-auth.present.ts'

export interface ConsoleClient {
  ip: string
  userAgent: string
  /** The device's uuid header: it carries a passed LOGIN slider once the login limits ask for one. */
  uuid: string
  /** Where a lock notice that could not be mailed is reported. */
  warn: (err: unknown, what: string) => void
}

export const notOperator = () => new AppError(403, ErrorCode.ADMIN_FORBIDDEN, 'admin.forbidden')
const refreshInvalid = () => new AppError(401, ErrorCode.REFRESH_TOKEN_INVALID, 'auth.refresh.invalid')
const sessionExpired = () => new AppError(401, ErrorCode.SESSION_EXPIRED, 'auth.session.expired')
const sessionReplaced = () => new AppError(401, ErrorCode.SESSION_REPLACED, 'auth.session.replaced')

/** An operator who may use the console now: an operator role, neither banned nor deleted. */
export function isActiveOperator(member: MemberRow): member is MemberRow & { role: AdminRole } {
  return member.role !== 'MEMBER' && !member.disabled && !member.deletedAt
}

export interface StartedSession {
  tokens: TokenPair
  sessionId: string
  ended: string[]
}

async function issueTokens(ctx: AppContext, db: DbOrTx, memberId: number, sessionId: string) {
  const refreshToken = newRefreshToken()
  await insertRefreshToken(db, sessionId, sha256(refreshToken))
  const accessToken = await signAccessToken(ctx.jwtKey, { memberId, sessionId }, ctx.clock.now())
  return { accessToken, refreshToken }
}

/**
 * A console session: client type ADMIN, ending ADMIN_SESSION_SECONDS after now and never extended.
 * The operator's earlier console session ends (one per operator); their member sessions stay.
 */
export async function startConsoleSession(
  ctx: AppContext,
  tx: Tx,
  memberId: number,
  client: ConsoleClient,
): Promise<StartedSession> {
  const now = ctx.clock.now()
  const sessionId = randomUUID()
  // The lock member logins take too: concurrent sign-ins of one account take turns.
  await lockKey(tx, 'session:member', memberId)
  const ended = await revokeConsoleSessions(tx, memberId, 'REPLACED', now)
  await insertSession(tx, {
    id: sessionId,
    memberId,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
    clientType: ADMIN_CLIENT_TYPE,
    country: countryOf(client.ip),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000),
  })
  return { tokens: await issueTokens(ctx, tx, memberId, sessionId), sessionId, ended }
}

type Outcome<T> = { ok: T } | { error: AppError }

/** Runs the step's transaction; a refusal it answers rolls it back and is thrown after. */
export async function settle<T>(ctx: AppContext, run: (tx: Tx) => Promise<Outcome<T>>): Promise<T> {
  const refused: { error: AppError | null } = { error: null }
  try {
    return await ctx.db.transaction(async (tx) => {
      const outcome = await run(tx)
      if ('ok' in outcome) return outcome.ok
      refused.error = outcome.error
      throw outcome.error
    })
  } catch (err) {
    throw refused.error ?? err
  }
}

export async function sessionStarted(ctx: AppContext, started: StartedSession): Promise<TokenPair> {
  await ctx.events.emit('session.ended', { sessionIds: started.ended, reason: 'REPLACED' })
  return started.tokens
}

/**
 * Rotates a console session's tokens, as the member passport does (a used refresh token presented
 * again ends the session), but never extends it: past its 8 hours the operator signs in again.
 */
export async function refreshConsoleSession(ctx: AppContext, refreshToken: string): Promise<TokenPair> {
  const now = ctx.clock.now()
  const hash = sha256(refreshToken)
  let reused: string[] = []
  const tokens = await settle<TokenPair | null>(ctx, async (tx) => {
    const found = await findRefreshToken(tx, hash)
    // A member's refresh token is no console token.
    if (!found || found.session.clientType !== ADMIN_CLIENT_TYPE) return { error: refreshInvalid() }
    const { session } = found
    if (session.revokedAt)
      return { error: session.revokedReason === 'REPLACED' ? sessionReplaced() : sessionExpired() }
    if (session.expiresAt <= now) return { error: sessionExpired() }
    const member = await findMemberById(tx, session.memberId)
    if (!member || !isActiveOperator(member)) return { error: notOperator() }
    if (found.token.usedAt || !(await markRefreshTokenUsed(tx, hash, now))) {
      reused = await revokeSession(tx, session.id, 'REUSED', now)
      return { ok: null }
    }
    // Seen now; its end stays where sign-in put it.
    await extendSession(tx, session.id, session.expiresAt, now)
    return { ok: await issueTokens(ctx, tx, session.memberId, session.id) }
  })
  // The reuse's revocation is committed before the request is refused.
  if (!tokens) {
    await ctx.events.emit('session.ended', { sessionIds: reused, reason: 'REUSED' })
    throw refreshInvalid()
  }
  return tokens
}

export async function endConsoleSession(ctx: AppContext, actor: { admin: AuthAdmin; ip: string }) {
  const now = ctx.clock.now()
  const ended = await ctx.db.transaction(async (tx) => {
    const ids = await revokeSession(tx, actor.admin.sessionId, 'LOGOUT', now)
    if (ids.length)
      await recordAudit(
        tx,
        actor,
        { action: 'admin.signOut', targetType: 'member', targetId: actor.admin.id },
        now,
      )
    return ids
  })
  await ctx.events.emit('session.ended', { sessionIds: ended, reason: 'LOGOUT' })
}

export async function consoleMe(ctx: AppContext, admin: AuthAdmin): Promise<AdminMe> {
  const member = await findMemberById(ctx.db, admin.id)
  if (!member || !isActiveOperator(member)) throw notOperator()
  return presentAdminMe(member)
}
