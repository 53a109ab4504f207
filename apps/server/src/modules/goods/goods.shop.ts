/**
 * Shop goods (docs/product/shop-goods.md): a member whose shop is OPEN lists goods with
 * 1–50 SKUs through the same create and update as a one-off listing. A shop listing costs no coins
 * and never expires (it stays UPPER until the shop takes it down); its price is its lowest live
 * SKU's. SKUs are edited by id: named ones change, new ones are added, the rest are removed softly
 * (orders and carts keep referring to their rows).
 */
import { type createGoodsBody, ErrorCode, type GoodsDetail, moneyOf, type SkuView } from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { InputError } from '../../lib/validate.ts'
import { mediaOwnedBy } from '../media/index.ts'
import { type ShopRow, shopOfMember, shopsForCheckout } from '../shops/index.ts'
import { resolveContent, savedEvent } from './goods.content.ts'
import type { DetailRow } from './goods.repo.ts'
import {
  insertSkus,
  liveSkusOf,
  removeSkus,
  type SkuRow,
  type SkuValues,
  updateSku,
} from './goods.skus.repo.ts'
import { type GoodsContent, type ImageValues, insertGoods, replaceImages } from './goods.write.repo.ts'

/** A shop listing's close time: it never expires, and every "live" rule (close_time > now) holds. */
export const SHOP_CLOSE_TIME = new Date('9999-12-31T00:00:00.000Z')

type CreateGoods = z.output<typeof createGoodsBody>
type SkuBody = NonNullable<CreateGoods['skus']>[number]
export type Sku = SkuValues & { id?: number; position: number }

export const shopNotOpen = () => new AppError(403, ErrorCode.SKU_SHOP_NOT_OPEN, 'sku.shop.not.open')

/** The member's shop when it is OPEN; only an open shop lists shop goods. */
export async function openShopOf(db: DbOrTx, memberId: number): Promise<ShopRow> {
  const shop = await shopOfMember(db, memberId)
  if (shop?.status !== 'OPEN') throw shopNotOpen()
  return shop
}

/**
 * Each SKU's photo as a url: one of the listing's photos (named by media id, url or thumbnail),
 * another upload of the seller's (media id), or '' for the listing's cover.
 */
async function skuImages(
  db: DbOrTx,
  memberId: number,
  skus: SkuBody[],
  images: ImageValues[],
): Promise<string[]> {
  const ofListing = (ref: string) =>
    images.find((i) => ref === i.mediaId || ref === i.url || ref === i.thumbnail)
  const others = skus.map((s) => s.image).filter((ref) => ref !== '' && !ofListing(ref))
  const owned = new Map((await mediaOwnedBy(db, memberId, [...new Set(others)])).map((m) => [m.id, m.url]))
  return skus.map((s) => {
    if (s.image === '') return ''
    const url = ofListing(s.image)?.url ?? owned.get(s.image)
    if (url === undefined) throw new AppError(400, ErrorCode.SKU_IMAGE_INVALID, 'sku.image.invalid')
    return url
  })
}

async function resolveSkus(db: DbOrTx, memberId: number, skus: SkuBody[], images: ImageValues[]) {
  const urls = await skuImages(db, memberId, skus, images)
  return skus.map(
    (s, position): Sku => ({
      ...(s.id === undefined ? {} : { id: Number(s.id) }),
      specs: s.specs.map((spec) => ({ name: spec.name, value: spec.value })),
      price: s.price,
      stock: s.stock,
      image: urls[position] ?? '',
      position,
    }),
  )
}

/** The lowest of the SKUs' prices, as numeric text (compared as exact money). */
function lowestPrice(skus: Sku[]): string {
  let low = skus[0]?.price ?? '0.00'
  for (const s of skus) if (moneyOf(s.price) < moneyOf(low)) low = s.price
  return low
}

/** The listing's SKUs become `skus`: named ones change, new ones are added, the rest removed softly. */
export async function saveSkus(db: DbOrTx, goodsId: number, skus: Sku[], now: Date): Promise<void> {
  const live = new Set((await liveSkusOf(db, goodsId)).map((s) => s.id))
  for (const s of skus) {
    if (s.id !== undefined && !live.has(s.id)) throw new AppError(400, ErrorCode.SKU_UNKNOWN, 'sku.unknown')
  }
  const kept = new Set(skus.flatMap((s) => (s.id === undefined ? [] : [s.id])))
  await removeSkus(
    db,
    goodsId,
    [...live].filter((id) => !kept.has(id)),
    now,
  )
  for (const { id, ...values } of skus) if (id !== undefined) await updateSku(db, goodsId, id, values, now)
  await insertSkus(
    db,
    goodsId,
    skus.filter((s) => s.id === undefined),
    now,
  )
}

/**
 * Inside a shop listing's create or update transaction: checks the SKUs' photos and sets the
 * listing's price to the lowest SKU's; `saveSkus` writes them once the listing has its id.
 */
export async function prepareSkus(
  tx: DbOrTx,
  memberId: number,
  body: SkuBody[],
  resolved: { content: GoodsContent; images: ImageValues[] },
): Promise<Sku[]> {
  const skus = await resolveSkus(tx, memberId, body, resolved.images)
  resolved.content.price = lowestPrice(skus)
  resolved.content.severalInStock = true
  return skus
}

/**
 * Before a listing's update: a shop listing must carry SKUs and its shop be open; a one-off
 * listing never gets SKUs.
 */
export async function checkSkusForUpdate(
  db: DbOrTx,
  memberId: number,
  row: { storeId: number | null },
  skus: SkuBody[] | undefined,
): Promise<boolean> {
  if (row.storeId === null) {
    if (skus) throw new AppError(409, ErrorCode.SKU_ONE_OFF_LISTING, 'sku.one.off')
    return false
  }
  if (!skus) throw new InputError([{ path: 'skus', message: 'sku.required' }])
  await openShopOf(db, memberId)
  return true
}

/** Creates a shop listing: UPPER at once, for no coins, until the shop takes it down. Answers its id. */
export async function insertShopGoods(
  ctx: AppContext,
  memberId: number,
  body: CreateGoods & { skus: SkuBody[] },
): Promise<number> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const shop = await openShopOf(tx, memberId)
    const resolved = await resolveContent(tx, memberId, body)
    const skus = await prepareSkus(tx, memberId, body.skus, resolved)
    const row = await insertGoods(tx, {
      ...resolved.content,
      sellerId: memberId,
      storeId: shop.id,
      marketEnable: 'UPPER',
      openDays: 0,
      openTime: now,
      closeTime: SHOP_CLOSE_TIME,
      createdAt: now,
      updatedAt: now,
    })
    await saveSkus(tx, row.id, skus, now)
    await replaceImages(tx, row.id, resolved.images)
    await ctx.events.emit('goods.saved', savedEvent(tx, row.id, resolved.content))
    await ctx.events.emit('goods.published', { tx, memberId, goodsId: row.id, at: now })
    return row.id
  })
}

export function presentSku(s: SkuRow): SkuView {
  return {
    id: String(s.id),
    specs: s.specs.map((spec) => ({ name: spec.name, value: spec.value })),
    price: s.price,
    stock: s.stock,
    image: s.image,
  }
}

export type ShopGoodsParts = Pick<GoodsDetail, 'storeId' | 'storeName' | 'storeLogo' | 'skus' | 'skuId'>

const ONE_OFF: ShopGoodsParts = { storeId: null, storeName: '', storeLogo: '', skus: [], skuId: null }

/**
 * What the detail shows of a shop listing: its shop's name and logo, its live SKUs, and the SKU the
 * page opens on (`wanted` when it is one of them, else the first in stock, else the first).
 */
export async function shopPartsOf(
  db: DbOrTx,
  row: Pick<DetailRow, 'id' | 'storeId'>,
  wanted: number | null,
): Promise<ShopGoodsParts> {
  if (row.storeId === null) return ONE_OFF
  const [shops, skus] = await Promise.all([shopsForCheckout(db, [row.storeId]), liveSkusOf(db, row.id)])
  const shop = shops.get(row.storeId)
  const chosen = skus.find((s) => s.id === wanted) ?? skus.find((s) => s.stock > 0) ?? skus[0]
  return {
    storeId: String(row.storeId),
    storeName: shop?.name ?? '',
    storeLogo: shop?.logo ?? '',
    skus: skus.map(presentSku),
    skuId: chosen ? String(chosen.id) : null,
  }
}
