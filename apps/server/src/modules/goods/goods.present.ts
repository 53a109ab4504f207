/** Listing rows → API shapes (cards; the detail presenter builds on these). */
import type { GoodsCard, GoodsLabel, MarketEnable } from '@kaifong/contract'
import type { CardRow } from './goods.repo.ts'

/** SPEC §4 labels: listed, expired (listed past its close time), unlisted, sold, evaluated. */
export function labelOf(marketEnable: string, closeTime: Date | null, now: Date): GoodsLabel {
  switch (marketEnable) {
    case 'UPPER':
      return closeTime && closeTime > now ? 'LISTED' : 'EXPIRED'
    case 'SOLD_OUT':
      return 'SOLD'
    case 'SOLD_OUT_DOWN':
      return 'EVALUATED'
    default:
      return 'UNLISTED'
  }
}

export function presentCard(row: CardRow, now: Date): GoodsCard {
  return {
    id: String(row.id),
    sellerId: String(row.sellerId),
    sellerName: row.sellerName,
    sellerFace: row.sellerFace,
    goodsName: row.name,
    goodsPicture: row.cover,
    price: row.price,
    goodsStatus: row.goodsStatus,
    marketEnable: row.marketEnable as MarketEnable,
    label: labelOf(row.marketEnable, row.closeTime, now),
    categoryId: String(row.categoryId),
    openTime: row.openTime?.toISOString() ?? null,
    closeTime: row.closeTime?.toISOString() ?? null,
    recommendPoint: row.recommendPoint,
    collectCount: row.collectCount,
    createTime: row.createdAt.toISOString(),
  }
}
