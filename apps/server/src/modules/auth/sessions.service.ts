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
import {
  extendSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeMemberSessionsOfType,
  revokeSession,
} from './sessions.repo.ts'

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
  const ended = await revokeMemberSessionsOfType(db, memberId, client.clientType, 'REPLACED', now)
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
