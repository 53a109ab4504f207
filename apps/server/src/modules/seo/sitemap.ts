/**
 * /sitemap.xml as a stream: the home page, the site's pages, then live listings newest first,
 * read a page at a time so a large market never sits in memory, and capped at the protocol's
 * 50,000 URLs.
 */
import type { AppContext } from '../../lib/context.ts'
import { escapeHtml } from './seo.head.ts'
import { findPageDates, liveGoodsPage, type SitemapCursor } from './seo.repo.ts'
import { publicBase } from './seo.service.ts'

export const SITEMAP_MAX_URLS = 50_000

/** The SPA's article pages (article key → path); the home page comes first. */
const PAGES: [string | null, string][] = [
  [null, '/'],
  ['about', '/aboutUs'],
  ['privacy', '/policy'],
  ['terms', '/termsOfUse'],
  ['disclaimer', '/disclaimer'],
  ['contact', '/contact'],
]

const entry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`

export async function* sitemapXml(
  ctx: AppContext,
  { pageSize = 2000, maxUrls = SITEMAP_MAX_URLS }: { pageSize?: number; maxUrls?: number } = {},
): AsyncGenerator<string> {
  const base = publicBase(ctx)
  const now = ctx.clock.now()
  const dates = await findPageDates(
    ctx.db,
    PAGES.flatMap(([key]) => (key ? [key] : [])),
  )
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
  const pages = PAGES.slice(0, maxUrls)
  yield pages.map(([key, path]) => entry(`${base}${path}`, key ? dates.get(key) : undefined)).join('')
  let budget = maxUrls - pages.length
  let cursor: SitemapCursor | null = null
  while (budget > 0) {
    const limit = Math.min(pageSize, budget)
    const rows = await liveGoodsPage(ctx.db, now, cursor, limit)
    if (rows.length) yield rows.map((r) => entry(`${base}/goodsDetail?goodsId=${r.id}`, r.updatedAt)).join('')
    const last = rows.at(-1)
    if (!last || rows.length < limit) break
    budget -= rows.length
    cursor = { openTime: last.openTime, id: last.id }
  }
  yield '</urlset>\n'
}

export function robotsTxt(ctx: AppContext): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicBase(ctx)}/sitemap.xml\n`
}
