/**
 * Listings (docs/product/data.md, states-and-notices.md, validation.md, permissions.md, api.md): publishing (paid in coins, in the same transaction as the insert),
 * editing while not listed, and the detail page with its views and footprints. The lifecycle
 * after publishing is in goods.lifecycle.ts; lists and the seller card in goods.lists.ts.
 */
import {
  type createGoodsBody,
  type GoodsDetail,
  type GoodsImage,
  type Language,
  LISTING_PRICES,
} from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { findEntryByKey, spend } from '../coins/index.ts'
import { type GoodsFields, resolveContent, savedEvent } from './goods.content.ts'
import { assertEditable, assertSeller, canView, goodsNotFound } from './goods.policy.ts'
import { presentDetail, presentImage } from './goods.present.ts'
import { type FoundDetail, findDetail, findGoods, findGoodsForUpdate, imagesOf } from './goods.repo.ts'
import {
  checkSkusForUpdate,
  insertShopGoods,
  prepareSkus,
  type ShopGoodsParts,
  saveSkus,
  shopPartsOf,
} from './goods.shop.ts'
import {
  addView,
  claimDailyView,
  insertGoods,
  nextVersion,
  replaceImages,
  updateContent,
} from './goods.write.repo.ts'

export const DAY_MS = 24 * 60 * 60 * 1000

export type CreateGoods = z.output<typeof createGoodsBody>
export type UpdateGoods = GoodsFields & { goodsId: string }

/** Thrown inside a publish transaction that turns out to be a repeat: roll back, answer the first. */
class Repeated extends Error {
  constructor(readonly goodsId: number) {
    super('repeated publish')
  }
}

export async function createGoods(
  ctx: AppContext,
  memberId: number,
  body: CreateGoods,
  lang: Language,
  clientKey?: string,
): Promise<GoodsDetail> {
  // Shop goods cost no coins, so there is no payment to find a repeat by (goods.shop.ts).
  if (body.skus)
    return detailFor(ctx, await insertShopGoods(ctx, memberId, { ...body, skus: body.skus }), memberId, lang)
  // The body's schema requires the days without SKUs.
  const openDays = body.openDays ?? 7
  const now = ctx.clock.now()
  // With the client's key a retried publish finds the first one; without, each call is a new listing.
  const key = clientKey ? `list:${memberId}:${clientKey}` : null
  let id: number
  try {
    id = await ctx.db.transaction(async (tx) => {
      if (key) {
        // Twins with one key wait here for each other, so the second sees the first's payment.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
        const paid = await findEntryByKey(tx, key)
        if (paid) throw new Repeated(Number(paid.ref))
      }
      const { content, images } = await resolveContent(tx, memberId, body)
      const row = await insertGoods(tx, {
        ...content,
        sellerId: memberId,
        marketEnable: 'UPPER',
        openDays,
        openTime: now,
        closeTime: new Date(now.getTime() + openDays * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
      await replaceImages(tx, row.id, images)
      await ctx.events.emit('goods.saved', savedEvent(tx, row.id, content))
      const paid = await spend(
        ctx,
        {
          memberId,
          amount: LISTING_PRICES[openDays],
          reason: 'LIST_GOODS',
          ref: String(row.id),
          key: key ?? `list:${row.id}`,
        },
        tx,
      )
      if (paid.repeated) throw new Repeated(Number(paid.entry.ref))
      await ctx.events.emit('goods.published', { tx, memberId, goodsId: row.id, at: now })
      return row.id
    })
  } catch (err) {
    if (!(err instanceof Repeated)) throw err
    id = err.goodsId
  }
  return detailFor(ctx, id, memberId, lang)
}

export async function updateGoods(
  ctx: AppContext,
  memberId: number,
  body: UpdateGoods,
  lang: Language,
): Promise<GoodsDetail> {
  const id = Number(body.goodsId)
  await ctx.db.transaction(async (tx) => {
    const row = await findGoodsForUpdate(tx, id)
    if (!row) throw goodsNotFound()
    assertSeller(row, memberId)
    assertEditable(row)
    const shopGoods = await checkSkusForUpdate(tx, memberId, row, body.skus)
    const resolved = await resolveContent(tx, memberId, body)
    const { content, images } = resolved
    if (shopGoods && body.skus) {
      const skus = await prepareSkus(tx, memberId, body.skus, resolved)
      await saveSkus(tx, id, skus, ctx.clock.now())
    }
    await updateContent(tx, id, content, nextVersion(row, ctx.clock.now()))
    await replaceImages(tx, id, images)
    await ctx.events.emit('goods.saved', savedEvent(tx, id, content))
  })
  return detailFor(ctx, id, memberId, lang)
}

function assemble(
  ctx: AppContext,
  found: FoundDetail,
  viewerId: number | null,
  lang: Language,
  now: Date,
  shop: ShopGoodsParts,
): GoodsDetail {
  const { row } = found
  // A seller's own listing is never their favourite (they cannot add it).
  const isCollection = viewerId !== null && viewerId !== row.sellerId && found.favourited
  const categoryPath = row.categoryPath.flatMap((id) => {
    const named = found.categoryNames.find((c) => c.id === id)
    return named ? [{ id: String(id), name: named.name[lang] }] : []
  })
  const { sellerName, sellerFace, sellerReviewCount, sellerScoreSum, images } = found
  // A site that verifies no phones (PHONE_VERIFICATION=off) shows contacts to every member.
  const viewerPhoneVerified = found.viewerPhoneVerified || ctx.config.PHONE_VERIFICATION === 'off'
  return presentDetail(
    {
      row,
      sellerName,
      sellerFace,
      sellerReviewCount,
      sellerScoreSum,
      images,
      categoryPath,
      viewerId,
      viewerPhoneVerified,
      isCollection,
      shop,
    },
    now,
  )
}

/** The detail as `viewerId` sees it, without counting a view (answers to the seller's own actions). */
export async function detailFor(
  ctx: AppContext,
  id: number,
  viewerId: number | null,
  lang: Language,
): Promise<GoodsDetail> {
  const found = await findDetail(ctx.db, id, viewerId)
  if (!found || !canView(found.row, viewerId)) throw goodsNotFound()
  const shop = await shopPartsOf(ctx.db, found.row, null)
  return assemble(ctx, found, viewerId, lang, ctx.clock.now(), shop)
}

/**
 * GET get/{id}: a signed-in member's look at someone else's listing moves their footprint, and the
 * first look of each Hong Kong day counts a view (so one member cannot inflate the count).
 */
export async function viewGoods(
  ctx: AppContext,
  id: number,
  viewerId: number | null,
  lang: Language,
  skuId: number | null = null,
): Promise<GoodsDetail> {
  const now = ctx.clock.now()
  const found = await findDetail(ctx.db, id, viewerId)
  if (!found || !canView(found.row, viewerId)) throw goodsNotFound()
  let row = found.row
  if (viewerId !== null && viewerId !== row.sellerId) {
    if (await claimDailyView(ctx.db, viewerId, id, hkDay(now)))
      row = { ...row, viewCount: await addView(ctx.db, id) }
    await ctx.events.emit('goods.viewed', { memberId: viewerId, goodsId: id, at: now })
  }
  const shop = await shopPartsOf(ctx.db, row, skuId)
  return assemble(ctx, { ...found, row }, viewerId, lang, now, shop)
}

export async function galleryOf(ctx: AppContext, id: number, viewerId: number | null): Promise<GoodsImage[]> {
  const row = await findGoods(ctx.db, id)
  if (!row || !canView(row, viewerId)) throw goodsNotFound()
  return (await imagesOf(ctx.db, id)).map(presentImage)
}
