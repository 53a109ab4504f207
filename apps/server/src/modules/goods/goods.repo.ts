import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { goods, goodsImages, type Localized, members } from '../../db/schema.ts'
import { type CardRow, selectCards } from './goods.cards.ts'

export type GoodsRow = typeof goods.$inferSelect

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

export type GoodsImageRow = typeof goodsImages.$inferSelect

/** What a listing's detail page reads of it (not the search columns or the expiry job's marks). */
export type DetailRow = Pick<
  GoodsRow,
  | 'id'
  | 'sellerId'
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
  | 'marketEnable'
  | 'openDays'
  | 'openTime'
  | 'closeTime'
  | 'recommendPoint'
  | 'viewCount'
  | 'collectCount'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
  | 'storeId'
>
export type DetailImage = Pick<GoodsImageRow, 'mediaId' | 'url' | 'thumbnail' | 'width' | 'height'>

/** What the detail page reads of a listing, in one statement. */
export interface FoundDetail {
  row: DetailRow
  sellerName: string
  sellerFace: string
  sellerReviewCount: number
  sellerScoreSum: number
  /** Whether the viewer has the listing among their favourites. */
  favourited: boolean
  /** Whether the viewer has a verified phone, which revealing contacts needs (false for visitors). */
  viewerPhoneVerified: boolean
  /** In position order. */
  images: DetailImage[]
  /** The names of the categories on the listing's path, in all three languages (any order). */
  categoryNames: { id: number; name: Localized }[]
}

/** The detail as the statement writes it: one JSON object, times as ISO 8601 text. */
type DetailJson = Omit<DetailRow, 'openTime' | 'closeTime' | 'createdAt' | 'updatedAt' | 'deletedAt'> &
  Omit<FoundDetail, 'row'> & {
    openTime: string | null
    closeTime: string | null
    createdAt: string
    updatedAt: string
    deletedAt: string | null
  }

// The listing detail, on every view of a listing (db/prepared.ts): one statement for the listing,
// its seller, whether the viewer favourited it and has a verified phone (revealing contacts needs
// one), its images and its categories' names, so a view takes one round trip and one pooled
// connection. One JSON value rather than 28 columns: each
// column cost node-postgres and Drizzle more (describing, parsing and mapping it) than JSON.parse
// costs for the whole (docs/decisions.md, "Close to the limit on the server"). The price goes as
// text, as numeric columns do (exact, "1200.00"). Spelled out with table names: inside a select
// list Drizzle leaves columns unqualified. A visitor's `viewer` is null, which no favourite matches.
const statements = preparedPer((db) => ({
  detail: db
    .select({
      detail: sql<DetailJson>`json_build_object(
        'id', goods.id, 'sellerId', goods.seller_id, 'categoryId', goods.category_id,
        'categoryPath', goods.category_path, 'name', goods.name, 'intro', goods.intro,
        'goodsStatus', goods.goods_status, 'severalInStock', goods.several_in_stock,
        'price', goods.price::text, 'tradingMethods', goods.trading_methods,
        'addresses', goods.addresses, 'meetupStations', goods.meetup_stations,
        'meetupDistricts', goods.meetup_districts, 'meetupNote', goods.meetup_note,
        'meetupAreas', goods.meetup_areas, 'contacts', goods.contacts, 'chatOnly', goods.chat_only,
        'cover', goods.cover,
        'marketEnable', goods.market_enable, 'openDays', goods.open_days, 'openTime', goods.open_time,
        'closeTime', goods.close_time, 'recommendPoint', goods.recommend_point,
        'viewCount', goods.view_count, 'collectCount', goods.collect_count,
        'createdAt', goods.created_at, 'updatedAt', goods.updated_at, 'deletedAt', goods.deleted_at,
        'storeId', goods.store_id,
        'sellerName', members.nick_name, 'sellerFace', members.face,
        'sellerReviewCount', members.review_count, 'sellerScoreSum', members.review_score_sum,
        'favourited', exists (select 1 from favourites f
          where f.member_id = ${sql.placeholder('viewer')}::bigint and f.goods_id = goods.id),
        'viewerPhoneVerified', exists (select 1 from members v
          where v.id = ${sql.placeholder('viewer')}::bigint and v.phone_verified_at is not null),
        'images', coalesce((select json_agg(json_build_object('mediaId', i.media_id, 'url', i.url,
          'thumbnail', i.thumbnail, 'width', i.width, 'height', i.height) order by i.position)
          from goods_images i where i.goods_id = goods.id), '[]'::json),
        'categoryNames', coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name))
          from categories c where c.id = any(goods.category_path)), '[]'::json))`,
    })
    .from(goods)
    .innerJoin(members, eq(members.id, goods.sellerId))
    .where(and(eq(goods.id, sql.placeholder('id')), isNull(goods.deletedAt)))
    .limit(1)
    .prepare('goods_detail'),
  images: db
    .select()
    .from(goodsImages)
    .where(eq(goodsImages.goodsId, sql.placeholder('id')))
    .orderBy(asc(goodsImages.position))
    .prepare('goods_images'),
}))

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso))

/**
 * The listing with its seller's name and face, whether `viewerId` has it among their favourites,
 * its images and its categories' names.
 */
export async function findDetail(
  db: DbOrTx,
  id: number,
  viewerId: number | null,
): Promise<FoundDetail | undefined> {
  const [found] = await statements(db).detail.execute({ id, viewer: viewerId })
  if (!found) return undefined
  const j = found.detail
  return {
    row: {
      id: j.id,
      sellerId: j.sellerId,
      categoryId: j.categoryId,
      categoryPath: j.categoryPath,
      name: j.name,
      intro: j.intro,
      goodsStatus: j.goodsStatus,
      severalInStock: j.severalInStock,
      price: j.price,
      tradingMethods: j.tradingMethods,
      addresses: j.addresses,
      meetupStations: j.meetupStations,
      meetupDistricts: j.meetupDistricts,
      meetupNote: j.meetupNote,
      meetupAreas: j.meetupAreas,
      contacts: j.contacts,
      chatOnly: j.chatOnly,
      cover: j.cover,
      marketEnable: j.marketEnable,
      openDays: j.openDays,
      openTime: dateOrNull(j.openTime),
      closeTime: dateOrNull(j.closeTime),
      recommendPoint: j.recommendPoint,
      viewCount: j.viewCount,
      collectCount: j.collectCount,
      createdAt: new Date(j.createdAt),
      updatedAt: new Date(j.updatedAt),
      deletedAt: dateOrNull(j.deletedAt),
      storeId: j.storeId,
    },
    sellerName: j.sellerName,
    sellerFace: j.sellerFace,
    sellerReviewCount: j.sellerReviewCount,
    sellerScoreSum: j.sellerScoreSum,
    favourited: j.favourited,
    viewerPhoneVerified: j.viewerPhoneVerified,
    images: j.images,
    categoryNames: j.categoryNames,
  }
}

export function imagesOf(db: DbOrTx, goodsId: number): Promise<GoodsImageRow[]> {
  return statements(db).images.execute({ id: goodsId })
}
