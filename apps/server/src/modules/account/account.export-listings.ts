/**
 * The export's sections about listings (account.export.ts): the member's own listings with their
 * pictures, the listings they favourited and the ones they viewed.
 */
import type { AccountExport } from '@kaifong/contract'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { favourites, footprints, goods, goodsImages } from '../../db/schema.ts'
import { EXPORT_CAPS, type ExportScope, iso } from './account.export-scope.ts'

export async function exportListings({ db, id, capped }: ExportScope): Promise<AccountExport['listings']> {
  const listingRows = capped(
    'listings',
    await db
      .select()
      .from(goods)
      .where(eq(goods.sellerId, id))
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(EXPORT_CAPS.listings + 1),
  )
  const imageRows = listingRows.length
    ? await db
        .select({ goodsId: goodsImages.goodsId, url: goodsImages.url, thumbnail: goodsImages.thumbnail })
        .from(goodsImages)
        .where(
          inArray(
            goodsImages.goodsId,
            listingRows.map((g) => g.id),
          ),
        )
        .orderBy(asc(goodsImages.goodsId), asc(goodsImages.position))
    : []
  const imagesOf = new Map<number, { url: string; thumbnail: string }[]>()
  for (const { goodsId, url, thumbnail } of imageRows) {
    imagesOf.set(goodsId, [...(imagesOf.get(goodsId) ?? []), { url, thumbnail }])
  }
  return listingRows.map((g) => ({
    id: String(g.id),
    name: g.name,
    intro: g.intro,
    price: g.price,
    goodsStatus: g.goodsStatus,
    categoryId: String(g.categoryId),
    marketEnable: g.marketEnable,
    severalInStock: g.severalInStock,
    tradingMethods: g.tradingMethods,
    meetupAddresses: g.addresses,
    contacts: g.contacts,
    chatOnly: g.chatOnly,
    openDays: g.openDays,
    openTime: iso(g.openTime),
    closeTime: iso(g.closeTime),
    viewCount: g.viewCount,
    collectCount: g.collectCount,
    images: imagesOf.get(g.id) ?? [],
    createTime: g.createdAt.toISOString(),
    updateTime: g.updatedAt.toISOString(),
    deleteTime: iso(g.deletedAt),
  }))
}

export async function exportFavourites({
  db,
  id,
  capped,
}: ExportScope): Promise<AccountExport['favourites']> {
  const rows = capped(
    'favourites',
    await db
      .select({ goodsId: favourites.goodsId, goodsName: goods.name, createdAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(goods, eq(goods.id, favourites.goodsId))
      .where(eq(favourites.memberId, id))
      .orderBy(desc(favourites.createdAt))
      .limit(EXPORT_CAPS.favourites + 1),
  )
  return rows.map((f) => ({
    goodsId: String(f.goodsId),
    goodsName: f.goodsName,
    createTime: f.createdAt.toISOString(),
  }))
}

export async function exportFootprints({
  db,
  id,
  capped,
}: ExportScope): Promise<AccountExport['footprints']> {
  const rows = capped(
    'footprints',
    await db
      .select({ goodsId: footprints.goodsId, goodsName: goods.name, viewedAt: footprints.viewedAt })
      .from(footprints)
      .innerJoin(goods, eq(goods.id, footprints.goodsId))
      .where(eq(footprints.memberId, id))
      .orderBy(desc(footprints.viewedAt))
      .limit(EXPORT_CAPS.footprints + 1),
  )
  return rows.map((f) => ({
    goodsId: String(f.goodsId),
    goodsName: f.goodsName,
    viewTime: f.viewedAt.toISOString(),
  }))
}
