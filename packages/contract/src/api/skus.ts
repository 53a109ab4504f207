/**
 * A shop listing's SKUs (docs/product/shop-goods.md; docs/listings-api.md): the sell
 * form's `skus` array, the stock-only edit, and what the detail page shows of each SKU. The web's
 * SKU editor validates with these same schemas.
 */

import { moneyText, parseMoney } from '../money.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { idSchema, wholeNumber } from './common.ts'

/** SKUs a shop listing may have, and spec dimensions (e.g. colour × size) each may vary in. */
export const SKU_MAX = 50
export const SKU_SPECS_MAX = 2
/** A dimension's name ("顏色") and its value ("黑色"), in characters. */
export const SKU_SPEC_NAME_MAX = 20
export const SKU_SPEC_VALUE_MAX = 30
/** Units of one SKU a shop may hold for sale. */
export const SKU_STOCK_MAX = 99_999

/**
 * A SKU's price: exact HK$ with the listing prices' limits (docs/product/validation.md#listings),
 * and more than zero (a shop sells nothing for free).
 */
export const skuPriceSchema = z
  .union([z.string(), z.number()], { error: 'goods.price.required' })
  .transform((v, ctx) => {
    const r = parseMoney(v)
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: `goods.price.${r.error}` })
      return z.NEVER
    }
    if (r.money <= 0n) {
      ctx.addIssue({ code: 'custom', message: 'sku.price.zero' })
      return z.NEVER
    }
    return moneyText(r.money)
  })

/** Whole units, 0 to SKU_STOCK_MAX: "-1", "1.5", "1e3" and 100000 are refused. */
export const skuStockSchema = wholeNumber('sku.stock.invalid', 0, SKU_STOCK_MAX)

export const skuSpecSchema = z.object({
  name: plainText('sku.spec.required')
    .trim()
    .min(1, { error: 'sku.spec.required' })
    .max(SKU_SPEC_NAME_MAX, { error: 'sku.spec.length' }),
  value: plainText('sku.spec.required')
    .trim()
    .min(1, { error: 'sku.spec.required' })
    .max(SKU_SPEC_VALUE_MAX, { error: 'sku.spec.length' }),
})
export type SkuSpecInput = z.infer<typeof skuSpecSchema>

export const skuInput = z.object({
  /** An existing SKU of the listing being edited; absent for a new one. */
  id: idSchema.optional(),
  specs: z.array(skuSpecSchema).max(SKU_SPECS_MAX, { error: 'sku.specs.max' }).default([]),
  price: skuPriceSchema,
  stock: skuStockSchema,
  /** One of the listing's photos (its media id or url), another upload of the seller's (media id), or '' for the cover. */
  image: plainText().trim().max(300, { error: 'sku.image.invalid' }).default(''),
})
export type SkuInput = z.input<typeof skuInput>

const specKey = (specs: SkuSpecInput[]) => JSON.stringify(specs.map((s) => [s.name, s.value]))
const dimensionsOf = (specs: SkuSpecInput[]) => JSON.stringify(specs.map((s) => s.name))

type SkuOut = z.output<typeof skuInput>
/**
 * Every SKU varies in the same dimensions, in the same order; no dimension twice in a SKU; no two
 * SKUs alike; an existing SKU named once.
 */
function checkSkus(skus: SkuOut[], ctx: z.RefinementCtx) {
  const dims = dimensionsOf(skus[0]?.specs ?? [])
  const seen = new Set<string>()
  const ids = new Set<string>()
  skus.forEach((sku, i) => {
    const names = sku.specs.map((s) => s.name)
    if (dimensionsOf(sku.specs) !== dims || new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: [i, 'specs'], message: 'sku.specs.dimensions' })
    }
    const key = specKey(sku.specs)
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'specs'], message: 'sku.specs.duplicate' })
    seen.add(key)
    if (sku.id !== undefined) {
      if (ids.has(sku.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'field.invalid' })
      ids.add(sku.id)
    }
  })
}

/** The sell form's SKUs of a shop listing: 1 to SKU_MAX. */
export const skusSchema = z
  .array(skuInput, { error: 'sku.required' })
  .min(1, { error: 'sku.required' })
  .max(SKU_MAX, { error: 'sku.max' })
  .superRefine(checkSkus)

/** PUT sku/stock: a stock count only, allowed while the listing is on the market. */
export const skuStockBody = z.object({ skuId: idSchema, stock: skuStockSchema })
export type SkuStockBody = z.input<typeof skuStockBody>

/** A live SKU as the detail page and the shop's editor show it. */
export const skuView = z.object({
  id: z.string(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  price: z.string(),
  stock: z.number().int(),
  /** The SKU's photo; '' when it shows the listing's cover. */
  image: z.string(),
})
export type SkuView = z.infer<typeof skuView>

/** What a listing's detail adds for shop goods (all empty or null for a member's one-off listing). */
export const shopGoodsFields = {
  /** The selling shop; null for a member's one-off listing. */
  storeId: z.string().nullable(),
  storeName: z.string(),
  storeLogo: z.string(),
  /** The live SKUs, in the seller's order. */
  skus: z.array(skuView),
  /** The SKU the page opens on: `skuId` of the query when it is a live SKU here, else the first in stock, else the first; null without SKUs. */
  skuId: z.string().nullable(),
}
