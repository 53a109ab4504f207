/** Reads of site settings, banners and articles. */
import { and, asc, count, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { articles, banners, type Localized, settings } from '../../db/schema.ts'

export interface SiteSettingsValue {
  siteName: Localized
  buyerSideLogo: string
  buyerSideIcon: string
}

export const SITE_KEY = 'site'

export async function findSiteSettings(db: DbOrTx): Promise<SiteSettingsValue | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_KEY)).limit(1)
  return (row?.value as SiteSettingsValue | undefined) ?? null
}

export function listBanners(db: DbOrTx) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.enabled, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
}

export async function pageArticles(db: DbOrTx, type: string, offset: number, limit: number) {
  const where = eq(articles.type, type)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(asc(articles.sortOrder), asc(articles.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(articles).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findArticle(db: DbOrTx, by: { id: number } | { key: string }) {
  const where = 'id' in by ? eq(articles.id, by.id) : and(eq(articles.key, by.key), eq(articles.type, 'PAGE'))
  const [row] = await db.select().from(articles).where(where).limit(1)
  return row ?? null
}
