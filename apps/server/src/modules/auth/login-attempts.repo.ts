/** Login attempts, counted for the step-up slider (per account and per IP). */
import { and, count, eq, gte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { loginAttempts } from '../../db/schema.ts'

export async function recordLoginAttempt(
  db: DbOrTx,
  usernameKey: string,
  ip: string,
  success: boolean,
  at: Date,
) {
  await db.insert(loginAttempts).values({ usernameKey, ip, success, createdAt: at })
}

/** Failures since `since` for this account or from this IP. */
export async function countRecentFailures(db: DbOrTx, usernameKey: string, ip: string, since: Date) {
  const [account] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.success, false),
        gte(loginAttempts.createdAt, since),
        eq(loginAttempts.usernameKey, usernameKey),
      ),
    )
  const [fromIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.success, false), gte(loginAttempts.createdAt, since), eq(loginAttempts.ip, ip)),
    )
  return Math.max(account?.n ?? 0, fromIp?.n ?? 0)
}
