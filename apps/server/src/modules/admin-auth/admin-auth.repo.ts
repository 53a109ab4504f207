/**
 * Operator sign-in state (docs/admin.md, "Roles and sign-in"): challenges between the password and
 * the second factor, TOTP factors and recovery codes; the console's sessions are the auth module's
 * (sessions.service.ts). Every "use once" rule is one conditional UPDATE, so of concurrent requests
 * exactly one wins.
 */
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { adminChallenges, adminFactors, adminRecoveryCodes } from '../../db/schema.ts'

export type ChallengeRow = typeof adminChallenges.$inferSelect
export type FactorRow = typeof adminFactors.$inferSelect
export type ChallengePurpose = ChallengeRow['purpose']

export async function insertChallenge(
  db: DbOrTx,
  values: typeof adminChallenges.$inferInsert,
): Promise<void> {
  await db.insert(adminChallenges).values(values)
}

export async function findChallenge(db: DbOrTx, id: string): Promise<ChallengeRow | null> {
  const [row] = await db.select().from(adminChallenges).where(eq(adminChallenges.id, id)).limit(1)
  return row ?? null
}

/**
 * Counts one try of a live challenge of this purpose; null when it is unknown, expired, used or out
 * of tries. Committed on its own, so a wrong code counts even though its request fails.
 */
export async function takeChallengeTry(
  db: DbOrTx,
  id: string,
  purpose: ChallengePurpose,
  maxTries: number,
  now: Date,
): Promise<{ memberId: number; attempts: number } | null> {
  const [row] = await db
    .update(adminChallenges)
    .set({ attempts: sql`${adminChallenges.attempts} + 1` })
    .where(
      and(
        eq(adminChallenges.id, id),
        eq(adminChallenges.purpose, purpose),
        lt(adminChallenges.attempts, maxTries),
        isNull(adminChallenges.consumedAt),
        gt(adminChallenges.expiresAt, now),
      ),
    )
    .returning({ memberId: adminChallenges.memberId, attempts: adminChallenges.attempts })
  return row ?? null
}

/** Uses the challenge up; false when another request already did. */
export async function consumeChallenge(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminChallenges)
    .set({ consumedAt: now })
    .where(and(eq(adminChallenges.id, id), isNull(adminChallenges.consumedAt)))
    .returning({ id: adminChallenges.id })
  return rows.length === 1
}

export async function findFactor(db: DbOrTx, memberId: number): Promise<FactorRow | null> {
  const [row] = await db.select().from(adminFactors).where(eq(adminFactors.memberId, memberId)).limit(1)
  return row ?? null
}

/**
 * Creates the operator's factor, or replaces its secret while it is unconfirmed; a confirmed one is
 * never replaced. Answers the unconfirmed secret, or null when the factor is confirmed.
 */
export async function putUnconfirmedFactor(
  db: DbOrTx,
  memberId: number,
  secret: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .insert(adminFactors)
    .values({ memberId, secret, lastStep: 0, createdAt: now })
    .onConflictDoUpdate({
      target: adminFactors.memberId,
      set: { secret, lastStep: 0, createdAt: now },
      setWhere: isNull(adminFactors.confirmedAt),
    })
    .returning({ secret: adminFactors.secret })
  return row?.secret ?? null
}

/**
 * Accepts `step` for the operator's factor: only a step later than the last accepted one, and only
 * of a factor that is (`confirmed`) or is not yet (`!confirmed`, which this confirms) confirmed.
 * False when the step was already used, or the factor is not in that state.
 */
export async function acceptStep(
  db: DbOrTx,
  memberId: number,
  step: number,
  opts: { confirm: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(adminFactors)
    .set(opts.confirm ? { lastStep: step, confirmedAt: opts.now } : { lastStep: step })
    .where(
      and(
        eq(adminFactors.memberId, memberId),
        lt(adminFactors.lastStep, step),
        opts.confirm ? isNull(adminFactors.confirmedAt) : isNotNull(adminFactors.confirmedAt),
      ),
    )
    .returning({ memberId: adminFactors.memberId })
  return rows.length === 1
}

/** The operator's recovery codes become these (hashes): older ones, used or not, are gone. */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  memberId: number,
  hashes: string[],
  now: Date,
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.memberId, memberId))
  await db
    .insert(adminRecoveryCodes)
    .values(hashes.map((codeHash) => ({ memberId, codeHash, createdAt: now })))
}

/** Uses one of the operator's recovery codes; false when it is none of theirs or was used. */
export async function useRecoveryCode(db: DbOrTx, memberId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.memberId, memberId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id })
  return rows.length === 1
}
