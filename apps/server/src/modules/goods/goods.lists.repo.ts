/** Pages of listing cards (popular, a seller's own, another member's) and the seller card's counts. */
import { type GoodsLabel, SEARCH_TOTAL_CAP } from '@kaifong/contract'
import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { goods, medalAwards } from '../../db/schema.ts'
import { type CardRow, liveWhere, selectCards } from './goods.cards.ts'

export interface Slice {
  offset: number
  limit: number
}

async function pageOf(db: DbOrTx, where: SQL, order: SQL[], slice: Slice) {
  const [rows, [total]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...order)
      .offset(slice.offset)
      .limit(slice.limit),
    db.select({ n: count() }).from(goods).where(where),
  ])
  return { rows: rows as CardRow[], total: total?.n ?? 0 }
}

/**
 * Most favourited, then most viewed: the order of goods_live_popular_idx (DESC NULLS LAST). The
 * total is counted up to SEARCH_TOTAL_CAP, as a search's: counting every live listing read the
 * whole index on every home page (docs/decisions.md, "The home page at scale").
 */
export async function popularPage(db: DbOrTx, now: Date, slice: Slice) {
  const where = liveWhere(now)
  const capped = db.select({ one: sql`1` }).from(goods).where(where).limit(SEARCH_TOTAL_CAP).as('capped')
  const [rows, [total]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(
        sql`${goods.collectCount} desc nulls last`,
        sql`${goods.viewCount} desc nulls last`,
        sql`${goods.id} desc nulls last`,
      )
      .offset(slice.offset)
      .limit(slice.limit),
    db.select({ n: count() }).from(capped),
  ])
  return { rows: rows as CardRow[], total: total?.n ?? 0 }
}

/** docs/product/states-and-notices.md labels as conditions (see labelOf in goods.present.ts). */
function labelWhere(label: GoodsLabel, now: Date): SQL {
  switch (label) {
    case 'LISTED':
      return and(eq(goods.marketEnable, 'UPPER'), gt(goods.closeTime, now)) as SQL
    case 'EXPIRED':
      return and(
        eq(goods.marketEnable, 'UPPER'),
        or(isNull(goods.closeTime), lte(goods.closeTime, now)),
      ) as SQL
    case 'UNLISTED':
      return eq(goods.marketEnable, 'DOWN')
    case 'SOLD':
      return eq(goods.marketEnable, 'SOLD_OUT')
    case 'EVALUATED':
      return eq(goods.marketEnable, 'SOLD_OUT_DOWN')
  }
}

/** The seller's own listings in every state but deleted, newest first (goods_seller_idx). */
export function ownPage(
  db: DbOrTx,
  sellerId: number,
  label: GoodsLabel | undefined,
  now: Date,
  slice: Slice,
) {
  const conditions = [eq(goods.sellerId, sellerId), isNull(goods.deletedAt)]
  if (label) conditions.push(labelWhere(label, now))
  return pageOf(db, and(...conditions) as SQL, [desc(goods.createdAt), desc(goods.id)], slice)
}

/** Another member's live listings, most recently listed first. */
export function livePageOf(db: DbOrTx, sellerId: number, now: Date, slice: Slice) {
  return pageOf(
    db,
    and(eq(goods.sellerId, sellerId), liveWhere(now)) as SQL,
    [desc(goods.openTime), desc(goods.id)],
    slice,
  )
}

export async function sellerCounts(db: DbOrTx, sellerId: number, now: Date) {
  const [[live], [medals]] = await Promise.all([
    db
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.sellerId, sellerId), liveWhere(now))),
    db.select({ n: count() }).from(medalAwards).where(eq(medalAwards.memberId, sellerId)),
  ])
  return { goodsCount: live?.n ?? 0, medalCount: medals?.n ?? 0 }
}
