/** Browsing history rows: one per member and listing, its time moved forward on each view. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { footprints, goods, members } from '../../db/schema.ts'
import { type CardRow, cardColumns } from '../goods/index.ts'

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

export type FootprintRow = CardRow & { viewedAt: Date }

/** A member's history, latest view first (footprints_member_idx order), without deleted listings. */
export async function pageFootprints(
  db: DbOrTx,
  memberId: number,
  offset: number,
  limit: number,
): Promise<{ rows: FootprintRow[]; total: number }> {
  const where = and(eq(footprints.memberId, memberId), isNull(goods.deletedAt))
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, viewedAt: footprints.viewedAt })
      .from(footprints)
      .innerJoin(goods, eq(goods.id, footprints.goodsId))
      .innerJoin(members, eq(members.id, goods.sellerId))
      .where(where)
      .orderBy(sql`${footprints.viewedAt} desc nulls last`, desc(footprints.goodsId))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(footprints)
      .innerJoin(goods, eq(goods.id, footprints.goodsId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Always scoped to the member: another member's rows can never match. */
export async function deleteFootprints(db: DbOrTx, memberId: number, goodsIds: number[] | 'all') {
  const mine = eq(footprints.memberId, memberId)
  await db
    .delete(footprints)
    .where(goodsIds === 'all' ? mine : and(mine, inArray(footprints.goodsId, goodsIds)))
}
