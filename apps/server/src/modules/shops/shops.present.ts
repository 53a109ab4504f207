/** Shop rows → the API's shapes (packages/contract/src/api/shops.ts, admin/shops.ts): ids as strings, times as ISO 8601. */
import {
  reviewAverage,
  type ShopAddress,
  type ShopApplication,
  type ShopPage,
  type ShopSettings,
} from '@kaifong/contract'
import type { AdminShopDetail, AdminShopRow } from '@kaifong/contract/admin'
import type { ShopAddressRow, ShopRow } from './shops.repo.ts'
import type { ReviewRow } from './shops.review.repo.ts'

/** The average of the order reviews to one decimal ("4.7"); '' before the first review. */
export const scoreOf = reviewAverage

export function presentApplication(shop: ShopRow): ShopApplication {
  return {
    id: String(shop.id),
    status: shop.status,
    storeName: shop.name,
    storeLogo: shop.logo,
    storeDesc: shop.intro,
    brn: shop.brn,
    linkName: shop.contactName,
    linkPhone: shop.contactPhone,
    district: shop.district,
    pickupAddress: shop.pickupAddress,
    refuseReason: shop.refuseReason,
    createTime: shop.createdAt.toISOString(),
    reviewTime: shop.reviewedAt?.toISOString() ?? null,
  }
}

/** The shop opened when it was approved. */
export function presentShopPage(shop: ShopRow, goodsCount: number): ShopPage {
  return {
    id: String(shop.id),
    memberId: String(shop.memberId),
    storeName: shop.name,
    storeLogo: shop.logo,
    banner: shop.banner,
    storeDesc: shop.intro,
    district: shop.district,
    score: scoreOf(shop.scoreSum, shop.reviewCount),
    reviewCount: shop.reviewCount,
    goodsCount,
    createTime: (shop.reviewedAt ?? shop.createdAt).toISOString(),
  }
}

export function presentShopAddress(a: ShopAddressRow): ShopAddress {
  return { id: String(a.id), name: a.name, district: a.district, detail: a.detail, hours: a.hours }
}

export function presentShopSettings(
  shop: ShopRow,
  goodsCount: number,
  addresses: ShopAddressRow[],
): ShopSettings {
  return {
    ...presentShopPage(shop, goodsCount),
    status: shop.status,
    deliveryFee: shop.deliveryFee,
    lockerFee: shop.lockerFee,
    convenienceFee: shop.convenienceFee,
    freeShippingOver: shop.freeShippingOver,
    addresses: addresses.map(presentShopAddress),
  }
}

export function presentReviewRow(r: ReviewRow): AdminShopRow {
  return {
    id: String(r.id),
    status: r.status,
    storeName: r.name,
    storeLogo: r.logo,
    brn: r.brn,
    district: r.district,
    memberId: String(r.memberId),
    memberName: r.memberName,
    createTime: r.createdAt.toISOString(),
    reviewTime: r.reviewedAt?.toISOString() ?? null,
  }
}

export function presentReviewDetail(r: ReviewRow): AdminShopDetail {
  return {
    ...presentReviewRow(r),
    storeDesc: r.intro,
    linkName: r.contactName,
    linkPhone: r.contactPhone,
    pickupAddress: r.pickupAddress,
    refuseReason: r.refuseReason,
    reviewerName: r.reviewerName,
    memberDisabled: r.memberDisabled,
  }
}
