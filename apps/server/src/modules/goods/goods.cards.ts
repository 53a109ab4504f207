/**
 * Live listings for other modules' lists (search's browsing, keyword pages, related listings and
 * suggestions): goods owns what a card holds (the listing and its seller) and what "live" means
 * (listed, not expired, not hidden); the caller adds its own conditions on the listing's columns,
 * its order and paging, and prepares the statement, so each list stays one statement. Favourites,
 * footprints, saved searches and the share pages join the same card columns and live condition.
 */
import type { HkDistrict, MarketEnable, MtrStationId } from '@kaifong/contract'
import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client.ts'
import { goods, members } from '../../db/schema.ts'

/** What a card needs: the listing's summary and its seller's name, face and review totals. */
export const cardColumns = {
  id: goods.id,
  sellerId: goods.sellerId,
  sellerName: members.nickName,
  sellerFace: members.face,
  sellerReviewCount: members.reviewCount,
  sellerScoreSum: members.reviewScoreSum,
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
  /** The first station and district a listing meets at (null when none: arrays start at 1). */
  placeStation: sql<MtrStationId | null>`${goods.meetupStations}[1]`,
  placeDistrict: sql<HkDistrict | null>`${goods.meetupAreas}[1]`,
}
export type CardRow = {
  id: number
  sellerId: number
  sellerName: string
  sellerFace: string
  sellerReviewCount: number
  sellerScoreSum: number
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
  placeStation: MtrStationId | null
  placeDistrict: HkDistrict | null
}

/** `select cards from goods join members`; add where/order/limit. */
export function selectCards(db: DbOrTx) {
  return db.select(cardColumns).from(goods).innerJoin(members, eq(members.id, goods.sellerId))
}

/**
 * Listed, not expired and not hidden (held after reports, or its seller banned: docs/admin.md):
 * what buyers can find in every list (`now` may be a prepared statement's placeholder).
 */
export function liveWhere(now: Date | Placeholder): SQL {
  return and(
    eq(goods.marketEnable, 'UPPER'),
    isNull(goods.deletedAt),
    gt(goods.closeTime, now),
    isNull(goods.hiddenAt),
  ) as SQL
}

/** Cards of the live listings meeting `conditions` (`now` may be a placeholder). */
export function liveCards(db: DbOrTx, now: Date | Placeholder, ...conditions: SQL[]) {
  return selectCards(db).where(and(liveWhere(now), ...conditions) as SQL)
}

/** `columns` of the live listings meeting `conditions`, from goods alone. */
export function liveListings<T extends SelectedFields>(
  db: DbOrTx,
  columns: T,
  now: Date | Placeholder,
  ...conditions: SQL[]
) {
  return db
    .select(columns)
    .from(goods)
    .where(and(liveWhere(now), ...conditions) as SQL)
}

/** Cards of the live listings a subquery `p(id, n)` names, in its order `n`. */
export function liveCardsOf(db: DbOrTx, source: SQL, now: Date | Placeholder) {
  const page = db
    .select({ id: sql<number>`p.id`.as('page_id'), n: sql<number>`p.n`.as('page_n') })
    .from(source)
    .as('page')
  return selectCards(db).innerJoin(page, eq(page.id, goods.id)).where(liveWhere(now)).orderBy(page.n)
}
