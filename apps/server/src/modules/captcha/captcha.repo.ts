/** Slider challenges: one per device uuid and purpose; each is tried once and its pass used once. */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { sliderChallenges } from '../../db/schema.ts'

export async function putChallenge(
  db: DbOrTx,
  c: { uuid: string; type: string; xPos: number; yPos: number; ip: string; now: Date; expiresAt: Date },
) {
  const values = { xPos: c.xPos, yPos: c.yPos, ip: c.ip, createdAt: c.now, expiresAt: c.expiresAt }
  await db
    .insert(sliderChallenges)
    .values({ uuid: c.uuid, type: c.type, ...values })
    .onConflictDoUpdate({
      target: [sliderChallenges.uuid, sliderChallenges.type],
      set: { ...values, attemptedAt: null, passedAt: null, consumedAt: null },
    })
}

/**
 * Records the one try of a live challenge and returns the answer to judge it against; null when
 * there is none, it has expired, or it was tried already (a second try finds no row).
 */
export async function claimTry(db: DbOrTx, uuid: string, type: string, now: Date) {
  const rows = await db
    .update(sliderChallenges)
    .set({ attemptedAt: now })
    .where(
      and(
        eq(sliderChallenges.uuid, uuid),
        eq(sliderChallenges.type, type),
        isNull(sliderChallenges.attemptedAt),
        gt(sliderChallenges.expiresAt, now),
      ),
    )
    .returning({ x: sliderChallenges.xPos, y: sliderChallenges.yPos, createdAt: sliderChallenges.createdAt })
  return rows[0] ?? null
}

/**
 * Marks the claimed try as passed. Matching on `createdAt` and `attemptedAt` makes sure it is still
 * the same challenge: a new picture asked for in between replaces the row and voids this try.
 */
export async function markPassed(db: DbOrTx, uuid: string, type: string, createdAt: Date, now: Date) {
  const rows = await db
    .update(sliderChallenges)
    .set({ passedAt: now })
    .where(
      and(
        eq(sliderChallenges.uuid, uuid),
        eq(sliderChallenges.type, type),
        eq(sliderChallenges.createdAt, createdAt),
        eq(sliderChallenges.attemptedAt, now),
        isNull(sliderChallenges.passedAt),
      ),
    )
    .returning({ uuid: sliderChallenges.uuid })
  return rows.length === 1
}

/** Uses a pass: true once per passed, unexpired challenge. */
export async function consumePass(db: DbOrTx, uuid: string, type: string, now: Date) {
  const rows = await db
    .update(sliderChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(sliderChallenges.uuid, uuid),
        eq(sliderChallenges.type, type),
        isNotNull(sliderChallenges.passedAt),
        isNull(sliderChallenges.consumedAt),
        gt(sliderChallenges.expiresAt, now),
      ),
    )
    .returning({ uuid: sliderChallenges.uuid })
  return rows.length === 1
}

export async function findAnswer(db: DbOrTx, uuid: string, type: string) {
  const [row] = await db
    .select({ xPos: sliderChallenges.xPos, yPos: sliderChallenges.yPos })
    .from(sliderChallenges)
    .where(and(eq(sliderChallenges.uuid, uuid), eq(sliderChallenges.type, type)))
  return row ?? null
}
