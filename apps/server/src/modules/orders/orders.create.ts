/**
 * create/trade (docs/product/orders.md, "Checkout"): the ticked cart lines become one UNPAID order
 * per shop, in ONE transaction. Everything comes from the cart's choices priced by the server
 * (modules/cart `checkoutOf`): the body carries only a remark per shop, so a tampered price, fee,
 * discount or quantity changes nothing. Stock is taken line by line with one conditional UPDATE
 * each (modules/goods `takeStock`), in SKU id order so two checkouts never wait on each other in a
 * circle; if any line cannot get its stock, everything is rolled back (409 33007). A member's
 * checkouts take turns (an advisory lock), so one cart never makes two sets of orders.
 */
import { randomInt } from 'node:crypto'
import {
  addMoney,
  type CreateTradeResult,
  type createTradeBody,
  type Money,
  moneyFromCents,
  moneyOf,
  moneyText,
} from '@kaifong/contract'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { lockKey } from '../../lib/locks.ts'
import { type Checkout, type CheckoutPart, checkoutOf, removeLines, unseenPrices } from '../cart/index.ts'
import { findSkusForSale, takeStock } from '../goods/index.ts'
import { shopsForCheckout } from '../shops/index.ts'
import {
  addressIncomplete,
  addressMissing,
  lineUnavailable,
  nothingChecked,
  orderState,
  ownShop,
  pickupMissing,
  priceChanged,
  shopClosed,
  stockRanOut,
} from './orders.errors.ts'
import { insertItems, insertLog, insertOrder, type OrderItemRow, type OrderRow } from './orders.repo.ts'
import { orderSettings } from './orders.settings.ts'
import { needsAddress } from './orders.states.ts'
import { tell } from './orders.steps.ts'

type CreateTradeBody = z.output<typeof createTradeBody>

/** "O" or "T", the Hong Kong date, then 10 random digits: O202611231234567890. */
export function newSn(prefix: 'O' | 'T', now: Date): string {
  const random = `${randomInt(0, 100_000)}`.padStart(5, '0') + `${randomInt(0, 100_000)}`.padStart(5, '0')
  return `${prefix}${hkDay(now).replace(/-/g, '')}${random}`
}

/** The refusal for a line the cart says cannot be bought now: gone or down, its shop closed, or too few left. */
async function lineRefusal(tx: Tx, skuId: number) {
  const [sku] = await findSkusForSale(tx, [skuId])
  if (!sku || sku.unavailable || sku.storeId === null) return lineUnavailable(sku?.goodsName ?? '')
  const shop = (await shopsForCheckout(tx, [sku.storeId])).get(sku.storeId)
  if (!shop?.open) return shopClosed(shop?.name ?? '')
  return stockRanOut(sku.goodsName)
}

/**
 * Refuses a checkout that cannot become orders (modules/cart `Checkout.problems`): nothing ticked,
 * a ticked line not for sale, self pickup without a point, delivery without a complete address;
 * and one's own shop's goods.
 */
export async function refuseProblems(tx: Tx, checkout: Checkout, memberId: number): Promise<void> {
  const [kind, id] = (checkout.problems[0] ?? '').split(':')
  switch (kind) {
    case '':
      break
    case 'NOTHING_CHECKED':
      throw nothingChecked()
    case 'LINE_UNAVAILABLE':
      throw await lineRefusal(tx, Number(id))
    case 'PICKUP_MISSING':
      throw pickupMissing(checkout.parts.find((p) => p.shop.shopId === Number(id))?.shop.name ?? '')
    case 'ADDRESS_MISSING':
      throw addressMissing()
    case 'ADDRESS_INCOMPLETE':
      throw addressIncomplete()
    default:
      throw orderState()
  }
  if (checkout.parts.length === 0) throw nothingChecked()
  for (const part of checkout.parts) {
    if (part.shop.memberId === memberId) throw ownShop()
    if (!part.shop.open) throw shopClosed(part.shop.name)
    if (!needsAddress(part.way) && !part.pickup) throw pickupMissing(part.shop.name)
  }
  if (checkout.parts.some((p) => needsAddress(p.way)) && !checkout.address) throw addressMissing()
  // The buyer orders at the price they saw: a price changed since is shown before it is charged.
  const unseen = unseenPrices(checkout)[0]
  if (unseen) throw priceChanged(unseen.sku.goodsName)
}

async function takeAllStock(tx: Tx, checkout: Checkout): Promise<number[]> {
  const lines = checkout.parts.flatMap((p) => p.lines).sort((a, b) => a.sku.skuId - b.sku.skuId)
  for (const line of lines) {
    if (!(await takeStock(tx, line.sku.skuId, line.num))) throw stockRanOut(line.sku.goodsName)
  }
  return lines.map((l) => l.sku.skuId)
}

interface PartInput {
  memberId: number
  tradeSn: string
  checkout: Checkout
  remark: string
  payBefore: Date
  now: Date
}

async function insertPart(
  tx: Tx,
  part: CheckoutPart,
  input: PartInput,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const { checkout, now } = input
  const address = needsAddress(part.way) ? checkout.address : null
  const order = await insertOrder(tx, {
    sn: newSn('O', now),
    tradeSn: input.tradeSn,
    buyerId: input.memberId,
    shopId: part.shop.shopId,
    sellerId: part.shop.memberId,
    status: 'UNPAID',
    goodsPrice: moneyText(part.goodsPrice),
    shippingFee: moneyText(part.shippingFee),
    discount: moneyText(part.discount),
    flowPrice: moneyText(part.flowPrice),
    way: part.way,
    shipTo: address
      ? {
          consignee: address.consignee,
          mobile: address.mobile,
          district: address.district,
          detail: address.detail,
        }
      : null,
    pickup:
      part.way === 'PICKUP' && part.pickup
        ? {
            shopAddressId: part.pickup.id,
            name: part.pickup.name,
            district: part.pickup.district,
            detail: part.pickup.detail,
            hours: part.pickup.hours,
          }
        : null,
    receipt: checkout.receipt ?? null,
    remark: input.remark,
    payBefore: input.payBefore,
    createdAt: now,
    updatedAt: now,
  })
  const items = await insertItems(
    tx,
    part.lines.map((line) => ({
      orderId: order.id,
      goodsId: line.sku.goodsId,
      skuId: line.sku.skuId,
      goodsName: line.sku.goodsName,
      specs: line.sku.specsText,
      image: line.sku.image,
      price: line.sku.price,
      num: line.num,
      subtotal: moneyText(line.subtotal),
    })),
  )
  await insertLog(tx, { orderId: order.id, status: 'UNPAID', actor: 'BUYER', createdAt: now })
  return { order, items }
}

/** Turns the member's ticked cart lines into orders, one per shop (see the file's comment). */
export async function createTrade(
  ctx: AppContext,
  memberId: number,
  body: CreateTradeBody,
): Promise<CreateTradeResult> {
  const now = ctx.clock.now()
  const { payMinutes } = await orderSettings(ctx.db)
  const payBefore = new Date(now.getTime() + payMinutes * 60_000)
  const remarks = new Map(body.remark.map((r) => [Number(r.storeId), r.remark]))
  return ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'checkout', memberId)
    const checkout = await checkoutOf(tx, memberId)
    await refuseProblems(tx, checkout, memberId)
    const skuIds = await takeAllStock(tx, checkout)
    const tradeSn = newSn('T', now)
    const made: { order: OrderRow; items: OrderItemRow[]; shopName: string }[] = []
    for (const part of checkout.parts) {
      if (part.lines.length === 0) continue
      const remark = remarks.get(part.shop.shopId) ?? ''
      const input = { memberId, tradeSn, checkout, remark, payBefore, now }
      made.push({ ...(await insertPart(tx, part, input)), shopName: part.shop.name })
    }
    await removeLines(tx, memberId, skuIds)
    for (const m of made) {
      await tell(ctx, tx, 'order.created', m.order, 'BUYER', now, { items: m.items, shopName: m.shopName })
    }
    const total = made.reduce<Money>((sum, m) => addMoney(sum, moneyOf(m.order.flowPrice)), moneyFromCents(0))
    return {
      tradeSn,
      orders: made.map((m) => ({ sn: m.order.sn, flowPrice: m.order.flowPrice })),
      total: moneyText(total),
    }
  })
}
