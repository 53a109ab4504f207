/**
 * Favourites (SPEC §5–§6: nobody likes their own listing). Adding one counts it on the listing
 * and tells the seller with a COLLECTED notice, all in one transaction, so a concurrent double
 * click favourites once, counts once and notifies once. The seller hears of each member's
 * favourite at most once a Hong Kong day, so toggling it cannot flood them (docs/decisions.md).
 */
import { ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { localized } from '../../lib/messages.ts'
import { canView, goodsNotFound } from '../goods/goods.policy.ts'
import { findGoods } from '../goods/goods.repo.ts'
import { findMemberById } from '../members/members.repo.ts'
import { notify } from '../notices/notices.service.ts'
import {
  changeCollectCount,
  claimDailyCollectNotice,
  deleteFavourite,
  insertFavourite,
} from './favourites.repo.ts'

export async function addFavourite(ctx: AppContext, memberId: number, goodsId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const listing = await findGoods(tx, goodsId)
    if (!listing) throw goodsNotFound()
    if (listing.sellerId === memberId) throw new AppError(400, ErrorCode.GOODS_OWN, 'goods.own.collect')
    // What a member cannot see (a taken-down listing) they cannot like either.
    if (!canView(listing, memberId)) throw goodsNotFound()
    const now = ctx.clock.now()
    const added = await insertFavourite(tx, memberId, goodsId, now)
    if (!added) throw new AppError(409, ErrorCode.ALREADY_COLLECTED, 'collect.already')
    await changeCollectCount(tx, goodsId, 1)
    // The seller hears of this member's favourite once a day, however often it is toggled.
    if (!(await claimDailyCollectNotice(tx, memberId, goodsId, hkDay(now)))) return
    const member = await findMemberById(tx, memberId)
    const name = member?.nickName ?? ''
    await notify(tx, listing.sellerId, 'COLLECTED', {
      title: localized('notice.collected.title'),
      content: localized('notice.collected.content', { name, goods: listing.name }),
      operatorName: name,
      goods: { id: listing.id, name: listing.name, picture: listing.cover },
    })
  })
}

/** Removing a listing that is not a favourite changes nothing and is not an error. */
export async function removeFavourite(ctx: AppContext, memberId: number, goodsId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await deleteFavourite(tx, memberId, goodsId)) await changeCollectCount(tx, goodsId, -1)
  })
}
