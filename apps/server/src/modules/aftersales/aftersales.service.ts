/**
 * After-sale steps besides applying (docs/product/after-sales.md, "States"), each one
 * transaction: the buyer cancels (APPLIED) or ships the return (ACCEPTED → BUYER_SHIPPED); the
 * shop accepts (refund-only: refunded at once; return: ACCEPTED), refuses with a reason, or
 * confirms the returned goods (BUYER_SHIPPED → REFUNDED). A request that is not the viewer's
 * answers 404 like a missing one; a step from the wrong status answers 409 36002.
 */
import { ErrorCode, type Language } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { shopOfMember } from '../shops/index.ts'
import { afterSaleNotFound, afterSaleState } from './aftersales.errors.ts'
import { tellStep } from './aftersales.events.ts'
import { type AfterSaleView, presentAfterSales } from './aftersales.present.ts'
import { refundStep } from './aftersales.refund.ts'
import {
  type Actor,
  type AfterSaleChanges,
  type AfterSaleRow,
  findAfterSale,
  insertLog,
  moveStatus,
  pageAfterSales,
  type Viewer,
} from './aftersales.repo.ts'

export type { AfterSaleRow }

const notAShop = () => new AppError(403, ErrorCode.ORDER_NOT_A_SHOP, 'order.not.a.shop')

/** The member's shop (any status: a closed shop still answers its after-sales). */
export async function shopViewer(ctx: AppContext, memberId: number): Promise<Viewer> {
  const shop = await shopOfMember(ctx.db, memberId)
  if (!shop) throw notAShop()
  return { shopId: shop.id }
}

async function viewOne(ctx: AppContext, viewer: Viewer, sn: string, lang: Language): Promise<AfterSaleView> {
  const row = await findAfterSale(ctx.db, viewer, sn)
  if (!row) throw afterSaleNotFound()
  const [view] = await presentAfterSales(ctx.db, [row], lang)
  if (!view) throw afterSaleNotFound()
  return view
}

export const afterSaleDetail = viewOne

export async function afterSaleList(
  ctx: AppContext,
  viewer: Viewer,
  q: { pageNumber: number; pageSize: number; status: AfterSaleRow['status'] | 'ALL' },
  lang: Language,
) {
  const { rows, total } = await pageAfterSales(ctx.db, viewer, q.status, q)
  return page(await presentAfterSales(ctx.db, rows, lang), total, q.pageNumber, q.pageSize)
}

/** One plain move (no money) of the viewer's request, with its log row; 404 / 409 as above. */
async function plainStep(
  ctx: AppContext,
  viewer: Viewer,
  sn: string,
  move: { from: AfterSaleRow['status']; to: AfterSaleRow['status']; actor: Actor; note?: string },
  changes: AfterSaleChanges = {},
  check?: (row: AfterSaleRow) => void,
): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx: Tx) => {
    const row = await findAfterSale(tx, viewer, sn)
    if (!row) throw afterSaleNotFound()
    check?.(row)
    const moved = await moveStatus(tx, row.id, move.from, move.to, changes, now)
    if (!moved) throw afterSaleState()
    await insertLog(tx, {
      afterSaleId: row.id,
      status: move.to,
      actor: move.actor,
      note: move.note ?? '',
      createdAt: now,
    })
    await tellStep(ctx, tx, moved, move.actor, now)
  })
}

export const cancelByBuyer = (ctx: AppContext, buyerId: number, sn: string) =>
  plainStep(ctx, { buyerId }, sn, { from: 'APPLIED', to: 'CANCELLED', actor: 'BUYER' })

export const shipReturn = (
  ctx: AppContext,
  buyerId: number,
  sn: string,
  parcel: { carrier: string; trackingNo: string },
) =>
  plainStep(
    ctx,
    { buyerId },
    sn,
    { from: 'ACCEPTED', to: 'BUYER_SHIPPED', actor: 'BUYER', note: `${parcel.carrier} ${parcel.trackingNo}` },
    parcel,
    (row) => {
      if (row.kind !== 'RETURN_REFUND') throw afterSaleState()
    },
  )

export async function refuseByShop(ctx: AppContext, memberId: number, sn: string, reason: string) {
  const viewer = await shopViewer(ctx, memberId)
  await plainStep(
    ctx,
    viewer,
    sn,
    { from: 'APPLIED', to: 'REFUSED', actor: 'SELLER', note: reason },
    { refuseReason: reason },
  )
}

/** Accept: a refund-only request is refunded in the same transaction; a return waits for the goods. */
export async function acceptByShop(ctx: AppContext, memberId: number, sn: string) {
  const viewer = await shopViewer(ctx, memberId)
  const row = await findAfterSale(ctx.db, viewer, sn)
  if (!row) throw afterSaleNotFound()
  if (row.kind === 'RETURN_REFUND') {
    await plainStep(ctx, viewer, sn, { from: 'APPLIED', to: 'ACCEPTED', actor: 'SELLER' })
    return
  }
  await ctx.db.transaction((tx) => refundStep(ctx, tx, row, 'APPLIED', 'SELLER'))
}

/** The returned goods arrived: the refund. */
export async function confirmReturnByShop(ctx: AppContext, memberId: number, sn: string) {
  const viewer = await shopViewer(ctx, memberId)
  const row = await findAfterSale(ctx.db, viewer, sn)
  if (!row) throw afterSaleNotFound()
  await ctx.db.transaction((tx) => refundStep(ctx, tx, row, 'BUYER_SHIPPED', 'SELLER'))
}
