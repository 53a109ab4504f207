/** Sessions and their refresh tokens. */
import { and, eq, isNull, ne } from 'drizzle-orm'
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

export async function revokeSession(db: DbOrTx, sessionId: string, reason: RevokeReason, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every live session of a member, except `keep` when given. */
export async function revokeMemberSessions(
  db: DbOrTx,
  memberId: number,
  reason: RevokeReason,
  now: Date,
  keep?: string,
) {
  const live = and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt))
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(keep ? and(live, ne(sessions.id, keep)) : live)
}
