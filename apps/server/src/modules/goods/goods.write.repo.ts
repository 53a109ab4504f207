/**
 * Writes of listings: insert, content changes, state changes and views. The services call these
 * inside their transactions, with the row locked where a state or a payment depends on it.
 */
import { eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { goods, goodsImages, goodsViewDays } from '../../db/schema.ts'
import type { GoodsImageRow, GoodsRow } from './goods.repo.ts'

export type NewGoods = typeof goods.$inferInsert
/** What a seller's edit may change (content, never state or counters). */
export type GoodsContent = Pick<
  NewGoods,
  | 'categoryId'
  | 'categoryPath'
  | 'name'
  | 'intro'
  | 'goodsStatus'
  | 'severalInStock'
  | 'price'
  | 'tradingMethods'
  | 'addresses'
  | 'meetupStations'
  | 'meetupDistricts'
  | 'meetupNote'
  | 'meetupAreas'
  | 'contacts'
  | 'chatOnly'
  | 'cover'
>
/** State changes of the lifecycle; updatedAt is the listing's version and always moves forward. */
export type GoodsChange = Partial<
  Pick<
    NewGoods,
    | 'marketEnable'
    | 'openDays'
    | 'openTime'
    | 'closeTime'
    | 'recommendPoint'
    | 'expirySoonNotifiedAt'
    | 'expiredNotifiedAt'
    | 'deletedAt'
  >
> & { updatedAt: Date }
export type ImageValues = Omit<GoodsImageRow, 'goodsId' | 'position'>

/**
 * A new listing. Its search fields start empty: search computes them and they are written by
 * `setSearchFields` in the same transaction (goods.saved, docs/decisions.md "Search owns its text").
 */
export async function insertGoods(
  db: DbOrTx,
  values: Omit<NewGoods, 'searchText' | 'searchVector'>,
): Promise<GoodsRow> {
  const [row] = await db
    .insert(goods)
    .values({ ...values, searchText: '', searchVector: '' })
    .returning()
  if (!row) throw new Error('insert goods returned nothing')
  return row
}

/** Replaces the listing's images with `images`, in order (position 0 is the cover). */
export async function replaceImages(db: DbOrTx, goodsId: number, images: ImageValues[]): Promise<void> {
  await db.delete(goodsImages).where(eq(goodsImages.goodsId, goodsId))
  if (images.length === 0) return
  await db.insert(goodsImages).values(images.map((image, position) => ({ ...image, goodsId, position })))
}

export async function updateContent(
  db: DbOrTx,
  id: number,
  content: GoodsContent,
  updatedAt: Date,
): Promise<GoodsRow> {
  const [row] = await db
    .update(goods)
    .set({ ...content, updatedAt })
    .where(eq(goods.id, id))
    .returning()
  if (!row) throw new Error(`update goods ${id} returned nothing`)
  return row
}

/** The listing's search text and vector, as search computed them (`searchVector` a SQL expression). */
export async function setSearchFields(
  db: DbOrTx,
  id: number,
  fields: { searchText: string; searchVector: SQL },
): Promise<void> {
  await db
    .update(goods)
    // A SQL expression, not a value: drizzle sends it as is.
    .set({ searchText: fields.searchText, searchVector: fields.searchVector as unknown as string })
    .where(eq(goods.id, id))
}

export async function changeGoods(db: DbOrTx, id: number, change: GoodsChange): Promise<GoodsRow> {
  const [row] = await db.update(goods).set(change).where(eq(goods.id, id)).returning()
  if (!row) throw new Error(`change goods ${id} returned nothing`)
  return row
}

/**
 * Claims a member's view of a listing for a Hong Kong day: true the first time that day, false for
 * every repeat (docs/decisions.md, Listings). The key is the member and listing, so concurrent
 * twins wait for each other and only one of them moves the row to the new day.
 */
export async function claimDailyView(db: DbOrTx, memberId: number, goodsId: number, day: string) {
  const rows = await db
    .insert(goodsViewDays)
    .values({ memberId, goodsId, day })
    .onConflictDoUpdate({
      target: [goodsViewDays.memberId, goodsViewDays.goodsId],
      set: { day },
      setWhere: sql`${goodsViewDays.day} <> excluded.day`,
    })
    .returning({ goodsId: goodsViewDays.goodsId })
  return rows.length > 0
}

/** One more view; returns the new count. Not a content change, so the version stays. */
export async function addView(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(goods)
    .set({ viewCount: sql`${goods.viewCount} + 1` })
    .where(eq(goods.id, id))
    .returning({ viewCount: goods.viewCount })
  return row?.viewCount ?? 0
}

/** The next version of a locked row: now, or 1 ms past the last one when the clock has not moved. */
export function nextVersion(row: Pick<GoodsRow, 'updatedAt'>, now: Date): Date {
  return new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1))
}
