/**
 * Login attempts, and the counts the login limits read from them (docs/decisions.md, "Accounts").
 * An attempt is written before its password is checked (success null) and settled afterwards;
 * every count takes an attempt in flight for a failure, so parallel attempts are each counted
 * before any is checked. The step-up slider's IP count alone reads settled failures. Also the
 * lock notices' record: when each member was last told their sign-in was locked.
 */
import { and, count, desc, eq, gt, gte, isNull, max, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { loginAttempts, loginLockNotices } from '../../db/schema.ts'

/** Records an attempt in flight; returns its id for `settleLoginAttempt`. */
export async function recordLoginAttempt(db: DbOrTx, accountKey: string, ip: string, at: Date, network = '') {
  const [row] = await db
    .insert(loginAttempts)
    .values({ usernameKey: accountKey, ip, network, success: null, createdAt: at })
    .returning({ id: loginAttempts.id })
  if (!row) throw new Error('insert login attempt returned nothing')
  return row.id
}

/** A success without a password check (a completed password reset): the account's count starts again. */
export async function recordLoginSuccess(db: DbOrTx, accountKey: string, at: Date) {
  await db.insert(loginAttempts).values({ usernameKey: accountKey, ip: '', success: true, createdAt: at })
}

export async function settleLoginAttempt(db: DbOrTx, id: number, success: boolean) {
  await db.update(loginAttempts).set({ success }).where(eq(loginAttempts.id, id))
}

const notSucceeded = or(eq(loginAttempts.success, false), isNull(loginAttempts.success))

/** The account's failures since `since`, attempts in flight included (no IP counted). */
export async function countAccountFailures(db: DbOrTx, accountKey: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(gte(loginAttempts.createdAt, since), eq(loginAttempts.usernameKey, accountKey), notSucceeded))
  return row?.n ?? 0
}

export interface AccountFailures {
  /** Failures after the last success (or after `memoryStart`), attempts in flight included. */
  failures: number
  /** Those of them after `windowStart`. */
  recent: number
  lastFailureAt: Date | null
  /** The last success after `memoryStart`: where the count, and a lock episode, start. */
  lastSuccessAt: Date | null
}

export async function accountFailures(
  db: DbOrTx,
  accountKey: string,
  memoryStart: Date,
  windowStart: Date,
): Promise<AccountFailures> {
  const mine = and(eq(loginAttempts.usernameKey, accountKey), gt(loginAttempts.createdAt, memoryStart))
  const [success] = await db
    .select({ id: loginAttempts.id, at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(mine, eq(loginAttempts.success, true)))
    .orderBy(desc(loginAttempts.id))
    .limit(1)
  const [row] = await db
    .select({
      failures: count(),
      recent: sql<number>`count(*) filter (where ${gt(loginAttempts.createdAt, windowStart)})`.mapWith(
        Number,
      ),
      lastFailureAt: max(loginAttempts.createdAt),
    })
    .from(loginAttempts)
    // After the success in the order attempts started (ids), which the clock may not tell apart.
    .where(and(mine, success ? gt(loginAttempts.id, success.id) : undefined, notSucceeded))
  return {
    failures: row?.failures ?? 0,
    recent: row?.recent ?? 0,
    lastFailureAt: row?.lastFailureAt ?? null,
    lastSuccessAt: success?.at ?? null,
  }
}

export interface SourceFailures {
  /** Failures since the window start, attempts in flight included. */
  failures: number
  /** Settled failures only: what the step-up slider counts. */
  settled: number
  /** The oldest settled failure: the count drops when it leaves the window. */
  oldestAt: Date | null
}

/** Failures of one address (`column` ip) or network (`column` network) since `since`. */
export async function sourceFailures(
  db: DbOrTx,
  column: 'ip' | 'network',
  value: string,
  since: Date,
): Promise<SourceFailures> {
  const [row] = await db
    .select({
      failures: count(),
      settled: sql<number>`count(*) filter (where ${eq(loginAttempts.success, false)})`.mapWith(Number),
      oldestAt:
        sql<Date | null>`min(${loginAttempts.createdAt}) filter (where ${eq(loginAttempts.success, false)})`.mapWith(
          loginAttempts.createdAt,
        ),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts[column], value), gt(loginAttempts.createdAt, since), notSucceeded))
  return { failures: row?.failures ?? 0, settled: row?.settled ?? 0, oldestAt: row?.oldestAt ?? null }
}

/**
 * Claims the lock notice of a member's episode: true (and `now` recorded) unless one was sent after
 * `episodeStart`. One conditional upsert, so parallel failures claim it once.
 */
export async function claimLockNotice(db: DbOrTx, memberId: number, episodeStart: Date, now: Date) {
  const rows = await db
    .insert(loginLockNotices)
    .values({ memberId, sentAt: now })
    .onConflictDoUpdate({
      target: loginLockNotices.memberId,
      set: { sentAt: now },
      setWhere: sql`${loginLockNotices.sentAt} <= ${episodeStart.toISOString()}::timestamptz`,
    })
    .returning({ memberId: loginLockNotices.memberId })
  return rows.length === 1
}
