/** Sessions and their refresh tokens. */
import type { ClientType } from '@kaifong/contract'
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, notInArray, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { refreshTokens, sessions } from '../../db/schema.ts'
import { ADMIN_CLIENT_TYPE } from '../../lib/admin.ts'

export type SessionRow = typeof sessions.$inferSelect
export type RevokeReason =
  | 'LOGOUT'
  | 'REPLACED'
  | 'REUSED'
  | 'PASSWORD_RESET'
  | 'SIGNED_OUT'
  | 'DELETED'
  /** An operator banned the member (docs/admin.md, "Members"): the next request gets 60002. */
  | 'BANNED'

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values)
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash })
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  return row ?? null
}

/** Marks a refresh token used; false when it already was (a concurrent or repeated use). */
export async function markRefreshTokenUsed(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash })
  return rows.length === 1
}

/** A refresh: the session lives 15 more days, and its device was seen now. */
export async function extendSession(
  db: DbOrTx,
  sessionId: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, sessionId))
}

/** Ends a live session; answers the ids it ended (none when it had ended already). */
export async function revokeSession(db: DbOrTx, sessionId: string, reason: RevokeReason, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.map((r) => r.id)
}

/** Ends every live session of a member, except `keep` when given; answers the ids it ended. */
export async function revokeMemberSessions(
  db: DbOrTx,
  memberId: number,
  reason: RevokeReason,
  now: Date,
  keep?: string,
) {
  const live = and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt))
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(keep ? and(live, ne(sessions.id, keep)) : live)
    .returning({ id: sessions.id })
  return rows.map((r) => r.id)
}

/**
 * Ends the member's live sessions of one client type (a newer login of that type replaces them).
 * 'PC' also takes sessions of any other recorded type, so none is left that no login replaces.
 */
export async function revokeMemberSessionsOfType(
  db: DbOrTx,
  memberId: number,
  clientType: ClientType,
  reason: RevokeReason,
  now: Date,
) {
  // A console session (client type ADMIN, lib/admin.ts) is no member device: a member sign-in never ends it.
  const ofType =
    clientType === 'H5' ? eq(sessions.clientType, 'H5') : notInArray(sessions.clientType, ['H5', 'ADMIN'])
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ofType))
    .returning({ id: sessions.id })
  return rows.map((r) => r.id)
}

/** The member's live sessions (neither ended nor past their time), newest sign-in first. */
export async function liveSessionsOf(db: DbOrTx, memberId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt))
}

/** The member's sign-in before `current`'s (ended or not), or null for a first one. */
export async function signInBefore(db: DbOrTx, memberId: number, current: { id: string; createdAt: Date }) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, ip: sessions.ip, country: sessions.country })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        ne(sessions.id, current.id),
        lte(sessions.createdAt, current.createdAt),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1)
  return row ?? null
}

/**
 * Ends one live session of this member, in one conditional UPDATE: of parallel calls only one
 * finds it live. False when it is not the member's, not live, or not there at all.
 */
export async function signOutSession(db: DbOrTx, memberId: number, sessionId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'SIGNED_OUT' })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.memberId, memberId),
        ne(sessions.clientType, 'ADMIN'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id })
  return rows.length === 1
}

/** Which of these sessions have ended (revoked or past their time), with why. */
export async function endedAmong(db: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return []
  return db
    .select({ id: sessions.id, revokedReason: sessions.revokedReason })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now))))
}

/** Ends the operator's live console sessions (one console session per operator); answers their ids. */
export async function revokeConsoleSessions(db: DbOrTx, memberId: number, reason: 'REPLACED', now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        eq(sessions.clientType, ADMIN_CLIENT_TYPE),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id })
  return rows.map((r) => r.id)
}
