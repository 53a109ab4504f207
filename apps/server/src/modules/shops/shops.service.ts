/**
 * A member's shop (docs/product/shops.md): the application from /shopEntry (one per member: a
 * refused one may be sent again, rewriting it), the public shop page, and the owner's settings and
 * pickup points. Another member's shop, or one that is not open, answers like a missing one; each
 * step is one transaction.
 */
import {
  ErrorCode,
  SHOP_ADDRESSES_MAX,
  type shopAddressBody,
  type shopApplyBody,
  type shopSettingsBody,
} from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { mediaOwnedBy } from '../media/index.ts'
import { findMemberById } from '../members/index.ts'
import {
  deleteAddress,
  findShopById,
  findShopOfMember,
  insertAddress,
  listAddressesOfShop,
  liveGoodsCounts,
  lockShop,
  type ShopAddressRow,
  type ShopRow,
  updateAddress,
  updateSettings,
  upsertApplication,
} from './shops.repo.ts'

export type { ShopAddressRow, ShopRow }

export const shopNotFound = () => new AppError(404, ErrorCode.SHOP_NOT_FOUND, 'shop.not.found')
const addressNotFound = () => new AppError(404, ErrorCode.SHOP_ADDRESS_NOT_FOUND, 'shop.address.not.found')
const imageUnknown = () => new AppError(400, ErrorCode.IMAGE_UNKNOWN, 'image.unknown')

/**
 * The url an image field stands for: the url the shop shows already (unchanged), '' (none, where
 * allowed), or the id of one of the member's own uploads (docs/errors.md 10014 otherwise).
 */
async function imageUrlOf(db: DbOrTx, memberId: number, ref: string, current: string): Promise<string> {
  if (ref === '' || (current !== '' && ref === current)) return ref
  const [media] = await mediaOwnedBy(db, memberId, [ref])
  if (!media) throw imageUnknown()
  return media.url
}

export function myApplication(ctx: AppContext, memberId: number): Promise<ShopRow | null> {
  return findShopOfMember(ctx.db, memberId)
}

/**
 * Sends the member's application: a banned member is refused (403 60002), an APPLYING, OPEN or
 * CLOSED one gets 409 31002 — also each loser of parallel first applications.
 */
export async function apply(
  ctx: AppContext,
  memberId: number,
  body: z.output<typeof shopApplyBody>,
): Promise<ShopRow> {
  return ctx.db.transaction(async (tx) => {
    const member = await findMemberById(tx, memberId)
    if (!member || member.deletedAt) throw shopNotFound()
    if (member.disabled)
      throw new AppError(403, ErrorCode.ACCOUNT_BANNED, 'auth.banned', { reason: member.banReason ?? '' })
    const current = await findShopOfMember(tx, memberId)
    if (current && current.status !== 'REFUSED') throw alreadyApplied()
    const logo = await imageUrlOf(tx, memberId, body.storeLogo, current?.logo ?? '')
    const row = await upsertApplication(
      tx,
      memberId,
      {
        name: body.storeName,
        logo,
        intro: body.storeDesc,
        brn: body.brn,
        contactName: body.linkName,
        contactPhone: body.linkPhone,
        district: body.district,
        pickupAddress: body.pickupAddress,
      },
      ctx.clock.now(),
    )
    if (!row) throw alreadyApplied()
    return row
  })
}

const alreadyApplied = () => new AppError(409, ErrorCode.SHOP_ALREADY_APPLIED, 'shop.already.applied')

export interface ShopView {
  shop: ShopRow
  goodsCount: number
}

/** An open shop whose owner is neither banned nor deleted; 404 31001 otherwise. */
async function visibleShop(db: DbOrTx, shopId: number): Promise<ShopRow> {
  const shop = await findShopById(db, shopId)
  if (shop?.status !== 'OPEN') throw shopNotFound()
  const owner = await findMemberById(db, shop.memberId)
  if (!owner || owner.disabled || owner.deletedAt) throw shopNotFound()
  return shop
}

/** An open shop's page. */
export async function shopPage(ctx: AppContext, shopId: number): Promise<ShopView> {
  const shop = await visibleShop(ctx.db, shopId)
  const counts = await liveGoodsCounts(ctx.db, [shop.id], ctx.clock.now())
  return { shop, goodsCount: counts.get(shop.id) ?? 0 }
}

/** An open shop's pickup points (the cart's self pickup), oldest first. */
export async function shopPickups(ctx: AppContext, shopId: number): Promise<ShopAddressRow[]> {
  const shop = await visibleShop(ctx.db, shopId)
  return listAddressesOfShop(ctx.db, shop.id)
}

/** The member's OPEN shop, or 404 31001 (never applied, applying, refused or closed). */
async function ownOpenShop(db: DbOrTx, memberId: number, lock = false): Promise<ShopRow> {
  const found = await findShopOfMember(db, memberId)
  const shop = found && lock ? await lockShop(db, found.id) : found
  if (shop?.status !== 'OPEN') throw shopNotFound()
  return shop
}

type PickupBody = z.output<typeof shopAddressBody>

export interface OwnShop extends ShopView {
  addresses: ShopAddressRow[]
}

export async function myShop(ctx: AppContext, memberId: number): Promise<OwnShop> {
  const shop = await ownOpenShop(ctx.db, memberId)
  const [counts, addresses] = await Promise.all([
    liveGoodsCounts(ctx.db, [shop.id], ctx.clock.now()),
    listAddressesOfShop(ctx.db, shop.id),
  ])
  return { shop, goodsCount: counts.get(shop.id) ?? 0, addresses }
}

/** The owner's settings: logo, banner, description and fees (fields left out stay). */
export async function saveSettings(
  ctx: AppContext,
  memberId: number,
  body: z.output<typeof shopSettingsBody>,
): Promise<OwnShop> {
  await ctx.db.transaction(async (tx) => {
    const shop = await ownOpenShop(tx, memberId, true)
    const { storeLogo, banner, storeDesc, ...fees } = body
    const values = {
      ...fees,
      intro: storeDesc,
      logo: storeLogo === undefined ? undefined : await imageUrlOf(tx, memberId, storeLogo, shop.logo),
      banner: banner === undefined ? undefined : await imageUrlOf(tx, memberId, banner, shop.banner),
    }
    if (!(await updateSettings(tx, shop.id, values, ctx.clock.now()))) throw shopNotFound()
  })
  return myShop(ctx, memberId)
}

/** Adds a pickup point: at most SHOP_ADDRESSES_MAX live ones (409 31006), counted under the shop's lock. */
export async function addPickup(ctx: AppContext, memberId: number, body: PickupBody) {
  return ctx.db.transaction(async (tx) => {
    const shop = await ownOpenShop(tx, memberId, true)
    if ((await listAddressesOfShop(tx, shop.id)).length >= SHOP_ADDRESSES_MAX)
      throw new AppError(409, ErrorCode.SHOP_ADDRESS_LIMIT, 'shop.address.limit', { max: SHOP_ADDRESSES_MAX })
    return insertAddress(tx, shop.id, body, ctx.clock.now())
  })
}

export async function changePickup(ctx: AppContext, memberId: number, addressId: number, body: PickupBody) {
  return ctx.db.transaction(async (tx) => {
    const shop = await ownOpenShop(tx, memberId)
    const row = await updateAddress(tx, shop.id, addressId, body)
    if (!row) throw addressNotFound()
    return row
  })
}

export async function removePickup(ctx: AppContext, memberId: number, addressId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const shop = await ownOpenShop(tx, memberId)
    if (!(await deleteAddress(tx, shop.id, addressId, ctx.clock.now()))) throw addressNotFound()
  })
}
