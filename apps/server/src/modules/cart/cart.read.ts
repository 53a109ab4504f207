/**
 * The member's cart as the page and the checkout read it (docs/product/cart.md, "Lines"): each line
 * with its SKU as for sale today (goods' face), its shop (shops' face) and why it cannot be bought,
 * if it cannot; grouped by shop in the order of each shop's newest line.
 */
import type { CartUnavailable } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import { findSkusForSale, type SkuForSale } from '../goods/index.ts'
import { type ShopFees, shopsForCheckout } from '../shops/index.ts'
import { type CartLineRow, linesOf } from './cart.repo.ts'

export interface ReadLine {
  row: CartLineRow
  sku: SkuForSale
  unavailable: CartUnavailable | null
}

export interface ShopGroup {
  shop: ShopFees
  lines: ReadLine[]
}

/** Why the line cannot be bought now; null when it can. */
export function unavailableOf(
  sku: SkuForSale,
  shop: ShopFees | undefined,
  num: number,
): CartUnavailable | null {
  if (sku.unavailable) return sku.unavailable
  if (!shop?.open) return 'SHOP_CLOSED'
  if (num > sku.stock) return 'NOT_ENOUGH'
  return null
}

/**
 * The cart's lines grouped by shop. A line whose SKU is not a shop's (it never is: adding refuses
 * them) or whose shop is gone is left out.
 */
export async function readCart(db: DbOrTx, memberId: number): Promise<ShopGroup[]> {
  const rows = await linesOf(db, memberId)
  if (rows.length === 0) return []
  const skus = new Map(
    (
      await findSkusForSale(
        db,
        rows.map((r) => r.skuId),
      )
    ).map((s) => [s.skuId, s]),
  )
  const shopIds = [...skus.values()].flatMap((s) => (s.storeId === null ? [] : [s.storeId]))
  const shops = await shopsForCheckout(db, shopIds)
  const groups = new Map<number, ShopGroup>()
  for (const row of rows) {
    const sku = skus.get(row.skuId)
    const shop = sku?.storeId == null ? undefined : shops.get(sku.storeId)
    if (!sku || !shop) continue
    let group = groups.get(shop.shopId)
    if (!group) {
      group = { shop, lines: [] }
      groups.set(shop.shopId, group)
    }
    group.lines.push({ row, sku, unavailable: unavailableOf(sku, shop, row.num) })
  }
  return [...groups.values()]
}
