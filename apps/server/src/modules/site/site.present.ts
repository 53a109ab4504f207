/** Site rows → API shapes, in the request's language; articles with their Markdown rendered (markdown.ts). */
import type { Article, Banner, Language, PhoneVerificationMode, SiteSettings } from '@kaifong/contract'
import type { articles, banners } from '../../db/schema.ts'
import { renderMarkdown } from './markdown.ts'
import type { SiteSettingsValue } from './settings.repo.ts'

/** `phoneVerification` is the server's PHONE_VERIFICATION: the web app asks for no phone when "off". */
export function presentSite(
  value: Required<SiteSettingsValue>,
  lang: Language,
  phoneVerification: PhoneVerificationMode,
): SiteSettings {
  return {
    siteName: value.siteName[lang],
    buyerSideLogo: value.buyerSideLogo,
    buyerSideIcon: value.buyerSideIcon,
    phoneVerification,
    welcomeCoins: value.welcomeCoins,
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
    html: articleHtml(row, lang),
    updateTime: row.updatedAt.toISOString(),
  }
}

/** Rendered articles by id, language and version: an article is read far more often than edited. */
const renderedArticles = new Map<string, string>()
const RENDERED_MAX = 256

/** The article's Markdown as safe HTML (markdown.ts). */
function articleHtml(row: typeof articles.$inferSelect, lang: Language): string {
  const key = `${row.id}:${lang}:${row.updatedAt.getTime()}`
  let html = renderedArticles.get(key)
  if (html === undefined) {
    html = renderMarkdown(row.content[lang] ?? '')
    if (renderedArticles.size >= RENDERED_MAX) {
      const oldest = renderedArticles.keys().next()
      if (!oldest.done) renderedArticles.delete(oldest.value)
    }
    renderedArticles.set(key, html)
  }
  return html
}
