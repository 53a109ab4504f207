/**
 * Public site content: the site's name, logo and icon (the `site` setting, or the defaults before
 * one is stored), banners, and articles (pages and announcements).
 */
import type { AppContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { getSetting, type SiteSettingsValue } from './settings.repo.ts'
import { findArticle, listBanners, pageArticles } from './site.repo.ts'

const DEFAULT_SITE: SiteSettingsValue = {
  siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
  buyerSideLogo: '/logo.svg',
  buyerSideIcon: '/favicon.svg',
}

export async function getSite(ctx: AppContext): Promise<SiteSettingsValue> {
  return (await getSetting(ctx.db, 'site')) ?? DEFAULT_SITE
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
