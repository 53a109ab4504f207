/**
 * The checkout (docs/product/cart.md, "Checkout"): the ticked lines grouped by shop, each shop's
 * part priced with today's SKU prices by `priceOf`, with the chosen way, pickup point, address and
 * receipt, and what stands in the way of ordering. Orders creates its orders from `checkoutOf` and
 * removes the ordered lines with `removeLines`, both in its own transaction.
 */
import { type Money, moneyOf } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { ReceiptRow, ShippingWay } from '../../db/schema.ts'
import { type AddressRow, addressesByIds, listAddresses } from '../addresses/index.ts'
import type { SkuForSale } from '../goods/index.ts'
import { findShopAddress, type ShopAddressRow, type ShopFees } from '../shops/index.ts'
import { priceOf } from './cart.price.ts'
import { readCart } from './cart.read.ts'
import {
  type CartLineRow,
  type CartShippingRow,
  choicesOf,
  deleteLines,
  markPricesSeen,
  shippingOf,
} from './cart.repo.ts'

export interface CheckoutLine {
  sku: SkuForSale
  num: number
  /** Today's unit price × num. */
  subtotal: Money
  row: CartLineRow
}

export interface CheckoutPart {
  shop: ShopFees
  way: ShippingWay
  /** The shop's pickup point when the way is PICKUP and one is chosen. */
  pickup: ShopAddressRow | null
  lines: CheckoutLine[]
  goodsPrice: Money
  shippingFee: Money
  discount: Money
  flowPrice: Money
}

export interface Checkout {
  parts: CheckoutPart[]
  /** The chosen address, else the default one; null when the book has neither. */
  address: AddressRow | null
  receipt: ReceiptRow | null
  /**
   * What stands in the way of ordering, empty when nothing does: NOTHING_CHECKED (no ticked line),
   * ADDRESS_MISSING or ADDRESS_INCOMPLETE (a part travels to the member and the address is missing
   * or lacks consignee or mobile), PICKUP_MISSING:<shopId> (self pickup without a point) and
   * LINE_UNAVAILABLE:<skuId> (a ticked line that cannot be bought now: untick or remove it).
   */
  problems: string[]
}

/** The way each shop's part travels: the member's choice, DELIVERY until one is made. */
export const wayOf = (rows: CartShippingRow[], shopId: number) => rows.find((r) => r.shopId === shopId)

async function addressOf(db: DbOrTx, memberId: number, addressId: number | null): Promise<AddressRow | null> {
  if (addressId !== null) {
    const [chosen] = await addressesByIds(db, memberId, [addressId])
    if (chosen) return chosen
  }
  const [first] = await listAddresses(db, memberId)
  return first?.isDefault ? first : null
}

export const isComplete = (a: AddressRow) => a.consignee.trim() !== '' && a.mobile.trim() !== ''

export async function checkoutOf(db: DbOrTx, memberId: number): Promise<Checkout> {
  const [groups, shipping, choices] = await Promise.all([
    readCart(db, memberId),
    shippingOf(db, memberId),
    choicesOf(db, memberId),
  ])
  const problems: string[] = []
  const parts: CheckoutPart[] = []
  for (const g of groups) {
    const ticked = g.lines.filter((l) => l.row.checked)
    for (const l of ticked) if (l.unavailable) problems.push(`LINE_UNAVAILABLE:${l.sku.skuId}`)
    const live = ticked.filter((l) => l.unavailable === null)
    if (live.length === 0) continue
    const chosen = wayOf(shipping, g.shop.shopId)
    const way = chosen?.way ?? 'DELIVERY'
    const pickupId = way === 'PICKUP' ? (chosen?.shopAddressId ?? null) : null
    const pickup = pickupId === null ? null : await findShopAddress(db, g.shop.shopId, pickupId)
    if (way === 'PICKUP' && !pickup) problems.push(`PICKUP_MISSING:${g.shop.shopId}`)
    const lines = live.map((l) => ({ sku: l.sku, num: l.row.num, row: l.row }))
    const priced = priceOf({ shop: g.shop, way, lines })
    parts.push({
      shop: g.shop,
      way,
      pickup,
      lines: lines.map((l, i) => ({ ...l, subtotal: priced.subtotals[i] ?? priced.goodsPrice })),
      goodsPrice: priced.goodsPrice,
      shippingFee: priced.shippingFee,
      discount: priced.discount,
      flowPrice: priced.flowPrice,
    })
  }
  if (parts.length === 0 && problems.length === 0) problems.push('NOTHING_CHECKED')
  const address = await addressOf(db, memberId, choices?.addressId ?? null)
  if (parts.some((p) => p.way !== 'PICKUP')) {
    if (!address) problems.push('ADDRESS_MISSING')
    else if (!isComplete(address)) problems.push('ADDRESS_INCOMPLETE')
  }
  return { parts, address, receipt: choices?.receipt ?? null, problems }
}

/** Removes the member's lines of `skuIds`, in the caller's transaction (orders, once ordered). */
export async function removeLines(tx: DbOrTx, memberId: number, skuIds: number[]): Promise<void> {
  await deleteLines(tx, memberId, skuIds)
}

/** The ticked lines whose price is not the one the member last saw (orders refuses to order them unseen). */
export function unseenPrices(checkout: Checkout): CheckoutLine[] {
  return checkout.parts
    .flatMap((p) => p.lines)
    .filter((l) => moneyOf(l.row.priceSeen) !== moneyOf(l.sku.price))
}

/**
 * GET checked: the checkout as the member sees it. Its prices are today's, so looking at it makes
 * them the seen ones, as looking at the cart does (docs/product/cart.md, "Price changes").
 */
export async function checkoutPage(db: DbOrTx, memberId: number): Promise<Checkout> {
  const checkout = await checkoutOf(db, memberId)
  const moved = unseenPrices(checkout).map((l) => ({ skuId: l.sku.skuId, price: l.sku.price }))
  if (moved.length > 0) await markPricesSeen(db, memberId, moved)
  return checkout
}
