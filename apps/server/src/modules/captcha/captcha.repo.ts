/** Slider challenges: one per device uuid and purpose; each is tried once and its pass used once. */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
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

/** Records the one try; true when it passed. A second try of the same challenge finds no row. */
export async function tryChallenge(
  db: DbOrTx,
  uuid: string,
  type: string,
  xPos: number,
  tolerance: number,
  now: Date,
) {
  const rows = await db
    .update(sliderChallenges)
    .set({
      attemptedAt: now,
      passedAt: sql`case when abs(${sliderChallenges.xPos} - ${xPos}) <= ${tolerance} and ${sliderChallenges.expiresAt} > ${now} then ${now}::timestamptz end`,
    })
    .where(
      and(
        eq(sliderChallenges.uuid, uuid),
        eq(sliderChallenges.type, type),
        isNull(sliderChallenges.attemptedAt),
      ),
    )
    .returning({ passedAt: sliderChallenges.passedAt })
  return rows[0]?.passedAt != null
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
    .select({ xPos: sliderChallenges.xPos })
    .from(sliderChallenges)
    .where(and(eq(sliderChallenges.uuid, uuid), eq(sliderChallenges.type, type)))
  return row?.xPos ?? null
}
