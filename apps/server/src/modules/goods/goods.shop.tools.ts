/**
 * The shop's own tools on its goods (docs/product/shop-goods.md): putting a shop
 * listing up again costs no coins and needs no days (it never expires), renewing one is refused
 * (there is nothing to extend), and a SKU's stock may be set while the listing is on the market.
 * A one-off listing goes on to the paid tools of goods.lifecycle.ts.
 */
import { ErrorCode, type GoodsDetail, type Language, type OpenDays, type SkuView } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { InputError } from '../../lib/validate.ts'
import { putUp, renew } from './goods.lifecycle.ts'
import { assertCanPutUp, assertSeller, goodsNotFound } from './goods.policy.ts'
import { findGoods, findGoodsForUpdate } from './goods.repo.ts'
import { detailFor } from './goods.service.ts'
import { openShopOf, presentSku, SHOP_CLOSE_TIME } from './goods.shop.ts'
import { setSkuStock } from './goods.skus.repo.ts'
import { changeGoods, nextVersion } from './goods.write.repo.ts'

export interface UpAction {
  goodsId: number
  openDays: OpenDays | undefined
  clientKey?: string | undefined
}

const daysRequired = () => new InputError([{ path: 'openDays', message: 'goods.days.invalid' }])

/** DOWN or SOLD_OUT_DOWN → UPPER for good, free, while the shop is open. */
async function putUpShopGoods(ctx: AppContext, memberId: number, goodsId: number, lang: Language) {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const row = await findGoodsForUpdate(tx, goodsId)
    if (!row) throw goodsNotFound()
    assertSeller(row, memberId)
    assertCanPutUp(row, now)
    await openShopOf(tx, memberId)
    await changeGoods(tx, goodsId, {
      marketEnable: 'UPPER',
      openDays: 0,
      openTime: now,
      closeTime: SHOP_CLOSE_TIME,
      expirySoonNotifiedAt: null,
      expiredNotifiedAt: null,
      updatedAt: nextVersion(row, now),
    })
  })
  return detailFor(ctx, goodsId, memberId, lang)
}

/** PUT upGoods: a shop listing for free, a one-off listing for its days' coins. */
export async function upGoods(
  ctx: AppContext,
  memberId: number,
  a: UpAction,
  lang: Language,
): Promise<GoodsDetail> {
  const row = await findGoods(ctx.db, a.goodsId)
  if (row && row.storeId !== null) return putUpShopGoods(ctx, memberId, a.goodsId, lang)
  if (a.openDays === undefined) throw daysRequired()
  return putUp(ctx, memberId, { ...a, openDays: a.openDays }, lang)
}

/** PUT renewGoods: a one-off listing only; the seller's shop listing never expires (409). */
export async function renewGoods(
  ctx: AppContext,
  memberId: number,
  a: UpAction,
  lang: Language,
): Promise<GoodsDetail> {
  const row = await findGoods(ctx.db, a.goodsId)
  if (row && row.storeId !== null && row.sellerId === memberId) {
    throw new AppError(409, ErrorCode.SHOP_GOODS_NO_EXPIRY, 'goods.shop.no.expiry')
  }
  if (a.openDays === undefined) throw daysRequired()
  return renew(ctx, memberId, { ...a, openDays: a.openDays }, lang)
}

/**
 * PUT sku/stock: the units left to sell of one of the member's live shop SKUs, in any state of
 * its listing (UPPER too). It states the count: units an order takes after it are taken from it.
 * Another member's SKU answers as a missing one.
 */
export async function setStock(
  ctx: AppContext,
  memberId: number,
  skuId: number,
  stock: number,
): Promise<SkuView> {
  const row = await setSkuStock(ctx.db, memberId, skuId, stock, ctx.clock.now())
  if (!row) throw new AppError(404, ErrorCode.SKU_NOT_FOUND, 'sku.not.found')
  return presentSku(row)
}
