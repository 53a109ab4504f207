/**
 * A listing's market state as other modules move it (docs/product/states-and-notices.md): a sale
 * (SOLD_OUT) and its undoing (back to UPPER), the seller's review closing a sale (SOLD_OUT_DOWN),
 * an operator's takedown or deletion, a leaving member's listings, and the holds that keep a
 * listing out of search and browsing. Each change is one conditional UPDATE; where the caller's
 * decision depends on what it read, it holds the row lock (`lockGoods`) first. A state change gives
 * the row a new version (updatedAt); a hold does not. The seller's own tools are goods.lifecycle.ts.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { deals, goods } from '../../db/schema.ts'
import type { GoodsRow } from './goods.repo.ts'
import { nextVersion } from './goods.write.repo.ts'

/** What a trade or a review reads of the listing it locked. */
export type LockedGoods = Pick<
  GoodsRow,
  'id' | 'marketEnable' | 'closeTime' | 'deletedAt' | 'severalInStock' | 'updatedAt'
>
/** A locked row: its id, state and version. */
type Locked = Pick<GoodsRow, 'id' | 'marketEnable' | 'updatedAt'>

const lockedColumns = {
  id: goods.id,
  marketEnable: goods.marketEnable,
  closeTime: goods.closeTime,
  deletedAt: goods.deletedAt,
  severalInStock: goods.severalInStock,
  updatedAt: goods.updatedAt,
}

/**
 * The listing's row, locked: `update` by whoever changes what may be traded (accepting an offer,
 * cancelling a deal, the seller's review), `share` by offers, so an offer never lands on a listing
 * that is being sold at the same moment. Deleted rows too: the caller decides what they mean.
 */
export async function lockGoods(
  tx: Tx,
  id: number,
  mode: 'update' | 'share',
): Promise<LockedGoods | undefined> {
  const [row] = await tx.select(lockedColumns).from(goods).where(eq(goods.id, id)).limit(1).for(mode)
  return row
}

/**
 * Several listings' rows locked `update`, in id order (the rows are locked as the sort returns
 * them), so two callers that lock overlapping sets never wait on each other in a circle.
 */
export async function lockGoodsIn(tx: Tx, ids: number[]): Promise<LockedGoods[]> {
  if (ids.length === 0) return []
  return tx
    .select(lockedColumns)
    .from(goods)
    .where(inArray(goods.id, ids))
    .orderBy(asc(goods.id))
    .for('update')
}

/** Moves a locked row from `from` to `to` with a new version; false when it is not in `from`. */
async function move(
  tx: Tx,
  row: Locked,
  from: GoodsRow['marketEnable'],
  to: GoodsRow['marketEnable'],
  now: Date,
) {
  if (row.marketEnable !== from) return false
  const changed = await tx
    .update(goods)
    .set({ marketEnable: to, updatedAt: nextVersion(row, now) })
    .where(and(eq(goods.id, row.id), eq(goods.marketEnable, from)))
    .returning({ id: goods.id })
  return changed.length > 0
}

/** A single-stock listing sold by an accepted offer: UPPER → SOLD_OUT. False when it was not UPPER. */
export const markSold = (tx: Tx, row: Locked, now: Date) => move(tx, row, 'UPPER', 'SOLD_OUT', now)

/**
 * The deal of a sold single-stock listing was cancelled: SOLD_OUT → UPPER, with its old close
 * time (one whose time ran out shows as expired). False when it was not SOLD_OUT.
 */
export const markBackOnSale = (tx: Tx, row: Locked, now: Date) => move(tx, row, 'SOLD_OUT', 'UPPER', now)

/** The seller reviewed the buyer of a single-stock sale: SOLD_OUT → SOLD_OUT_DOWN. False when not SOLD_OUT. */
export const markSaleReviewed = (tx: Tx, row: Locked, now: Date) =>
  move(tx, row, 'SOLD_OUT', 'SOLD_OUT_DOWN', now)

/**
 * An operator took the listing off the market, as the seller's own takedown does (DOWN, no period
 * left), from any state but DOWN; a deleted one stays as it is. Answers the row changed, if any.
 */
export async function takeDownByOperator(
  tx: Tx,
  row: Locked & Pick<GoodsRow, 'deletedAt'>,
  now: Date,
): Promise<GoodsRow | undefined> {
  if (row.deletedAt || row.marketEnable === 'DOWN') return undefined
  const [changed] = await tx
    .update(goods)
    .set({
      marketEnable: 'DOWN',
      closeTime: null,
      expirySoonNotifiedAt: null,
      expiredNotifiedAt: null,
      updatedAt: nextVersion(row, now),
    })
    .where(and(eq(goods.id, row.id), ne(goods.marketEnable, 'DOWN'), isNull(goods.deletedAt)))
    .returning()
  return changed
}

/** An operator deleted the listing (soft: chats and reports still refer to it). Answers the row changed, if any. */
export async function deleteByOperator(
  tx: Tx,
  row: Locked & Pick<GoodsRow, 'deletedAt'>,
  now: Date,
): Promise<GoodsRow | undefined> {
  if (row.deletedAt) return undefined
  const [changed] = await tx
    .update(goods)
    .set({ deletedAt: now, updatedAt: nextVersion(row, now) })
    .where(and(eq(goods.id, row.id), isNull(goods.deletedAt)))
    .returning()
  return changed
}

/**
 * A leaving member's listings (account deletion, in its transaction): every one on the market is
 * taken down (DOWN: out of search, lists and its page), except a sold one whose deal stands, which
 * becomes SOLD_OUT_DOWN as after the seller's review; every one, deleted ones too, loses its
 * contact details. Each row gets a new version.
 */
export async function takeDownAllOf(db: DbOrTx, sellerId: number, now: Date): Promise<void> {
  // SET expressions all read the row as it was.
  const onMarket = sql`${goods.marketEnable} in ('UPPER', 'SOLD_OUT')`
  const soldAndKept = sql`${goods.marketEnable} = 'SOLD_OUT' and exists (select 1 from ${deals} d
    where d.goods_id = ${goods.id} and d.status = 'ACTIVE')`
  await db
    .update(goods)
    .set({
      marketEnable: sql`case when ${soldAndKept} then 'SOLD_OUT_DOWN' when ${onMarket} then 'DOWN'
        else ${goods.marketEnable} end`,
      closeTime: sql`case when ${onMarket} and not (${soldAndKept}) then null else ${goods.closeTime} end`,
      contacts: [],
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${goods.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(goods.sellerId, sellerId))
}

// ---- Holds: out of search and browsing while hidden, the market state unchanged ----

/**
 * Holds the listing for reports, unless it is hidden already (for reports, or because its seller
 * is banned). True when this call set the hold.
 */
export async function holdForReports(db: DbOrTx, goodsId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(goods)
    .set({ hiddenAt: now, hiddenReason: 'REPORTS' })
    .where(and(eq(goods.id, goodsId), isNull(goods.hiddenAt)))
    .returning({ id: goods.id })
  return rows.length > 0
}

/** Lifts the listing's hold for reports (a hold for a banned seller stays). Answers the row changed, if any. */
export async function releaseReportsHold(
  tx: Tx,
  row: Pick<GoodsRow, 'id' | 'hiddenReason'>,
): Promise<GoodsRow | undefined> {
  if (row.hiddenReason !== 'REPORTS') return undefined
  const [changed] = await tx
    .update(goods)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(and(eq(goods.id, row.id), eq(goods.hiddenReason, 'REPORTS')))
    .returning()
  return changed
}

/** Hides the banned seller's listed goods that are not hidden already (SELLER_BANNED); answers their ids. */
export async function holdSellerListings(db: DbOrTx, sellerId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(goods)
    .set({ hiddenAt: now, hiddenReason: 'SELLER_BANNED' })
    .where(
      and(
        eq(goods.sellerId, sellerId),
        eq(goods.marketEnable, 'UPPER'),
        isNull(goods.deletedAt),
        isNull(goods.hiddenAt),
      ),
    )
    .returning({ id: goods.id })
  return rows.map((r) => r.id)
}

/** Shows again what a seller's ban hid (a hold after reports stays); answers their ids. */
export async function releaseSellerListings(db: DbOrTx, sellerId: number): Promise<number[]> {
  const rows = await db
    .update(goods)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(and(eq(goods.sellerId, sellerId), eq(goods.hiddenReason, 'SELLER_BANNED')))
    .returning({ id: goods.id })
  return rows.map((r) => r.id)
}
