/**
 * The checkout's choices (docs/product/cart.md, "Ways and fees", "Address and receipt"): each
 * shop's way and pickup point, the shipping address from the member's book, and the receipt. Only
 * shops with lines in the member's cart can be chosen for; another member's address answers as a
 * missing one.
 */

import type { cartReceiptBody } from '@kaifong/contract'
import {
  type CartReceiptBody,
  ErrorCode,
  moneyText,
  SHIPPING_WAYS,
  type ShippingWay,
} from '@kaifong/contract'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { addressesByIds } from '../addresses/index.ts'
import { findShopAddress, shopAddresses } from '../shops/index.ts'
import { isComplete, wayOf } from './cart.checkout.ts'
import { presentPickup } from './cart.present.ts'
import { priceOf } from './cart.price.ts'
import { readCart, type ShopGroup } from './cart.read.ts'
import { saveChoices, saveShipping, shippingOf } from './cart.repo.ts'

type Receipt = z.output<typeof cartReceiptBody>

export type { CartReceiptBody }

const notInCart = () => new AppError(404, ErrorCode.CART_SHOP_NOT_IN_CART, 'cart.shop.not.in.cart')
const wayUnavailable = () => new AppError(400, ErrorCode.CART_WAY_UNAVAILABLE, 'cart.way.unavailable')

/** GET shippingMethodList: per shop in the cart, each way with its fee for the ticked lines today. */
export async function shippingMethodList(ctx: AppContext, memberId: number) {
  const [groups, chosen] = await Promise.all([readCart(ctx.db, memberId), shippingOf(ctx.db, memberId)])
  return Promise.all(
    groups.map(async (g: ShopGroup) => {
      const points = await shopAddresses(ctx.db, g.shop.shopId)
      const lines = g.lines
        .filter((l) => l.row.checked && l.unavailable === null)
        .map((l) => ({ sku: l.sku, num: l.row.num }))
      const row = wayOf(chosen, g.shop.shopId)
      return {
        storeId: String(g.shop.shopId),
        storeName: g.shop.name,
        way: row?.way ?? ('DELIVERY' as const),
        pickupId: row?.way === 'PICKUP' && row.shopAddressId !== null ? String(row.shopAddressId) : null,
        freeShippingOver: g.shop.freeShippingOver,
        ways: SHIPPING_WAYS.map((way) => ({
          way,
          fee: moneyText(priceOf({ shop: g.shop, way, lines }).shippingFee),
          available: g.shop.open && (way !== 'PICKUP' || points.length > 0),
        })),
        pickups: points.map(presentPickup),
      }
    }),
  )
}

async function shopInCart(ctx: AppContext, memberId: number, storeId: number): Promise<ShopGroup> {
  const group = (await readCart(ctx.db, memberId)).find((g) => g.shop.shopId === storeId)
  if (!group) throw notInCart()
  return group
}

/**
 * PUT shippingMethod: how the shop's part travels. Self pickup needs a pickup point of the shop:
 * the one chosen before when it still exists, else the shop's first (storeAddress picks another).
 */
export async function chooseWay(ctx: AppContext, memberId: number, storeId: number, way: ShippingWay) {
  const group = await shopInCart(ctx, memberId, storeId)
  if (!group.shop.open) throw wayUnavailable()
  let pickupId: number | null = null
  if (way === 'PICKUP') {
    const points = await shopAddresses(ctx.db, storeId)
    const before = wayOf(await shippingOf(ctx.db, memberId), storeId)?.shopAddressId ?? null
    pickupId = points.find((p) => p.id === before)?.id ?? points[0]?.id ?? null
    if (pickupId === null) throw wayUnavailable()
  }
  const now = ctx.clock.now()
  await saveShipping(ctx.db, { memberId, shopId: storeId, way, shopAddressId: pickupId, now })
}

/** GET storeAddress: self pickup at this point, for the shop in the cart that has it. */
export async function choosePickup(ctx: AppContext, memberId: number, storeAddressId: number) {
  const groups = await readCart(ctx.db, memberId)
  for (const g of groups) {
    const point = await findShopAddress(ctx.db, g.shop.shopId, storeAddressId)
    if (!point) continue
    const now = ctx.clock.now()
    await saveShipping(ctx.db, {
      memberId,
      shopId: g.shop.shopId,
      way: 'PICKUP',
      shopAddressId: point.id,
      now,
    })
    return presentPickup(point)
  }
  throw new AppError(404, ErrorCode.CART_PICKUP_NOT_FOUND, 'cart.pickup.not.found')
}

/** POST shippingAddress: an address of the member's book that names a consignee and a mobile. */
export async function chooseAddress(ctx: AppContext, memberId: number, addressId: number) {
  const [address] = await addressesByIds(ctx.db, memberId, [addressId])
  if (!address) throw new AppError(404, ErrorCode.CART_ADDRESS_NOT_FOUND, 'cart.address.not.found')
  if (!isComplete(address))
    throw new AppError(400, ErrorCode.CART_ADDRESS_INCOMPLETE, 'cart.address.incomplete')
  await saveChoices(ctx.db, memberId, { addressId }, ctx.clock.now())
}

/** POST select/receipt: a receipt to a person or company by email, or none. */
export async function chooseReceipt(ctx: AppContext, memberId: number, body: Receipt) {
  const receipt = body.kind === 'NONE' ? null : { kind: body.kind, title: body.title, email: body.email }
  await saveChoices(ctx.db, memberId, { receipt }, ctx.clock.now())
  return receipt
}
