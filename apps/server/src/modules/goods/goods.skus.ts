/**
 * A shop listing's SKUs as the cart and orders see them (docs/product/shop-goods.md;
 * docs/product/cart.md): what is for sale and why not, and the stock an order takes and gives back.
 * The seller's SKU edits are goods.skus.write.ts.
 */
import type { DbOrTx } from '../../db/client.ts'
import type { SkuSpec } from '../../db/schema.ts'
import { findSkuSaleRows, giveBackSkuStock, type SkuSaleRow, takeSkuStock } from './goods.skus.repo.ts'

export type { SkuSpec } from '../../db/schema.ts'

/** Why a SKU cannot be bought now: its listing is not on the market, it is gone, or none are left. */
export type SkuUnavailable = 'DOWN' | 'DELETED' | 'NO_STOCK'

export interface SkuForSale {
  skuId: number
  goodsId: number
  /** The shop selling it; null for a member's one-off listing (never in a cart). */
  storeId: number | null
  sellerId: number
  goodsName: string
  specs: SkuSpec[]
  /** The spec values joined for a line of text ("Black / M"); '' without specs. */
  specsText: string
  /** The SKU's photo, else the listing's cover. */
  image: string
  /** Today's price, exact decimal text ("120.00"). */
  price: string
  stock: number
  unavailable: SkuUnavailable | null
}

export const specsText = (specs: readonly SkuSpec[]) => specs.map((s) => s.value).join(' / ')

function unavailableOf(r: SkuSaleRow): SkuUnavailable | null {
  if (r.goodsDeletedAt || r.skuDeletedAt) return 'DELETED'
  if (r.marketEnable !== 'UPPER' || r.hiddenAt) return 'DOWN'
  if (r.stock <= 0) return 'NO_STOCK'
  return null
}

function saleOf(r: SkuSaleRow): SkuForSale {
  return {
    skuId: r.skuId,
    goodsId: r.goodsId,
    storeId: r.storeId,
    sellerId: r.sellerId,
    goodsName: r.goodsName,
    specs: r.specs,
    specsText: specsText(r.specs),
    image: r.image || r.cover,
    price: r.price,
    stock: r.stock,
    unavailable: unavailableOf(r),
  }
}

/** The SKUs asked for that exist (removed ones too, marked), in the order asked, each once. */
export async function findSkusForSale(db: DbOrTx, skuIds: number[]): Promise<SkuForSale[]> {
  const ids = [...new Set(skuIds)].filter((id) => Number.isSafeInteger(id) && id > 0)
  const rows = new Map((await findSkuSaleRows(db, ids)).map((r) => [r.skuId, r]))
  return ids.flatMap((id) => {
    const r = rows.get(id)
    return r ? [saleOf(r)] : []
  })
}

function assertUnits(num: number) {
  if (!Number.isSafeInteger(num) || num <= 0) throw new RangeError(`not a number of units: ${num}`)
}

/**
 * Takes `num` units of the SKU for an order, in the caller's transaction: ONE conditional UPDATE
 * (enough stock, SKU not removed, listing on the market), so stock is never oversold. False when
 * it could not (the caller rolls back its order).
 */
export async function takeStock(tx: DbOrTx, skuId: number, num: number): Promise<boolean> {
  assertUnits(num)
  return takeSkuStock(tx, skuId, num)
}

/** Gives back `num` units an order took (cancelled, refunded), in the caller's transaction. */
export async function giveBackStock(tx: DbOrTx, skuId: number, num: number): Promise<void> {
  assertUnits(num)
  await giveBackSkuStock(tx, skuId, num)
}
