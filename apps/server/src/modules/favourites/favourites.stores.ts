/**
 * Favourite shops (docs/product/shops.md, "Favourites"): a member keeps open shops they like; not
 * their own (400 31007), not one that is not open (404 31001, like a missing one); twice is 409
 * 20017, as for listings. Shops that close drop out of the list.
 */
import { ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { findOpenShop, type ShopCard, shopCards } from '../shops/index.ts'
import {
  deleteStoreFavourite,
  insertStoreFavourite,
  isStoreFavourite,
  pageStoreFavourites,
} from './favourites.stores.repo.ts'

export function isStoreFavouriteOf(ctx: AppContext, memberId: number, shopId: number): Promise<boolean> {
  return isStoreFavourite(ctx.db, memberId, shopId)
}

export async function addStoreFavourite(ctx: AppContext, memberId: number, shopId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const shop = await findOpenShop(tx, shopId)
    if (!shop) throw new AppError(404, ErrorCode.SHOP_NOT_FOUND, 'shop.not.found')
    if (shop.memberId === memberId) throw new AppError(400, ErrorCode.SHOP_OWN, 'shop.own')
    if (!(await insertStoreFavourite(tx, memberId, shopId, ctx.clock.now())))
      throw new AppError(409, ErrorCode.ALREADY_COLLECTED, 'collect.already')
  })
}

/** Removing a shop that is not a favourite changes nothing and is not an error. */
export async function removeStoreFavourite(ctx: AppContext, memberId: number, shopId: number): Promise<void> {
  await deleteStoreFavourite(ctx.db, memberId, shopId)
}

export type StoreFavourite = ShopCard & { collectedAt: Date }

export async function storeFavouritesPage(
  ctx: AppContext,
  memberId: number,
  paging: { pageNumber: number; pageSize: number },
): Promise<{ rows: StoreFavourite[]; total: number }> {
  const offset = (paging.pageNumber - 1) * paging.pageSize
  const { rows, total } = await pageStoreFavourites(ctx.db, memberId, offset, paging.pageSize)
  const cards = await shopCards(
    ctx.db,
    rows.map((r) => r.shopId),
    ctx.clock.now(),
  )
  return {
    rows: rows.flatMap((r) => {
      const card = cards.get(r.shopId)
      return card ? [{ ...card, collectedAt: r.collectedAt }] : []
    }),
    total,
  }
}
