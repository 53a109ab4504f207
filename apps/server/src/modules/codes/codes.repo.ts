/** Verification codes (stored hashed) and the counts behind the sending limits. */
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { verificationCodes } from '../../db/schema.ts'

export type CodeRow = typeof verificationCodes.$inferSelect

export async function insertCode(db: DbOrTx, values: typeof verificationCodes.$inferInsert) {
  const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id })
  return row?.id ?? 0
}

export async function deleteCode(db: DbOrTx, id: number) {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id))
}

export async function lastSent(db: DbOrTx, target: string, type: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.type, type)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  return row?.createdAt ?? null
}

export async function countSince(db: DbOrTx, by: { target: string } | { ip: string }, since: Date) {
  const who = 'target' in by ? eq(verificationCodes.target, by.target) : eq(verificationCodes.ip, by.ip)
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(who, gte(verificationCodes.createdAt, since)))
  return row?.n ?? 0
}

/** The newest live (unconsumed, unexpired) code for a target and purpose. */
export async function findLiveCode(
  db: DbOrTx,
  target: string,
  type: string,
  now: Date,
): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.type, type),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  return row ?? null
}

/**
 * Takes one of a code's tries before it is compared, so parallel guesses cannot get more tries
 * than allowed. False when the code is used up or out of tries.
 */
export async function takeTry(db: DbOrTx, id: number, maxTries: number) {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        sql`${verificationCodes.attempts} < ${maxTries}`,
      ),
    )
    .returning({ id: verificationCodes.id })
  return rows.length === 1
}

/** Uses a code; false when a concurrent request used it first. */
export async function consumeCode(db: DbOrTx, id: number, now: Date) {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id })
  return rows.length === 1
}
