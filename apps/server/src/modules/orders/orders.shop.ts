/**
 * The shop's side of its orders (docs/product/orders.md, "The shop's steps"), for the member who
 * owns the shop: the list by status, one order, ship it (carrier + tracking number in the
 * carrier's format) and verify a self-pickup's code. Another shop's order answers 404 33001 like a
 * missing one. Pickup codes allow 5 tries per order in 15 minutes (counted before the code is
 * compared, so parallel guesses cannot slip past the limit).
 */
import { timingSafeEqual } from 'node:crypto'
import type { Language, OrderCard, OrderDetail, OrderStatus, Page } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { type ShopRow, shopOfMember } from '../shops/index.ts'
import { carrierOpen, findCarrier } from './orders.carriers.ts'
import {
  carrierUnknown,
  notAShop,
  orderNotFound,
  orderState,
  pickupCodeWrong,
  pickupTries,
  trackingInvalid,
} from './orders.errors.ts'
import { pageShopOrders } from './orders.lists.repo.ts'
import { presentCards } from './orders.present.ts'
import { findShopOrder, itemsOf, type OrderRow } from './orders.repo.ts'
import { detailOf } from './orders.service.ts'
import { completeOrder, takeStep, tell } from './orders.steps.ts'

const PICKUP_TRIES = { max: 5, windowMs: 15 * 60 * 1000 }

async function shopOf(ctx: AppContext, memberId: number): Promise<ShopRow | null> {
  return shopOfMember(ctx.db, memberId)
}

async function shopOrder(db: AppContext['db'] | Tx, shop: ShopRow | null, sn: string): Promise<OrderRow> {
  const order = shop ? await findShopOrder(db, shop.id, sn) : null
  if (!order) throw orderNotFound()
  return order
}

export async function shopOrders(
  ctx: AppContext,
  memberId: number,
  query: { pageNumber: number; pageSize: number; status: 'ALL' | OrderStatus; sn?: string | undefined },
): Promise<Page<OrderCard>> {
  const shop = await shopOf(ctx, memberId)
  if (!shop) throw notAShop()
  const offset = (query.pageNumber - 1) * query.pageSize
  const filter = { status: query.status === 'ALL' ? null : query.status, sn: query.sn ?? null }
  const { rows, total } = await pageShopOrders(ctx.db, shop.id, filter, offset, query.pageSize)
  const items = await itemsOf(
    ctx.db,
    rows.map((r) => r.id),
  )
  return page(presentCards(rows, items, 'SELLER'), total, query.pageNumber, query.pageSize)
}

export async function shopOrderDetail(
  ctx: AppContext,
  memberId: number,
  sn: string,
  lang: Language,
): Promise<OrderDetail> {
  const order = await shopOrder(ctx.db, await shopOf(ctx, memberId), sn)
  return detailOf(ctx.db, order, 'SELLER', lang)
}

/** Ships an UNDELIVERED order (never a self-pickup one): DELIVERED with its carrier and tracking number. */
export async function shipOrder(
  ctx: AppContext,
  memberId: number,
  sn: string,
  body: { carrier: string; trackingNo: string },
  lang: Language,
): Promise<OrderDetail> {
  const shop = await shopOf(ctx, memberId)
  const carrier = findCarrier(body.carrier)
  const now = ctx.clock.now()
  const order = await ctx.db.transaction(async (tx) => {
    const found = await shopOrder(tx, shop, sn)
    if (!carrier || !carrierOpen(ctx, carrier)) throw carrierUnknown()
    if (!carrier.pattern.test(body.trackingNo)) throw trackingInvalid(carrier.example)
    if (found.way === 'PICKUP') throw orderState()
    const changes = { carrier: carrier.code, trackingNo: body.trackingNo, shippedAt: now }
    const shipped = await takeStep(
      tx,
      found,
      'SHIP',
      'SELLER',
      changes,
      now,
      `${carrier.code} ${body.trackingNo}`,
    )
    await tell(ctx, tx, 'order.shipped', shipped, 'SELLER', now)
    return shipped
  })
  return detailOf(ctx.db, order, 'SELLER', lang)
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Completes a TAKE order when the buyer's pickup code matches; the seller is paid. */
export async function verifyPickup(
  ctx: AppContext,
  memberId: number,
  sn: string,
  code: string,
  lang: Language,
): Promise<OrderDetail> {
  const shop = await shopOf(ctx, memberId)
  const found = await shopOrder(ctx.db, shop, sn)
  const now = ctx.clock.now()
  if (!(await ctx.limits.take(`order:pickup:${found.id}`, PICKUP_TRIES, now.getTime()))) throw pickupTries()
  const order = await ctx.db.transaction(async (tx) => {
    const current = await shopOrder(tx, shop, sn)
    if (current.status !== 'TAKE') throw orderState()
    if (!sameCode(current.pickupCode, code)) throw pickupCodeWrong()
    return completeOrder(ctx, tx, current, 'VERIFY_PICKUP', now)
  })
  await ctx.limits.reset(`order:pickup:${found.id}`)
  return detailOf(ctx.db, order, 'SELLER', lang)
}
