/**
 * Session lifecycle (docs/product/domain-rules.md): one live session per account and client type
 * (a new login replaces the older one of its type, whose next request gets 20444); refresh tokens
 * rotate on every use, and a used token presented again ends the session, because only a thief
 * would hold an old one.
 */
import { randomUUID } from 'node:crypto'
import { type ClientType, ErrorCode, type TokenPair } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { newRefreshToken, REFRESH_TOKEN_TTL_SECONDS, sha256, signAccessToken } from '../../lib/tokens.ts'
import { findMemberById } from '../members/index.ts'
import { countryOf } from './device-info.ts'
import * as rows from './sessions.repo.ts'

export type SessionRow = rows.SessionRow
export type RevokeReason = rows.RevokeReason
type NewSession = Parameters<typeof rows.insertSession>[1]

const refreshInvalid = () => new AppError(401, ErrorCode.REFRESH_TOKEN_INVALID, 'auth.refresh.invalid')

export interface ClientInfo {
  ip: string
  userAgent: string
  clientType: ClientType
}

async function issue(ctx: AppContext, db: DbOrTx, memberId: number, sessionId: string): Promise<TokenPair> {
  const refreshToken = newRefreshToken()
  await insertRefreshToken(db, sessionId, sha256(refreshToken))
  const accessToken = await signAccessToken(ctx.jwtKey, { memberId, sessionId }, ctx.clock.now())
  return { accessToken, refreshToken }
}

/**
 * Starts a session and ends the member's others of its client type (one live session per account
 * and type: a desktop and a phone may be signed in together). Answers the new tokens and the
 * sessions it ended: the caller tells `session.ended` once its transaction commits.
 */
export async function startSession(
  ctx: AppContext,
  db: DbOrTx,
  memberId: number,
  client: ClientInfo,
): Promise<{ tokens: TokenPair; ended: string[] }> {
  const now = ctx.clock.now()
  const sessionId = randomUUID()
  // Concurrent logins of one account take turns, so each one sees and ends the one before.
  await lockKey(db, 'session:member', memberId)
  const ended = await rows.revokeMemberSessionsOfType(db, memberId, client.clientType, 'REPLACED', now)
  await insertSession(db, {
    id: sessionId,
    memberId,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
    clientType: client.clientType,
    country: countryOf(client.ip),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  })
  return { tokens: await issue(ctx, db, memberId, sessionId), ended }
}

export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<TokenPair> {
  const now = ctx.clock.now()
  const hash = sha256(token)
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await findRefreshToken(tx, hash)
    if (!found) return { error: refreshInvalid() }
    const { session } = found
    // A console session rotates only through /admin/api/passport/refresh, within its 8 hours.
    if (session.clientType === 'ADMIN') return { error: refreshInvalid() }
    if (session.revokedAt) {
      // A session ended by a ban says why, as lib/auth.ts does for access tokens (docs/admin.md, "Members").
      if (session.revokedReason === 'BANNED') {
        const member = await findMemberById(tx, session.memberId)
        if (member?.disabled)
          return {
            error: new AppError(403, ErrorCode.ACCOUNT_BANNED, 'auth.banned', { reason: member.banReason }),
          }
      }
      const replaced = session.revokedReason === 'REPLACED'
      return {
        error: replaced
          ? new AppError(401, ErrorCode.SESSION_REPLACED, 'auth.session.replaced')
          : new AppError(401, ErrorCode.SESSION_EXPIRED, 'auth.session.expired'),
      }
    }
    if (session.expiresAt <= now)
      return { error: new AppError(401, ErrorCode.SESSION_EXPIRED, 'auth.session.expired') }
    if (found.token.usedAt || !(await markRefreshTokenUsed(tx, hash, now))) {
      return { error: refreshInvalid(), ended: await revokeSession(tx, session.id, 'REUSED', now) }
    }
    await extendSession(tx, session.id, new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000), now)
    return { tokens: await issue(ctx, tx, session.memberId, session.id) }
  })
  // The revocation above must commit even though the request fails, so errors are thrown after.
  if ('error' in outcome) {
    await ctx.events.emit('session.ended', { sessionIds: outcome.ended ?? [], reason: 'REUSED' })
    throw outcome.error
  }
  return outcome.tokens
}

export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  const ended = await revokeSession(ctx.db, sessionId, 'LOGOUT', ctx.clock.now())
  await ctx.events.emit('session.ended', { sessionIds: ended, reason: 'LOGOUT' })
}

// ---- Sessions as other modules use them: the console's sign-in (modules/admin-auth), a member's
// page in the console and a ban (modules/admin-members), account deletion, the chat socket. Each
// takes a DbOrTx, so it joins the caller's transaction.

export function insertSession(db: DbOrTx, values: NewSession): Promise<void> {
  return rows.insertSession(db, values)
}

export function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string): Promise<void> {
  return rows.insertRefreshToken(db, sessionId, tokenHash)
}

/** The refresh token with its session, or null. */
export function findRefreshToken(db: DbOrTx, tokenHash: string) {
  return rows.findRefreshToken(db, tokenHash)
}

/** Marks a refresh token used; false when it already was (a concurrent or repeated use). */
export function markRefreshTokenUsed(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  return rows.markRefreshTokenUsed(db, tokenHash, now)
}

/** The session ends at `expiresAt`, and its device was seen now. */
export function extendSession(db: DbOrTx, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
  return rows.extendSession(db, sessionId, expiresAt, now)
}

/** Ends a live session; answers the ids it ended (none when it had ended already). */
export function revokeSession(db: DbOrTx, sessionId: string, reason: RevokeReason, now: Date) {
  return rows.revokeSession(db, sessionId, reason, now)
}

/** Ends every live session of a member, except `keep` when given; answers the ids it ended. */
export function revokeMemberSessions(
  db: DbOrTx,
  memberId: number,
  reason: RevokeReason,
  now: Date,
  keep?: string,
): Promise<string[]> {
  return rows.revokeMemberSessions(db, memberId, reason, now, keep)
}

/** Ends the operator's live console sessions (one console session per operator); answers their ids. */
export function revokeConsoleSessions(db: DbOrTx, memberId: number, reason: 'REPLACED', now: Date) {
  return rows.revokeConsoleSessions(db, memberId, reason, now)
}

/** The member's live sessions (neither ended nor past their time), newest sign-in first. */
export function liveSessionsOf(db: DbOrTx, memberId: number, now: Date): Promise<SessionRow[]> {
  return rows.liveSessionsOf(db, memberId, now)
}

/** Which of these sessions have ended (revoked or past their time), with why. */
export function endedAmong(db: DbOrTx, ids: string[], now: Date) {
  return rows.endedAmong(db, ids, now)
}
