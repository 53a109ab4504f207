/**
 * Reporting a listing (docs/product/data.md, permissions.md: only non-owners report). The report keeps the listing's
 * name and cover as they are in our database at that moment, whatever the client sent.
 *
 * The hold (docs/admin.md, "Hold after reports"): when the Nth distinct member with an open report
 * reports a listing (setting `moderation.holdAfterReports`, default 3), the listing is hidden from
 * search and browsing until an operator resolves it (modules/moderation). Each report locks the
 * listing's row first, so concurrent reports are counted one after another: the hold is set by
 * exactly the report that reaches N, and never missed.
 */
import { ErrorCode, type reportBody } from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { canView, findGoodsForUpdate, goodsNotFound, holdForReports } from '../goods/index.ts'
import { getSetting } from '../site/index.ts'
import { countOpenReporters, insertReport, type Settlement, settleOpenReports } from './reports.repo.ts'

export type { Settlement as ReportSettlement } from './reports.repo.ts'

export type Report = z.output<typeof reportBody>

/** Distinct open reporters that hold a listing when the setting holds no usable number. */
export const DEFAULT_HOLD_AFTER_REPORTS = 3

/** The setting `moderation.holdAfterReports`, when it is a whole number of at least 1. */
export async function holdAfterReports(db: DbOrTx): Promise<number> {
  const value = await getSetting(db, 'moderation.holdAfterReports')
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? value
    : DEFAULT_HOLD_AFTER_REPORTS
}

export async function reportGoods(ctx: AppContext, memberId: number, body: Report): Promise<void> {
  const holdAfter = await holdAfterReports(ctx.db)
  const inserted = await ctx.db.transaction(async (tx) => {
    const listing = await findGoodsForUpdate(tx, Number(body.goodsId))
    if (!listing) throw goodsNotFound()
    if (listing.sellerId === memberId) throw new AppError(400, ErrorCode.GOODS_OWN, 'goods.own.report')
    // A taken-down listing is the seller's private draft: others get the same answer as for none.
    if (!canView(listing, memberId)) throw goodsNotFound()
    const now = ctx.clock.now()
    const made = await insertReport(tx, {
      reporterId: memberId,
      goodsId: listing.id,
      typeNum: body.typeNum,
      context: body.context,
      goodsName: listing.name,
      goodsPicture: listing.cover,
      createdAt: now,
    })
    if (made && listing.hiddenAt === null && (await countOpenReporters(tx, listing.id)) >= holdAfter) {
      await holdForReports(tx, listing.id, now)
    }
    return made
  })
  if (!inserted) throw new AppError(409, ErrorCode.ALREADY_REPORTED, 'report.already')
}

/**
 * An operator's resolve (modules/moderation, docs/admin.md "Report queue"): every open report of
 * the listing becomes HANDLED with the outcome, in the resolve's transaction. One conditional
 * UPDATE, so of two resolves at once only the first finds reports open. Answers each report's id
 * and reporter (none when nothing was open).
 */
export function settleListingReports(
  db: DbOrTx,
  goodsId: number,
  settlement: Settlement,
): Promise<{ id: number; reporterId: number }[]> {
  return settleOpenReports(db, goodsId, settlement)
}
