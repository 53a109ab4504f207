/**
 * The cart's lines (docs/product/cart.md, "Lines" and "Caps"): add, change the number, tick, remove,
 * clear, count, and the page's view. A line is one SKU of a shop's listing; its number is at most
 * CART_LINE_MAX (99) and at most the SKU's stock when it is set; a cart holds at most
 * CART_LINES_MAX lines. Adds run with the member's row locked, so the line limit holds under
 * concurrent adds and the line's number never passes its cap. Another member's line is never
 * reached (every query is the member's own): it answers as a missing one.
 */
import {
  CART_LINE_MAX,
  CART_LINES_MAX,
  type CartAddResult,
  type CartView,
  ErrorCode,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { findSkusForSale } from '../goods/index.ts'
import { lockMember } from '../members/index.ts'
import { shopsForCheckout } from '../shops/index.ts'
import { presentView, samePrice } from './cart.present.ts'
import { readCart } from './cart.read.ts'
import {
  addToLine,
  countLines,
  deleteLines,
  findLine,
  linesOf,
  markPricesSeen,
  setChecked,
  setLineNum,
} from './cart.repo.ts'

const skuNotFound = () => new AppError(404, ErrorCode.CART_SKU_NOT_FOUND, 'cart.sku.not.found')
export const lineNotFound = () => new AppError(404, ErrorCode.CART_LINE_NOT_FOUND, 'cart.line.not.found')

/** A line's cap: CART_LINE_MAX, and the SKU's stock (a line is never cut to nothing). */
const capOf = (stock: number) => Math.max(1, Math.min(CART_LINE_MAX, stock))

/**
 * POST (add): `num` units of a live shop SKU, added to the member's line of it (ticked, its seen
 * price today's), cut to the line's cap. A removed SKU, a one-off listing's or one not on the market
 * answers 404 as an unknown one; none in stock or a closed shop 409; one's own shop's goods 400.
 */
export async function addToCart(
  ctx: AppContext,
  memberId: number,
  skuId: number,
  num: number,
): Promise<CartAddResult> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw notFound()
    const [sku] = await findSkusForSale(tx, [skuId])
    if (!sku || sku.storeId === null || sku.unavailable === 'DELETED' || sku.unavailable === 'DOWN')
      throw skuNotFound()
    if (sku.sellerId === memberId) throw new AppError(400, ErrorCode.CART_OWN_GOODS, 'cart.own.goods')
    const shop = (await shopsForCheckout(tx, [sku.storeId])).get(sku.storeId)
    if (sku.unavailable || !shop?.open)
      throw new AppError(409, ErrorCode.CART_SKU_UNAVAILABLE, 'cart.sku.unavailable')
    const held = (await findLine(tx, memberId, skuId))?.num ?? 0
    if (held === 0 && (await countLines(tx, memberId)) >= CART_LINES_MAX)
      throw new AppError(409, ErrorCode.CART_FULL, 'cart.full', { max: CART_LINES_MAX })
    const cap = capOf(sku.stock)
    const total = await addToLine(tx, { memberId, skuId, num, cap, price: sku.price, now })
    return { skuId: String(skuId), num: total, capped: held + num > cap }
  })
}

/** POST sku/num/{skuId}: the line's number, cut to its cap (the SKU's stock while there is any). */
export async function setLineUnits(
  ctx: AppContext,
  memberId: number,
  skuId: number,
  num: number,
): Promise<CartAddResult> {
  const line = await findLine(ctx.db, memberId, skuId)
  if (!line) throw lineNotFound()
  const [sku] = await findSkusForSale(ctx.db, [skuId])
  const cap = sku && sku.stock > 0 ? capOf(sku.stock) : CART_LINE_MAX
  const units = Math.min(num, cap)
  if (!(await setLineNum(ctx.db, memberId, skuId, units, ctx.clock.now()))) throw lineNotFound()
  return { skuId: String(skuId), num: units, capped: units < num }
}

/** POST sku/checked/{skuId}: ticks or unticks one line. */
export async function checkLine(ctx: AppContext, memberId: number, skuId: number, checked: boolean) {
  if ((await setChecked(ctx.db, memberId, [skuId], checked, ctx.clock.now())) === 0) throw lineNotFound()
}

/** POST sku/checked: ticks or unticks every line. */
export async function checkAll(ctx: AppContext, memberId: number, checked: boolean): Promise<void> {
  await setChecked(ctx.db, memberId, null, checked, ctx.clock.now())
}

/** The member's lines of the shop's goods; 404 when the cart holds none. */
export async function shopLines(ctx: AppContext, memberId: number, storeId: number): Promise<number[]> {
  const rows = await linesOf(ctx.db, memberId)
  const skus = await findSkusForSale(
    ctx.db,
    rows.map((r) => r.skuId),
  )
  const ids = skus.filter((s) => s.storeId === storeId).map((s) => s.skuId)
  if (ids.length === 0) throw new AppError(404, ErrorCode.CART_SHOP_NOT_IN_CART, 'cart.shop.not.in.cart')
  return ids
}

/** POST store/{storeId}: ticks or unticks one shop's lines. */
export async function checkShop(ctx: AppContext, memberId: number, storeId: number, checked: boolean) {
  const ids = await shopLines(ctx, memberId, storeId)
  await setChecked(ctx.db, memberId, ids, checked, ctx.clock.now())
}

/** DELETE sku/remove: removes the lines; 404 when none of them is in the cart. */
export async function removeSkus(ctx: AppContext, memberId: number, skuIds: number[]): Promise<void> {
  if ((await deleteLines(ctx.db, memberId, skuIds)) === 0) throw lineNotFound()
}

/** DELETE: empties the cart (an empty one too). */
export async function clearCart(ctx: AppContext, memberId: number): Promise<void> {
  await deleteLines(ctx.db, memberId, null)
}

/** GET count: the number of lines (the badge shows 99+ above 99). */
export function cartCount(ctx: AppContext, memberId: number): Promise<number> {
  return countLines(ctx.db, memberId)
}

/**
 * GET all: the cart grouped by shop. A line whose price moved since the member last looked says so
 * once: looking makes today's price the seen one.
 */
export async function cartView(ctx: AppContext, memberId: number): Promise<CartView> {
  const groups = await readCart(ctx.db, memberId)
  const view = presentView(groups)
  const moved = groups
    .flatMap((g) => g.lines)
    .filter((l) => !samePrice(l.row.priceSeen, l.sku.price))
    .map((l) => ({ skuId: l.sku.skuId, price: l.sku.price }))
  if (moved.length > 0) await markPricesSeen(ctx.db, memberId, moved)
  return view
}
