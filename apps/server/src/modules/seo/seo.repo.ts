/** Reads for shared-link previews and the sitemap (listings, sellers, pages). */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { articles, categories, goods, goodsImages, members } from '../../db/schema.ts'
import { findGoods, liveWhere } from '../goods/index.ts'

export async function findShareGoods(db: DbOrTx, id: number) {
  const row = await findGoods(db, id)
  if (!row) return null
  const [seller, images, [leaf]] = await Promise.all([
    db
      .select({ nickName: members.nickName, disabled: members.disabled })
      .from(members)
      .where(eq(members.id, row.sellerId))
      .limit(1),
    db
      .select({
        url: goodsImages.url,
        thumbnail: goodsImages.thumbnail,
        width: goodsImages.width,
        height: goodsImages.height,
      })
      .from(goodsImages)
      .where(eq(goodsImages.goodsId, id))
      .orderBy(asc(goodsImages.position)),
    db.select({ name: categories.name }).from(categories).where(eq(categories.id, row.categoryId)).limit(1),
  ])
  const [owner] = seller
  if (!owner || owner.disabled) return null
  return { row, sellerName: owner.nickName, images, category: leaf?.name ?? null }
}

export async function findShareMember(db: DbOrTx, id: number, now: Date) {
  const [member] = await db
    .select({
      id: members.id,
      nickName: members.nickName,
      face: members.face,
      disabled: members.disabled,
      deletedAt: members.deletedAt,
      reviewCount: members.reviewCount,
      reviewScoreSum: members.reviewScoreSum,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1)
  // A deleted account's page is gone (docs/product/domain-rules.md, "Account deletion").
  if (!member || member.disabled || member.deletedAt) return null
  const live = and(eq(goods.sellerId, id), liveWhere(now))
  const [[total], [latest]] = await Promise.all([
    db.select({ n: count() }).from(goods).where(live),
    db
      .select({ url: goodsImages.url, width: goodsImages.width, height: goodsImages.height })
      .from(goods)
      .innerJoin(goodsImages, and(eq(goodsImages.goodsId, goods.id), eq(goodsImages.position, 0)))
      .where(live)
      .orderBy(desc(goods.openTime), desc(goods.id))
      .limit(1),
  ])
  return { ...member, liveCount: total?.n ?? 0, latestImage: latest ?? null }
}

/** The site pages the sitemap lists (article key → SPA path), with their last change. */
export async function findPageDates(db: DbOrTx, keys: string[]): Promise<Map<string, Date>> {
  const rows = await db
    .select({ key: articles.key, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.type, 'PAGE'), inArray(articles.key, keys)))
  return new Map(rows.map((r) => [r.key, r.updatedAt]))
}

export interface SitemapCursor {
  /** open_time as PostgreSQL prints it (microseconds kept, unlike a JS Date). */
  openTime: string
  id: number
}

/** One page of live listings, newest first, after `cursor` (keyset, on the live-latest index). */
export function liveGoodsPage(db: DbOrTx, now: Date, cursor: SitemapCursor | null, limit: number) {
  const after = cursor
    ? sql`(${goods.openTime}, ${goods.id}) < (${cursor.openTime}::timestamptz, ${cursor.id})`
    : sql`true`
  return db
    .select({ id: goods.id, updatedAt: goods.updatedAt, openTime: sql<string>`${goods.openTime}::text` })
    .from(goods)
    .where(and(liveWhere(now), isNotNull(goods.openTime), after))
    .orderBy(desc(goods.openTime), desc(goods.id))
    .limit(limit)
}
