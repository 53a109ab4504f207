/** Sessions and their refresh tokens. */
import { and, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { refreshTokens, sessions } from '../../db/schema.ts'

export type SessionRow = typeof sessions.$inferSelect
export type RevokeReason = 'LOGOUT' | 'REPLACED' | 'REUSED' | 'PASSWORD_RESET'

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

export async function extendSession(db: DbOrTx, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId))
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

/** Which of these sessions have ended (revoked or past their time), with why. */
export async function endedAmong(db: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return []
  return db
    .select({ id: sessions.id, revokedReason: sessions.revokedReason })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now))))
}
