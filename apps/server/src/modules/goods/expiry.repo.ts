/** Claims of listings due for an expiry notice: a row is claimed once, by the UPDATE that sets its flag. */
import { and, asc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { goods } from '../../db/schema.ts'

export interface Claimed {
  id: number
  sellerId: number
  name: string
  cover: string
}

const claimedColumns = { id: goods.id, sellerId: goods.sellerId, name: goods.name, cover: goods.cover }
const listed = () => and(eq(goods.marketEnable, 'UPPER'), isNull(goods.deletedAt))

/**
 * Sets `flag` on up to `limit` rows matching `due` and returns them. The condition is repeated
 * on the UPDATE itself, so a row changed meanwhile (renewed, taken down) is re-checked, not claimed.
 */
function claim(db: DbOrTx, due: SQL, set: Partial<typeof goods.$inferInsert>, limit: number) {
  const batch = db.select({ id: goods.id }).from(goods).where(due).orderBy(asc(goods.closeTime)).limit(limit)
  return db
    .update(goods)
    .set(set)
    .where(and(due, inArray(goods.id, batch)))
    .returning(claimedColumns)
}

/** Listed, ending after now but by `until`, not yet warned. */
export function claimExpiringSoon(db: DbOrTx, now: Date, until: Date, limit: number): Promise<Claimed[]> {
  const due = and(
    listed(),
    gt(goods.closeTime, now),
    lte(goods.closeTime, until),
    isNull(goods.expirySoonNotifiedAt),
  ) as SQL
  return claim(db, due, { expirySoonNotifiedAt: now }, limit)
}

/** Listed, past its close time, not yet told. */
export function claimExpired(db: DbOrTx, now: Date, limit: number): Promise<Claimed[]> {
  const due = and(listed(), lte(goods.closeTime, now), isNull(goods.expiredNotifiedAt)) as SQL
  return claim(db, due, { expiredNotifiedAt: now }, limit)
}
