/**
 * Reporting a listing (docs/product/data.md, permissions.md: only non-owners report). The report keeps the listing's
 * name and cover as they are in our database at that moment, whatever the client sent.
 */
import { ErrorCode, type reportBody } from '@kaifong/contract'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { canView, goodsNotFound } from '../goods/goods.policy.ts'
import { findGoods } from '../goods/goods.repo.ts'
import { insertReport } from './reports.repo.ts'

export type Report = z.output<typeof reportBody>

export async function reportGoods(ctx: AppContext, memberId: number, body: Report): Promise<void> {
  const listing = await findGoods(ctx.db, Number(body.goodsId))
  if (!listing) throw goodsNotFound()
  if (listing.sellerId === memberId) throw new AppError(400, ErrorCode.GOODS_OWN, 'goods.own.report')
  // A taken-down listing is the seller's private draft: others get the same answer as for none.
  if (!canView(listing, memberId)) throw goodsNotFound()
  const inserted = await insertReport(ctx.db, {
    reporterId: memberId,
    goodsId: listing.id,
    typeNum: body.typeNum,
    context: body.context,
    goodsName: listing.name,
    goodsPicture: listing.cover,
    createdAt: ctx.clock.now(),
  })
  if (!inserted) throw new AppError(409, ErrorCode.ALREADY_REPORTED, 'report.already')
}
