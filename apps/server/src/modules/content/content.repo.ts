/**
 * SQL of the console's content (docs/admin.md, "Content and settings"): uploaded media by path,
 * banners, hot word rules and articles. Settings are the site module's, categories the categories
 * module's. Every function takes a DbOrTx so it joins the caller's transaction.
 */
import { and, asc, count, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { articles, banners, hotWordRules, media } from '../../db/schema.ts'

export type BannerRow = typeof banners.$inferSelect
export type BannerValues = Omit<typeof banners.$inferInsert, 'id'>
export type HotWordRuleRow = typeof hotWordRules.$inferSelect
export type ArticleRow = typeof articles.$inferSelect
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

// ---- media

/** Whether `path` is the display or thumbnail picture of the upload with this id. */
export async function mediaHasPath(db: DbOrTx, id: string, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, id), or(eq(media.url, path), eq(media.thumbnail, path))))
    .limit(1)
  return row !== undefined
}

// ---- banners

export async function allBanners(db: DbOrTx): Promise<BannerRow[]> {
  return await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id))
}

export async function bannerForUpdate(db: DbOrTx, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update')
  return row
}

export async function insertBanner(db: DbOrTx, values: BannerValues): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning()
  if (!row) throw new Error('insert banners returned nothing')
  return row
}

export async function updateBanner(db: DbOrTx, id: number, values: BannerValues): Promise<BannerRow> {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning()
  if (!row) throw new Error('update banners returned nothing')
  return row
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id))
}

// ---- hot word rules

export async function allHotWordRules(db: DbOrTx): Promise<HotWordRuleRow[]> {
  return await db.select().from(hotWordRules).orderBy(asc(hotWordRules.sortOrder), asc(hotWordRules.word))
}

export async function deleteHotWordRules(db: DbOrTx, words: string[]): Promise<void> {
  if (words.length > 0) await db.delete(hotWordRules).where(inArray(hotWordRules.word, words))
}

export async function insertHotWordRule(
  db: DbOrTx,
  values: typeof hotWordRules.$inferInsert,
): Promise<HotWordRuleRow> {
  const [row] = await db.insert(hotWordRules).values(values).returning()
  if (!row) throw new Error('insert hot_word_rules returned nothing')
  return row
}

// ---- articles

export async function pageAdminArticles(db: DbOrTx, type: string | undefined, offset: number, limit: number) {
  const where: SQL | undefined = type ? eq(articles.type, type) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(asc(articles.type), asc(articles.sortOrder), desc(articles.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(articles).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findAdminArticle(db: DbOrTx, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1)
  return row
}

export async function articleForUpdate(db: DbOrTx, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update')
  return row
}

/** Whether another PAGE article (not `exceptId`) has this key. */
export async function pageKeyTaken(db: DbOrTx, key: string, exceptId: number | null): Promise<boolean> {
  const conditions = [eq(articles.type, 'PAGE'), eq(articles.key, key)]
  if (exceptId !== null) conditions.push(ne(articles.id, exceptId))
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(...conditions))
    .limit(1)
  return row !== undefined
}

export async function insertArticle(db: DbOrTx, values: ArticleValues, at: Date): Promise<ArticleRow> {
  const [row] = await db
    .insert(articles)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning()
  if (!row) throw new Error('insert articles returned nothing')
  return row
}

export async function updateArticle(
  db: DbOrTx,
  id: number,
  values: ArticleValues,
  at: Date,
): Promise<ArticleRow> {
  const [row] = await db
    .update(articles)
    .set({ ...values, updatedAt: at })
    .where(eq(articles.id, id))
    .returning()
  if (!row) throw new Error('update articles returned nothing')
  return row
}

export async function deleteArticle(db: DbOrTx, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id))
}
