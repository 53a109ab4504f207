/** Browsing history rows: one per member and listing, its time moved forward on each view. */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { footprints } from '../../db/schema.ts'

export async function recordFootprint(
  db: DbOrTx,
  memberId: number,
  goodsId: number,
  at: Date,
): Promise<void> {
  await db
    .insert(footprints)
    .values({ memberId, goodsId, viewedAt: at })
    .onConflictDoUpdate({
      target: [footprints.memberId, footprints.goodsId],
      set: { viewedAt: sql`excluded.viewed_at` },
    })
}
