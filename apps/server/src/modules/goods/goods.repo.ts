/**
 * Shared reads of listings: the card columns (listing + seller) and lookups by id. The goods,
 * search, favourites and footprints modules build their queries on these.
 */
import type { MarketEnable } from '@kaifong/contract'
import { and, asc, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { goods, goodsImages, members } from '../../db/schema.ts'

export type GoodsRow = typeof goods.$inferSelect

/** What a card needs: the listing's summary and its seller's name and face. */
export const cardColumns = {
  id: goods.id,
  sellerId: goods.sellerId,
  sellerName: members.nickName,
  sellerFace: members.face,
  name: goods.name,
  cover: goods.cover,
  price: goods.price,
  goodsStatus: goods.goodsStatus,
  marketEnable: goods.marketEnable,
  categoryId: goods.categoryId,
  openTime: goods.openTime,
  closeTime: goods.closeTime,
  recommendPoint: goods.recommendPoint,
  collectCount: goods.collectCount,
  createdAt: goods.createdAt,
}
export type CardRow = {
  id: number
  sellerId: number
  sellerName: string
  sellerFace: string
  name: string
  cover: string
  price: string
  goodsStatus: number
  marketEnable: MarketEnable
  categoryId: number
  openTime: Date | null
  closeTime: Date | null
  recommendPoint: number
  collectCount: number
  createdAt: Date
}

/** `select cards from goods join members`; add where/order/limit. */
export function selectCards(db: DbOrTx) {
  return db.select(cardColumns).from(goods).innerJoin(members, eq(members.id, goods.sellerId))
}

/** Listed and not expired: what buyers can find (`now` may be a prepared statement's placeholder). */
export function liveWhere(now: Date | Placeholder): SQL {
  return and(eq(goods.marketEnable, 'UPPER'), isNull(goods.deletedAt), gt(goods.closeTime, now)) as SQL
}

export async function findGoods(db: DbOrTx, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), isNull(goods.deletedAt)))
    .limit(1)
  return row
}

/** The row locked for an update (state changes, payments). */
export async function findGoodsForUpdate(db: DbOrTx, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), isNull(goods.deletedAt)))
    .limit(1)
    .for('update')
  return row
}

export async function findCard(db: DbOrTx, id: number): Promise<CardRow | undefined> {
  const [row] = await selectCards(db)
    .where(and(eq(goods.id, id), isNull(goods.deletedAt)))
    .limit(1)
  return row
}

/** The search vector from lexemes, verbatim (see lib/search-text.ts; lexemes never hold spaces). */
export function vectorOf(lexemes: string[]): SQL {
  return sql`array_to_tsvector(string_to_array(${lexemes.join(' ')}::text, ' '))`
}

export type GoodsImageRow = typeof goodsImages.$inferSelect

// The listing detail's reads, on every view of a listing (db/prepared.ts).
const statements = preparedPer((db) => ({
  // Spelled out: inside a select list Drizzle leaves columns unqualified. A visitor's `viewer` is
  // null, which no favourite matches.
  withSeller: db
    .select({
      row: goods,
      sellerName: members.nickName,
      sellerFace: members.face,
      favourited: sql<boolean>`exists (select 1 from favourites f
        where f.member_id = ${sql.placeholder('viewer')}::bigint and f.goods_id = goods.id)`,
    })
    .from(goods)
    .innerJoin(members, eq(members.id, goods.sellerId))
    .where(and(eq(goods.id, sql.placeholder('id')), isNull(goods.deletedAt)))
    .limit(1)
    .prepare('goods_with_seller'),
  images: db
    .select()
    .from(goodsImages)
    .where(eq(goodsImages.goodsId, sql.placeholder('id')))
    .orderBy(asc(goodsImages.position))
    .prepare('goods_images'),
}))

/** The listing with its seller's name and face, and whether `viewerId` has it among their favourites. */
export async function findWithSeller(
  db: DbOrTx,
  id: number,
  viewerId: number | null,
): Promise<{ row: GoodsRow; sellerName: string; sellerFace: string; favourited: boolean } | undefined> {
  const [found] = await statements(db).withSeller.execute({ id, viewer: viewerId })
  return found
}

export function imagesOf(db: DbOrTx, goodsId: number): Promise<GoodsImageRow[]> {
  return statements(db).images.execute({ id: goodsId })
}
