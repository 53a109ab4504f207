/** Medal award rows: one per member and medal, never removed. */
import type { MEDAL_KEYS } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { medalAwards } from '../../db/schema.ts'

/** Every medal but the "more" placeholder, which nobody owns yet. */
export type AwardableMedal = Exclude<(typeof MEDAL_KEYS)[number], 'moreMedal'>

/** Inserts the award once; true when this call inserted it (a repeat or a concurrent twin: false). */
export async function insertAward(
  db: DbOrTx,
  memberId: number,
  medal: AwardableMedal,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(medalAwards)
    .values({ memberId, medal, ownedAt: at })
    .onConflictDoNothing()
    .returning({ medal: medalAwards.medal })
  return rows.length > 0
}

export function awardsOf(db: DbOrTx, memberId: number) {
  return db.select().from(medalAwards).where(eq(medalAwards.memberId, memberId))
}
