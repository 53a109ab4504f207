/**
 * Search's answers (docs/listings-api.md, `es`, `es/related`): cards built from goods' card data
 * (`CardRow`, read through goods' face, goods.cards.ts) with goods' listing label, and a page of
 * them with how the keyword matched.
 */
import { type GoodsCard, reviewAverage, type SearchInfo } from '@kaifong/contract'
import { page } from '../../lib/envelope.ts'
import { type CardRow, labelOf } from '../goods/index.ts'

/** One card, written out as one object literal: it runs for every row of every search. */
export function presentCard(row: CardRow, now: Date): GoodsCard {
  return {
    id: String(row.id),
    sellerId: String(row.sellerId),
    sellerName: row.sellerName,
    sellerFace: row.sellerFace,
    sellerScore: reviewAverage(row.sellerScoreSum, row.sellerReviewCount),
    sellerReviewCount: row.sellerReviewCount,
    goodsName: row.name,
    goodsPicture: row.cover,
    price: row.price,
    goodsStatus: row.goodsStatus,
    marketEnable: row.marketEnable,
    label: labelOf(row.marketEnable, row.closeTime, now),
    categoryId: String(row.categoryId),
    openTime: row.openTime?.toISOString() ?? null,
    closeTime: row.closeTime?.toISOString() ?? null,
    recommendPoint: row.recommendPoint,
    collectCount: row.collectCount,
    createTime: row.createdAt.toISOString(),
    placeStation: row.placeStation,
    placeDistrict: row.placeDistrict,
  }
}

export function presentCards(rows: readonly CardRow[], now: Date): GoodsCard[] {
  return rows.map((r) => presentCard(r, now))
}

/** A page of a search's cards, with how its keyword matched (null without a keyword). */
export function presentSearchPage(
  found: { rows: readonly CardRow[]; total: number; info: SearchInfo | null },
  pageNumber: number,
  pageSize: number,
  now: Date,
) {
  return Object.assign(page(presentCards(found.rows, now), found.total, pageNumber, pageSize), {
    searchInfo: found.info,
  })
}
