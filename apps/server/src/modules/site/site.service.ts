/**
 * Public site content: the site's name, logo and icon (the `site` setting, or the defaults before
 * one is stored), banners, and articles (pages and announcements).
 */
import type { AppContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { type ShortCache, shortCache } from '../../lib/short-cache.ts'
import { getSetting, type SiteSettingsValue } from './settings.repo.ts'
import { findArticle, listBanners, pageArticles } from './site.repo.ts'

const DEFAULT_SITE: SiteSettingsValue = {
  siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
  buyerSideLogo: '/logo.svg',
  buyerSideIcon: '/favicon.svg',
}

/**
 * How long each process keeps the site's settings (docs/decisions.md, "Close to the limit on the
 * server"): every page load asks for them and an operator changes them rarely. Browsers keep them
 * an hour (docs/product/constants.md); a change reaches every instance within a minute.
 */
export const SITE_SERVER_CACHE_MS = 60_000

const siteCaches = new WeakMap<AppContext, ShortCache<SiteSettingsValue>>()

export function getSite(ctx: AppContext): Promise<SiteSettingsValue> {
  let cache = siteCaches.get(ctx)
  if (!cache) {
    cache = shortCache(ctx.clock, SITE_SERVER_CACHE_MS, 1)
    siteCaches.set(ctx, cache)
  }
  return cache.get('site', async () => (await getSetting(ctx.db, 'site')) ?? DEFAULT_SITE)
}

/** For load balancers: one primary-key select, also the benchmarks' baseline. */
export async function checkHealth(ctx: AppContext): Promise<void> {
  await getSetting(ctx.db, 'site')
}

export function getBanners(ctx: AppContext) {
  return listBanners(ctx.db)
}

export function getArticlesPage(ctx: AppContext, type: string, pageNumber: number, pageSize: number) {
  return pageArticles(ctx.db, type, (pageNumber - 1) * pageSize, pageSize)
}

/** One article by id, or a page by its key; 404 when there is none. */
export async function getArticle(ctx: AppContext, by: { id: number } | { key: string }) {
  const row = await findArticle(ctx.db, by)
  if (!row) throw notFound()
  return row
}
