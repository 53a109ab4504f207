/**
 * Login attempts, counted for the step-up slider per account and per IP. An attempt is written
 * as a failure before its password is checked and marked a success afterwards, so parallel
 * guesses are each counted before any of them is tried.
 */
import { and, count, eq, gte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { loginAttempts } from '../../db/schema.ts'

/** Records a pending attempt (counted as a failure until `markLoginSuccess`); returns its id. */
export async function recordLoginAttempt(db: DbOrTx, accountKey: string, ip: string, at: Date) {
  const [row] = await db
    .insert(loginAttempts)
    .values({ usernameKey: accountKey, ip, success: false, createdAt: at })
    .returning({ id: loginAttempts.id })
  if (!row) throw new Error('insert login attempt returned nothing')
  return row.id
}

export async function markLoginSuccess(db: DbOrTx, id: number) {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id))
}

/** Failures since `since` for this account or from this IP, whichever is more. */
export async function countRecentFailures(db: DbOrTx, accountKey: string, ip: string, since: Date) {
  const failedSince = and(eq(loginAttempts.success, false), gte(loginAttempts.createdAt, since))
  const [account] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failedSince, eq(loginAttempts.usernameKey, accountKey)))
  const [fromIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failedSince, eq(loginAttempts.ip, ip)))
  return Math.max(account?.n ?? 0, fromIp?.n ?? 0)
}
