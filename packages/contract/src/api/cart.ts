/**
 * The cart and the checkout's choices (server module cart; docs/product/cart.md), base
 * /buyer/trade/carts. Amounts are exact decimal texts ("120.00"); every amount comes from the
 * server, never from these bodies.
 */

import { HK_DISTRICTS } from '../constants.ts'
import { EMAIL_PATTERN, plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { boolish, idSchema, listOf, wholeNumber } from './common.ts'

/** Units of one SKU a cart line may hold (and a line is capped at the SKU's stock too). */
export const CART_LINE_MAX = 99
/** Lines (distinct SKUs) a cart may hold. */
export const CART_LINES_MAX = 100
export const RECEIPT_TITLE_MAX = 100

/** How a shop's part travels (docs/product/cart.md, "Ways and fees"). */
export const SHIPPING_WAYS = ['DELIVERY', 'LOCKER', 'CONVENIENCE', 'PICKUP'] as const
export type ShippingWay = (typeof SHIPPING_WAYS)[number]

/**
 * Why a line cannot be bought now: the listing is not on the market (DOWN), it or the SKU was
 * removed (DELETED), none are left (NO_STOCK), fewer are left than the line holds (NOT_ENOUGH), or
 * the shop is not open (SHOP_CLOSED).
 */
export const CART_UNAVAILABLE = ['DOWN', 'DELETED', 'NO_STOCK', 'NOT_ENOUGH', 'SHOP_CLOSED'] as const
export type CartUnavailable = (typeof CART_UNAVAILABLE)[number]

/** A number of units: a whole number from 1 to CART_LINE_MAX ("0", "-1", "1.5", "1e9" refused). */
export const cartNumSchema = wholeNumber('cart.num.invalid', 1, CART_LINE_MAX)

/** POST (add): `num` units of `skuId`, added to the line when there is one. */
export const cartAddBody = z.object({ skuId: idSchema, num: cartNumSchema.default(1) })
export type CartAddBody = z.input<typeof cartAddBody>
/** POST sku/num/{skuId}: the line's new number of units. */
export const cartNumBody = z.object({ num: cartNumSchema })
/** POST sku/checked, sku/checked/{skuId}, store/{storeId}: tick or untick. */
export const cartCheckedBody = z.object({ checked: boolish })
/** DELETE sku/remove. */
export const cartRemoveBody = z.object({
  skuIds: listOf(idSchema).pipe(z.array(z.string()).min(1, { error: 'cart.skuIds.required' }).max(200)),
})
/** POST shippingAddress: an address of the member's book, with consignee and mobile. */
export const cartAddressBody = z.object({ addressId: idSchema })
export const shippingWaySchema = z.enum(SHIPPING_WAYS, { error: 'cart.way.invalid' })
/** PUT shippingMethod: how one shop's part travels. */
export const cartWayBody = z.object({ storeId: idSchema, way: shippingWaySchema })
/** GET storeAddress: the shop's pickup point (way PICKUP). */
export const cartPickupQuery = z.object({
  storeAddressId: idSchema,
  way: z.literal('PICKUP', { error: 'cart.way.invalid' }).default('PICKUP'),
})
/** POST select/receipt: an electronic receipt to a person or a company, or none (NONE). */
export const cartReceiptBody = z
  .object({
    kind: z.enum(['PERSONAL', 'COMPANY', 'NONE'], { error: 'receipt.kind.invalid' }),
    title: plainText().trim().max(RECEIPT_TITLE_MAX, { error: 'receipt.title.length' }).default(''),
    email: plainText().trim().toLowerCase().max(254, { error: 'email.invalid' }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'NONE') return
    if (v.title.length === 0)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'receipt.title.required' })
    if (!EMAIL_PATTERN.test(v.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'email.invalid' })
  })
export type CartReceiptBody = z.input<typeof cartReceiptBody>

export const cartLine = z.object({
  skuId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  specsText: z.string(),
  image: z.string(),
  /** Today's price of one unit. */
  price: z.string(),
  /** The price when the member last looked at the cart; `priceChanged` when it differs from today's. */
  priceSeen: z.string(),
  priceChanged: z.boolean(),
  num: z.number().int(),
  /** Units left to sell. */
  stock: z.number().int(),
  checked: z.boolean(),
  unavailable: z.enum(CART_UNAVAILABLE).nullable(),
  /** price × num. */
  subtotal: z.string(),
})
export type CartLine = z.infer<typeof cartLine>

export const cartShop = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  /** Every available line of the shop is ticked. */
  checked: z.boolean(),
  lines: z.array(cartLine),
})
export type CartShop = z.infer<typeof cartShop>

/** GET all: the cart grouped by shop; totals of the ticked available lines. */
export const cartView = z.object({
  shops: z.array(cartShop),
  /** Ticked available lines, their units, and their goods price. */
  checkedLines: z.number().int(),
  checkedNum: z.number().int(),
  goodsPrice: z.string(),
  /** Every available line is ticked (false for an empty cart). */
  allChecked: z.boolean(),
})
export type CartView = z.infer<typeof cartView>

/** POST add: the line as it now stands; `capped` when the number was cut to the line's cap. */
export const cartAddResult = z.object({ skuId: z.string(), num: z.number().int(), capped: z.boolean() })
export type CartAddResult = z.infer<typeof cartAddResult>

export const cartAddress = z.object({
  id: z.string(),
  name: z.string(),
  district: z.enum(HK_DISTRICTS),
  detail: z.string(),
  consignee: z.string(),
  mobile: z.string(),
})
export const pickupPoint = z.object({
  id: z.string(),
  name: z.string(),
  district: z.enum(HK_DISTRICTS),
  detail: z.string(),
  hours: z.string(),
})
export const receiptView = z.object({
  kind: z.enum(['PERSONAL', 'COMPANY']),
  title: z.string(),
  email: z.string(),
})

const amounts = {
  goodsPrice: z.string(),
  shippingFee: z.string(),
  /** 0.00 until coupons exist. */
  discount: z.string(),
  /** goodsPrice + shippingFee − discount. */
  flowPrice: z.string(),
}

export const checkoutPart = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  way: z.enum(SHIPPING_WAYS),
  pickup: pickupPoint.nullable(),
  lines: z.array(cartLine),
  ...amounts,
})

/** GET checked: what create/trade would order now, one part per shop. */
export const checkoutView = z.object({
  parts: z.array(checkoutPart),
  address: cartAddress.nullable(),
  receipt: receiptView.nullable(),
  num: z.number().int(),
  ...amounts,
  /** What stands in the way of ordering (docs/product/cart.md, "Checkout"); empty when none. */
  problems: z.array(z.string()),
})
export type CheckoutView = z.infer<typeof checkoutView>

export const shippingWayOption = z.object({
  way: z.enum(SHIPPING_WAYS),
  /** The fee for this shop's ticked lines today (0.00 when free over the shop's amount or PICKUP). */
  fee: z.string(),
  available: z.boolean(),
})
/** GET shippingMethodList: per shop in the cart, its ways, fees and pickup points, and the chosen way. */
export const shippingMethods = z.array(
  z.object({
    storeId: z.string(),
    storeName: z.string(),
    way: z.enum(SHIPPING_WAYS),
    pickupId: z.string().nullable(),
    freeShippingOver: z.string().nullable(),
    ways: z.array(shippingWayOption),
    pickups: z.array(pickupPoint),
  }),
)
