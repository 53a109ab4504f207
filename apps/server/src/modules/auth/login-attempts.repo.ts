/**
 * Login attempts, counted for the step-up slider per account and per IP. An attempt is written
 * before its password is checked (success null) and settled afterwards. The account counts an
 * attempt in flight as a failure, so parallel guesses at one account are each counted before any
 * is tried; the IP counts settled failures only, so people behind one carrier NAT logging in at
 * once are not taken for an attack (docs/decisions.md, Accounts).
 */
import { and, count, eq, gte, isNull, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { loginAttempts } from '../../db/schema.ts'

/** Records an attempt in flight; returns its id for `settleLoginAttempt`. */
export async function recordLoginAttempt(db: DbOrTx, accountKey: string, ip: string, at: Date) {
  const [row] = await db
    .insert(loginAttempts)
    .values({ usernameKey: accountKey, ip, success: null, createdAt: at })
    .returning({ id: loginAttempts.id })
  if (!row) throw new Error('insert login attempt returned nothing')
  return row.id
}

export async function settleLoginAttempt(db: DbOrTx, id: number, success: boolean) {
  await db.update(loginAttempts).set({ success }).where(eq(loginAttempts.id, id))
}

/** The account's failures since `since`, attempts in flight included (no IP counted). */
export async function countAccountFailures(db: DbOrTx, accountKey: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        gte(loginAttempts.createdAt, since),
        eq(loginAttempts.usernameKey, accountKey),
        or(eq(loginAttempts.success, false), isNull(loginAttempts.success)),
      ),
    )
  return row?.n ?? 0
}

/** Failures since `since`: the account's (in flight included) or the IP's, whichever is more. */
export async function countRecentFailures(db: DbOrTx, accountKey: string, ip: string, since: Date) {
  const recent = gte(loginAttempts.createdAt, since)
  const [account] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        recent,
        eq(loginAttempts.usernameKey, accountKey),
        or(eq(loginAttempts.success, false), isNull(loginAttempts.success)),
      ),
    )
  const [fromIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(recent, eq(loginAttempts.ip, ip), eq(loginAttempts.success, false)))
  return Math.max(account?.n ?? 0, fromIp?.n ?? 0)
}
