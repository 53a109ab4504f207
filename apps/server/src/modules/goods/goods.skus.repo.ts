/**
 * Reads and writes of a shop listing's SKUs (goods_skus; docs/product/shop-goods.md):
 * the rows for sale with their listing's state, the stock an order takes and gives back (each one
 * conditional UPDATE, so two buyers never take the same unit), and the seller's edits.
 */

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import type { SkuSpec } from '../../db/schema.ts'
import { goods, goodsSkus } from '../../db/schema.ts'

export type SkuRow = typeof goodsSkus.$inferSelect

/** A SKU with what the cart and orders read of its listing. */
export interface SkuSaleRow {
  skuId: number
  goodsId: number
  storeId: number | null
  sellerId: number
  goodsName: string
  cover: string
  specs: SkuSpec[]
  image: string
  price: string
  stock: number
  skuDeletedAt: Date | null
  goodsDeletedAt: Date | null
  marketEnable: string
  hiddenAt: Date | null
}

export async function findSkuSaleRows(db: DbOrTx, skuIds: number[]): Promise<SkuSaleRow[]> {
  if (skuIds.length === 0) return []
  return db
    .select({
      skuId: goodsSkus.id,
      goodsId: goodsSkus.goodsId,
      storeId: goods.storeId,
      sellerId: goods.sellerId,
      goodsName: goods.name,
      cover: goods.cover,
      specs: goodsSkus.specs,
      image: goodsSkus.image,
      price: goodsSkus.price,
      stock: goodsSkus.stock,
      skuDeletedAt: goodsSkus.deletedAt,
      goodsDeletedAt: goods.deletedAt,
      marketEnable: goods.marketEnable,
      hiddenAt: goods.hiddenAt,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(inArray(goodsSkus.id, skuIds))
}

/** The listing is on the market: listed, not deleted, not hidden (a shop listing never expires). */
const listingLive = sql`exists (select 1 from ${goods} g where g.id = ${goodsSkus.goodsId}
  and g.market_enable = 'UPPER' and g.deleted_at is null and g.hidden_at is null)`

/**
 * Takes `num` units: one conditional UPDATE, true when the row changed. Concurrent takers queue on
 * the row lock and each re-checks `stock >= num` on the row as the one before left it.
 */
export async function takeSkuStock(db: DbOrTx, skuId: number, num: number): Promise<boolean> {
  const rows = await db
    .update(goodsSkus)
    .set({ stock: sql`${goodsSkus.stock} - ${num}`, sold: sql`${goodsSkus.sold} + ${num}` })
    .where(
      and(
        eq(goodsSkus.id, skuId),
        sql`${goodsSkus.stock} >= ${num}`,
        isNull(goodsSkus.deletedAt),
        listingLive,
      ),
    )
    .returning({ id: goodsSkus.id })
  return rows.length > 0
}

/** Gives `num` units back (a cancelled or refunded order); a removed SKU gets them too, unseen. */
export async function giveBackSkuStock(db: DbOrTx, skuId: number, num: number): Promise<void> {
  await db
    .update(goodsSkus)
    .set({
      stock: sql`${goodsSkus.stock} + ${num}`,
      sold: sql`greatest(${goodsSkus.sold} - ${num}, 0)`,
    })
    .where(eq(goodsSkus.id, skuId))
}

/** The listing's SKUs not removed, in position order. */
export function liveSkusOf(db: DbOrTx, goodsId: number): Promise<SkuRow[]> {
  return db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, goodsId), isNull(goodsSkus.deletedAt)))
    .orderBy(asc(goodsSkus.position), asc(goodsSkus.id))
}

export type SkuValues = Pick<SkuRow, 'specs' | 'price' | 'stock' | 'image'>

/** New SKUs of a listing, each at its position in the seller's order. */
export async function insertSkus(
  db: DbOrTx,
  goodsId: number,
  skus: (SkuValues & { position: number })[],
  now: Date,
): Promise<void> {
  if (skus.length === 0) return
  await db.insert(goodsSkus).values(skus.map((s) => ({ ...s, goodsId, createdAt: now, updatedAt: now })))
}

export async function updateSku(
  db: DbOrTx,
  goodsId: number,
  skuId: number,
  values: SkuValues & { position: number },
  now: Date,
): Promise<void> {
  await db
    .update(goodsSkus)
    .set({ ...values, updatedAt: now })
    .where(and(eq(goodsSkus.id, skuId), eq(goodsSkus.goodsId, goodsId), isNull(goodsSkus.deletedAt)))
}

/** Removes SKUs softly: orders and carts still refer to their rows. */
export async function removeSkus(db: DbOrTx, goodsId: number, skuIds: number[], now: Date): Promise<void> {
  if (skuIds.length === 0) return
  await db
    .update(goodsSkus)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(goodsSkus.goodsId, goodsId), inArray(goodsSkus.id, skuIds), isNull(goodsSkus.deletedAt)))
}

/**
 * Sets a live SKU's stock, when the SKU is `sellerId`'s and neither it nor its listing is removed:
 * one statement. Undefined when no such SKU.
 */
export async function setSkuStock(
  db: DbOrTx,
  sellerId: number,
  skuId: number,
  stock: number,
  now: Date,
): Promise<SkuRow | undefined> {
  const [row] = await db
    .update(goodsSkus)
    .set({ stock, updatedAt: now })
    .where(
      and(
        eq(goodsSkus.id, skuId),
        isNull(goodsSkus.deletedAt),
        sql`exists (select 1 from ${goods} g where g.id = ${goodsSkus.goodsId}
          and g.seller_id = ${sellerId} and g.deleted_at is null and g.store_id is not null)`,
      ),
    )
    .returning()
  return row
}
