/**
 * Parcels and carriers (docs/product/orders.md, "Carriers and traces"): the carriers list
 * (GET /buyer/other/logistics), a shipped order's traces (getTraces) and its packages
 * (getPackage: one parcel per order, with its items and traces).
 */
import type { CarrierInfo, HkDistrict, Language, OrderPackage, OrderTraces, Page } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { shopOfMember } from '../shops/index.ts'
import { CARRIERS, carrierName, carrierOpen, findCarrier } from './orders.carriers.ts'
import { orderState } from './orders.errors.ts'
import { presentItem } from './orders.present.ts'
import { itemsOf, type OrderRow } from './orders.repo.ts'
import { ownOrder } from './orders.service.ts'

export function logistics(
  ctx: AppContext,
  query: { pageNumber: number; pageSize: number; disabled?: 'OPEN' | 'CLOSE' | undefined },
  lang: Language,
): Page<CarrierInfo> {
  const all: CarrierInfo[] = CARRIERS.map((c, i) => ({
    id: String(i + 1),
    code: c.code,
    name: c.names[lang],
    disabled: carrierOpen(ctx, c) ? 'OPEN' : 'CLOSE',
    sandbox: c.sandbox,
    example: c.example,
  }))
  const listed = query.disabled ? all.filter((c) => c.disabled === query.disabled) : all
  const start = (query.pageNumber - 1) * query.pageSize
  return page(listed.slice(start, start + query.pageSize), listed.length, query.pageNumber, query.pageSize)
}

async function tracesOf(ctx: AppContext, order: OrderRow, lang: Language): Promise<OrderTraces> {
  const carrier = findCarrier(order.carrier)
  const shippedAt = order.shippedAt
  const base = {
    carrier: order.carrier,
    carrierName: carrierName(order.carrier, lang),
    trackingNo: order.trackingNo,
    shippedTime: shippedAt ? shippedAt.toISOString() : null,
    trackingUrl: carrier ? carrier.trackingUrl(order.trackingNo) : null,
    sandbox: carrier?.sandbox ?? false,
  }
  if (!carrier || !shippedAt) return { ...base, traces: [] }
  const shop = await shopOfMember(ctx.db, order.sellerId)
  const from: HkDistrict = shop?.district ?? 'YAU_TSIM_MONG'
  const to = (order.shipTo?.district as HkDistrict | undefined) ?? null
  const lines = await carrier.traces({
    trackingNo: order.trackingNo,
    shippedAt,
    now: ctx.clock.now(),
    way: order.way,
    from,
    to,
    lang,
  })
  const traces = lines
    .map((line) => ({ time: line.at.toISOString(), text: line.text }))
    .sort((a, b) => b.time.localeCompare(a.time))
  return { ...base, traces }
}

/** A shipped order's traces, newest first; 409 for an order not shipped (never, or not yet). */
export async function orderTraces(
  ctx: AppContext,
  memberId: number,
  sn: string,
  lang: Language,
): Promise<OrderTraces> {
  const order = await ownOrder(ctx.db, memberId, sn)
  if (!order.shippedAt) throw orderState()
  return tracesOf(ctx, order, lang)
}

/** The order's parcels: one once shipped, none before (or for a self pickup). */
export async function orderPackages(
  ctx: AppContext,
  memberId: number,
  sn: string,
  lang: Language,
): Promise<OrderPackage[]> {
  const order = await ownOrder(ctx.db, memberId, sn)
  if (!order.shippedAt) return []
  const items = await itemsOf(ctx.db, [order.id])
  return [{ ...(await tracesOf(ctx, order, lang)), items: items.map(presentItem) }]
}
