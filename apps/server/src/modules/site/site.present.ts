/** Site rows → API shapes, in the request's language. */
import type { Article, Banner, Language, SiteSettings } from '@kaifong/contract'
import type { articles, banners } from '../../db/schema.ts'
import type { SiteSettingsValue } from './settings.repo.ts'

export function presentSite(value: SiteSettingsValue, lang: Language): SiteSettings {
  return {
    siteName: value.siteName[lang],
    buyerSideLogo: value.buyerSideLogo,
    buyerSideIcon: value.buyerSideIcon,
  }
}

export function presentBanner(row: typeof banners.$inferSelect, lang: Language): Banner {
  return { id: String(row.id), imageUrl: row.imageUrl, title: row.title[lang], link: row.link }
}

export function presentArticle(row: typeof articles.$inferSelect, lang: Language): Article {
  return {
    id: String(row.id),
    key: row.key,
    title: row.title[lang],
    content: row.content[lang],
    updateTime: row.updatedAt.toISOString(),
  }
}
