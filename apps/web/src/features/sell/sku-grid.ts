/**
 * A shop listing's SKU grid (docs/product/shop-goods.md): up to two spec dimensions (a name and its
 * values, e.g. 顏色: 黑 / 白) give the rows, one per combination (cartesian, at most SKU_MAX); each
 * row keeps its own price, stock and photo. Rows that survive a change of the values keep what was
 * typed in them, and their id, so editing updates those SKUs instead of adding new ones.
 */
import type { GoodsDetail, SkuView } from '@kaifong/contract'

export interface SkuDim {
  name: string
  values: string[]
}

export interface SkuRow {
  /** An existing SKU of the listing being edited. */
  id?: string
  specs: { name: string; value: string }[]
  price: string
  stock: string
  /** A photo of the listing (its media id, or the url it already shows), or '' for the cover. */
  image: string
}

const keyOf = (values: string[]) => JSON.stringify(values)

/** Every combination of the dimensions' values, in order; dimensions without values are left out. */
export function combinations(dims: readonly SkuDim[]): { name: string; value: string }[][] {
  let out: { name: string; value: string }[][] = [[]]
  for (const dim of dims) {
    if (dim.values.length === 0) continue
    out = out.flatMap((specs) => dim.values.map((value) => [...specs, { name: dim.name, value }]))
  }
  return out
}

/** How many rows the dimensions give. */
export const rowCount = (dims: readonly SkuDim[]) =>
  dims.reduce((n, d) => (d.values.length > 0 ? n * d.values.length : n), 1)

/**
 * The rows for `dims`: a combination that was there before (same values) keeps its row; a new one
 * starts empty. Renaming a dimension keeps the rows (only the names change).
 */
export function gridOf(dims: readonly SkuDim[], before: readonly SkuRow[]): SkuRow[] {
  const old = new Map(before.map((r) => [keyOf(r.specs.map((s) => s.value)), r]))
  return combinations(dims).map((specs) => {
    const was = old.get(keyOf(specs.map((s) => s.value)))
    return was ? { ...was, specs } : { specs, price: '', stock: '', image: '' }
  })
}

/** The dimensions a listing's SKUs vary in: the first SKU's names, values in order of appearance. */
export function dimsOf(skus: readonly { specs: { name: string; value: string }[] }[]): SkuDim[] {
  const names = skus[0]?.specs.map((s) => s.name) ?? []
  return names.map((name, i) => ({
    name,
    values: [...new Set(skus.map((sku) => sku.specs[i]?.value ?? ''))].filter((v) => v !== ''),
  }))
}

/** A saved SKU's photo url as the form's choice: the listing photo's id when it is one of them. */
function imageChoice(url: string, images: GoodsDetail['images']): string {
  if (url === '') return ''
  return images.find((i) => i.url === url || i.thumbnail === url)?.id ?? url
}

/** An edited shop listing's SKUs as rows (ids kept) and its dimensions. */
export function skusFromGoods(skus: readonly SkuView[], images: GoodsDetail['images']) {
  const rows: SkuRow[] = skus.map((s) => ({
    id: s.id,
    specs: s.specs,
    price: s.price,
    stock: String(s.stock),
    image: imageChoice(s.image, images),
  }))
  return { rows, dims: dimsOf(skus) }
}

/** A new shop listing starts with one row without specs. */
export const firstRows = (): SkuRow[] => [{ specs: [], price: '', stock: '', image: '' }]
