/**
 * Favourites (docs/product/validation.md, permissions.md: nobody likes their own listing). Adding one counts it on the listing
 * and tells the seller with a COLLECTED notice, all in one transaction, so a concurrent double
 * click favourites once, counts once and notifies once. The notice is the notices module's
 * (notices.listeners.ts): the seller hears of each member's favourite at most once a Hong Kong
 * day, so toggling it cannot flood them (docs/decisions.md).
 */
import { ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { canView, changeCollectCount, findGoods, goodsNotFound } from '../goods/index.ts'
import {
  type CollectionRow,
  deleteFavourite,
  insertFavourite,
  isFavourite,
  pageFavourites,
} from './favourites.repo.ts'

export function isFavouriteOf(ctx: AppContext, memberId: number, goodsId: number): Promise<boolean> {
  return isFavourite(ctx.db, memberId, goodsId)
}

export function favouritesPage(
  ctx: AppContext,
  memberId: number,
  paging: { pageNumber: number; pageSize: number },
): Promise<{ rows: CollectionRow[]; total: number }> {
  return pageFavourites(ctx.db, memberId, (paging.pageNumber - 1) * paging.pageSize, paging.pageSize)
}

/** Emits goods.favourited in the same transaction: the notices module tells the seller. */
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
    const { id, name, cover, sellerId } = listing
    await ctx.events.emit('goods.favourited', { tx, memberId, goods: { id, name, cover, sellerId }, at: now })
  })
}

/** Removing a listing that is not a favourite changes nothing and is not an error. */
export async function removeFavourite(ctx: AppContext, memberId: number, goodsId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await deleteFavourite(tx, memberId, goodsId)) await changeCollectCount(tx, goodsId, -1)
  })
}
