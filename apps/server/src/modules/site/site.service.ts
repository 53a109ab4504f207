/**
 * Public site content: the site's name, logo and icon (the `site` setting, or the defaults before
 * one is stored), the home page's sections, banners, and articles (pages, help and announcements).
 * Operators change them in the console (modules/content), which clears these caches.
 */
import {
  HOME_BLOCK_KEYS,
  type HomeBlock,
  type HomeBlockKey,
  WELCOME_COINS_DEFAULT,
  WELCOME_COINS_MAX,
} from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { type ShortCache, shortCache } from '../../lib/short-cache.ts'
import { getSetting, type SiteSettingsValue } from './settings.repo.ts'
import { findArticle, listBanners, pageArticles } from './site.repo.ts'

const DEFAULT_SITE: SiteSettingsValue = {
  siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
  buyerSideLogo: '/logo.svg',
  buyerSideIcon: '/favicon.svg',
  welcomeCoins: WELCOME_COINS_DEFAULT,
}

/** The stored welcome amount when it is a whole number in range, else the default (a value stored before it existed). */
function welcomeCoinsOf(value: SiteSettingsValue | null): number {
  const n = value?.welcomeCoins
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= WELCOME_COINS_MAX
    ? n
    : WELCOME_COINS_DEFAULT
}

/**
 * The coins a member who registers now gets (read afresh, not from the cache: the payment follows
 * an operator's change at once).
 */
export async function welcomeCoins(db: DbOrTx): Promise<number> {
  return welcomeCoinsOf(await getSetting(db, 'site'))
}

/**
 * How long each process keeps the site's settings (docs/decisions.md, "Close to the limit on the
 * server"): every page load asks for them and an operator changes them rarely. Browsers keep them
 * an hour (docs/product/constants.md); a change reaches every instance within a minute.
 */
export const SITE_SERVER_CACHE_MS = 60_000

const siteCaches = new WeakMap<AppContext, ShortCache<Required<SiteSettingsValue>>>()

export function getSite(ctx: AppContext): Promise<Required<SiteSettingsValue>> {
  let cache = siteCaches.get(ctx)
  if (!cache) {
    cache = shortCache(ctx.clock, SITE_SERVER_CACHE_MS, 1)
    siteCaches.set(ctx, cache)
  }
  return cache.get('site', async () =>
    withDefaultPictures((await getSetting(ctx.db, 'site')) ?? DEFAULT_SITE),
  )
}

/**
 * An operator may leave the logo or icon empty (docs/admin.md): the built-in one shows. A value
 * stored before the welcome amount existed takes its default.
 */
function withDefaultPictures(value: SiteSettingsValue): Required<SiteSettingsValue> {
  return {
    ...value,
    buyerSideLogo: value.buyerSideLogo || DEFAULT_SITE.buyerSideLogo,
    buyerSideIcon: value.buyerSideIcon || DEFAULT_SITE.buyerSideIcon,
    welcomeCoins: welcomeCoinsOf(value),
  }
}

/**
 * The settings as the console edits them (defaults before an operator saved any): the built-in
 * logo and icon (as the seed stores them) are empty, as a save would store them.
 */
export async function storedSite(db: DbOrTx): Promise<Required<SiteSettingsValue>> {
  const value = (await getSetting(db, 'site')) ?? DEFAULT_SITE
  const own = (url: string, builtIn: string) => (url === builtIn ? '' : url)
  return {
    siteName: value.siteName,
    buyerSideLogo: own(value.buyerSideLogo, DEFAULT_SITE.buyerSideLogo),
    buyerSideIcon: own(value.buyerSideIcon, DEFAULT_SITE.buyerSideIcon),
    welcomeCoins: welcomeCoinsOf(value),
  }
}

/**
 * Drops this process's copy of the site settings and home blocks, so an operator's change shows
 * at once (docs/admin.md, "Saving refreshes the cached site info at once"); other instances catch
 * up within SITE_SERVER_CACHE_MS.
 */
export function clearSiteCache(ctx: AppContext): void {
  siteCaches.delete(ctx)
  homeBlockCaches.delete(ctx)
}

const homeBlockCaches = new WeakMap<AppContext, ShortCache<HomeBlock[]>>()

/**
 * The home page's sections in order with whether each shows (setting `home.blocks`): a stored list
 * is checked, and a section it lacks (added to the site later) is appended, shown.
 */
export function getHomeBlocks(ctx: AppContext): Promise<HomeBlock[]> {
  let cache = homeBlockCaches.get(ctx)
  if (!cache) {
    cache = shortCache(ctx.clock, SITE_SERVER_CACHE_MS, 1)
    homeBlockCaches.set(ctx, cache)
  }
  return cache.get('home', () => storedHomeBlocks(ctx.db))
}

export async function storedHomeBlocks(db: DbOrTx): Promise<HomeBlock[]> {
  return completeHomeBlocks(await getSetting(db, 'home.blocks'))
}

function completeHomeBlocks(stored: unknown): HomeBlock[] {
  const known = new Set<string>(HOME_BLOCK_KEYS)
  const seen = new Set<string>()
  const blocks: HomeBlock[] = []
  for (const item of Array.isArray(stored) ? stored : []) {
    const { key, visible } = (item ?? {}) as { key?: unknown; visible?: unknown }
    if (typeof key !== 'string' || !known.has(key) || seen.has(key)) continue
    seen.add(key)
    blocks.push({ key: key as HomeBlockKey, visible: visible !== false })
  }
  for (const key of HOME_BLOCK_KEYS) if (!seen.has(key)) blocks.push({ key, visible: true })
  return blocks
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
