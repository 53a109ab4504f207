/** Reads of banners and articles; site settings are read through settings.repo.ts. */
import { and, asc, count, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { articles, banners } from '../../db/schema.ts'

// Read by every home page (db/prepared.ts).
const statements = preparedPer((db) => ({
  banners: db
    .select()
    .from(banners)
    .where(eq(banners.enabled, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .prepare('banners_enabled'),
}))

export function listBanners(db: DbOrTx): Promise<(typeof banners.$inferSelect)[]> {
  return statements(db).banners.execute()
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
