/**
 * Choosing a shop listing's SKU by its specs (docs/product/shop-goods.md, "SKUs"): every SKU
 * varies in the same dimensions (e.g. colour, then size), so the page shows one row of values per
 * dimension, in the seller's order, and a pick in one row keeps the other rows' values when such a
 * SKU exists.
 */
import type { SkuView } from '@kaifong/contract'

export interface Dimension {
  name: string
  values: string[]
}

/** The dimensions and their values, in the order the seller's SKUs first use them. */
export function dimensionsOf(skus: readonly SkuView[]): Dimension[] {
  const names = skus[0]?.specs.map((s) => s.name) ?? []
  return names.map((name, i) => {
    const values: string[] = []
    for (const sku of skus) {
      const value = sku.specs[i]?.value
      if (value !== undefined && !values.includes(value)) values.push(value)
    }
    return { name, values }
  })
}

/**
 * The SKU the page opens on: the link's `skuId` when it is one of these, else the server's choice
 * (the first in stock), else the first in stock, else the first.
 */
export function initialSku(skus: readonly SkuView[], fromLink: string | null, fromServer: string | null) {
  return (
    skus.find((s) => s.id === fromLink) ??
    skus.find((s) => s.id === fromServer) ??
    skus.find((s) => s.stock > 0) ??
    skus[0] ??
    null
  )
}

const valuesOf = (sku: SkuView) => sku.specs.map((s) => s.value)

/** The SKU with `current`'s values and `value` in dimension `index`, if the seller has it. */
export function skuWith(skus: readonly SkuView[], current: SkuView, index: number, value: string) {
  const wanted = valuesOf(current)
  wanted[index] = value
  return skus.find((s) => valuesOf(s).every((v, i) => v === wanted[i])) ?? null
}

/**
 * Picking `value` in dimension `index`: the SKU with the other rows' values kept when it exists,
 * else the first with that value (one in stock first).
 */
export function pick(skus: readonly SkuView[], current: SkuView, index: number, value: string): SkuView {
  const exact = skuWith(skus, current, index, value)
  if (exact) return exact
  const withValue = skus.filter((s) => s.specs[index]?.value === value)
  return withValue.find((s) => s.stock > 0) ?? withValue[0] ?? current
}

/** How a value's button reads beside the current choice: none such, sold out, or to be had. */
export function valueState(
  skus: readonly SkuView[],
  current: SkuView,
  index: number,
  value: string,
): 'missing' | 'soldOut' | 'ok' {
  const sku = skuWith(skus, current, index, value)
  if (!sku) return 'missing'
  return sku.stock > 0 ? 'ok' : 'soldOut'
}

/** "黑色 / M": the SKU's values, as a cart line shows them. */
export const specsText = (sku: SkuView) => valuesOf(sku).join(' / ')
