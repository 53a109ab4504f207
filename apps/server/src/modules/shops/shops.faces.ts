/**
 * What other modules ask of shops (docs/architecture.md, "Modules"): a member's shop, an open
 * shop, the fees checkout prices with, pickup points and the rating's scores.
 */
import type { HkDistrict } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import { scoreOf } from './shops.present.ts'
import {
  addScore,
  findAddressOfShop,
  findShopById,
  findShopOfMember,
  findShopsByIds,
  listAddressesOfShop,
  liveGoodsCounts,
  type ShopAddressRow,
  type ShopRow,
} from './shops.repo.ts'

export type { ShopAddressRow, ShopRow }

/** A shop as checkout prices it: fees as numeric(12,2) texts (parse with packages/contract money). */
export interface ShopFees {
  shopId: number
  memberId: number
  name: string
  logo: string
  deliveryFee: string
  lockerFee: string
  convenienceFee: string
  freeShippingOver: string | null
  open: boolean
}

/** The member's shop or application, in any status; null when they never applied. */
export function shopOfMember(db: DbOrTx, memberId: number): Promise<ShopRow | null> {
  return findShopOfMember(db, memberId)
}

/** The shop when it is OPEN; null when missing, applying, refused or closed. */
export async function findOpenShop(db: DbOrTx, shopId: number): Promise<ShopRow | null> {
  const shop = await findShopById(db, shopId)
  return shop?.status === 'OPEN' ? shop : null
}

export function feesOf(shop: ShopRow): ShopFees {
  return {
    shopId: shop.id,
    memberId: shop.memberId,
    name: shop.name,
    logo: shop.logo,
    deliveryFee: shop.deliveryFee,
    lockerFee: shop.lockerFee,
    convenienceFee: shop.convenienceFee,
    freeShippingOver: shop.freeShippingOver,
    open: shop.status === 'OPEN',
  }
}

/** The fees of each found shop by id (any status; `open` says whether it sells now). */
export async function shopsForCheckout(db: DbOrTx, shopIds: number[]): Promise<Map<number, ShopFees>> {
  const unique = [...new Set(shopIds)]
  const rows = await findShopsByIds(db, unique)
  return new Map(rows.map((row) => [row.id, feesOf(row)]))
}

/** The shop's live pickup point; null when missing, deleted or another shop's. */
export function findShopAddress(
  db: DbOrTx,
  shopId: number,
  shopAddressId: number,
): Promise<ShopAddressRow | null> {
  return findAddressOfShop(db, shopId, shopAddressId)
}

/** The shop's live pickup points, oldest first. */
export function shopAddresses(db: DbOrTx, shopId: number): Promise<ShopAddressRow[]> {
  return listAddressesOfShop(db, shopId)
}

/** Adds an order review's score (an integer 1–5) to the shop's rating, in the review's transaction. */
export async function addShopScore(tx: DbOrTx, shopId: number, score: number): Promise<void> {
  if (!Number.isInteger(score) || score < 1 || score > 5) throw new RangeError(`score ${score}`)
  await addScore(tx, shopId, score)
}

/** A shop as a list shows it (favourite shops). */
export interface ShopCard {
  id: number
  name: string
  logo: string
  district: HkDistrict
  /** The rating to one decimal, '' before the first review. */
  score: string
  goodsCount: number
}

/** Cards of the OPEN shops among `shopIds`, by id (others are left out). */
export async function shopCards(db: DbOrTx, shopIds: number[], now: Date): Promise<Map<number, ShopCard>> {
  const open = (await findShopsByIds(db, [...new Set(shopIds)])).filter((s) => s.status === 'OPEN')
  const counts = await liveGoodsCounts(
    db,
    open.map((s) => s.id),
    now,
  )
  return new Map(
    open.map((s) => [
      s.id,
      {
        id: s.id,
        name: s.name,
        logo: s.logo,
        district: s.district,
        score: scoreOf(s.scoreSum, s.reviewCount),
        goodsCount: counts.get(s.id) ?? 0,
      },
    ]),
  )
}
