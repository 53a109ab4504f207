/**
 * The <head> a shared link needs (title, description, canonical, OpenGraph, Twitter card,
 * JSON-LD) as escaped HTML, and the SPA's index.html with it put in. Everything that comes from
 * members (titles, descriptions, names) is escaped here and only here.
 */
import type { FirstScreenImage } from '../../lib/first-screen.ts'

export interface PageMeta {
  title: string
  description: string
  canonical: string
  ogType: 'product' | 'profile'
  siteName: string
  /** OpenGraph locale, e.g. zh_HK. */
  locale: string
  /** Width and height when known (they let WhatsApp and Facebook lay out the preview at once). */
  image?: { url: string; width?: number; height?: number; alt: string }
  /** Further OpenGraph properties (product:price:amount …). */
  og?: [string, string][]
  jsonLd: Record<string, unknown>
  /** The page's largest picture, for the first screen (lib/first-screen.ts); not a meta tag. */
  firstScreen?: FirstScreenImage
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Safe in element text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` (and `>`, `&`, the JS line
 * separators) become \u escapes, so no value can close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** Whitespace collapsed, cut to `max` characters (not UTF-16 units) with an ellipsis. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = [...flat]
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`

export function renderHead(m: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(m.title)}</title>`,
    meta('name', 'description', m.description),
    `<link rel="canonical" href="${escapeHtml(m.canonical)}" />`,
    meta('property', 'og:type', m.ogType),
    meta('property', 'og:title', m.title),
    meta('property', 'og:description', m.description),
    meta('property', 'og:url', m.canonical),
    meta('property', 'og:site_name', m.siteName),
    meta('property', 'og:locale', m.locale),
  ]
  if (m.image) {
    const { url, width, height, alt } = m.image
    tags.push(meta('property', 'og:image', url))
    if (width && height) {
      tags.push(
        meta('property', 'og:image:width', String(width)),
        meta('property', 'og:image:height', String(height)),
      )
    }
    tags.push(meta('property', 'og:image:alt', alt))
  }
  for (const [key, value] of m.og ?? []) tags.push(meta('property', key, value))
  tags.push(
    meta('name', 'twitter:card', m.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', m.title),
    meta('name', 'twitter:description', m.description),
  )
  if (m.image) tags.push(meta('name', 'twitter:image', m.image.url))
  tags.push(`<script type="application/ld+json">${jsonForScript(m.jsonLd)}</script>`)
  return tags.join('\n    ')
}

export const NOINDEX_HEAD = '<meta name="robots" content="noindex" />'

/**
 * Splits index.html once; `page(head, lang)` then gives the document with the SPA's own <title>
 * and description replaced by `head`, and `<html lang>` set.
 */
export function htmlTemplate(indexHtml: string) {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
  const at = stripped.search(/<\/head>/i)
  const before = at === -1 ? stripped : stripped.slice(0, at)
  const after = at === -1 ? '' : stripped.slice(at)
  return {
    page(head: string, lang: string): string {
      return `${before.replace(/<html([^>]*)\blang="[^"]*"/i, `<html$1lang="${escapeHtml(lang)}"`)}  ${head}\n  ${after}`
    },
    /** For unknown pages: the SPA untouched apart from a robots noindex. */
    notFound(): string {
      const i = indexHtml.search(/<\/head>/i)
      return i === -1 ? indexHtml : `${indexHtml.slice(0, i)}  ${NOINDEX_HEAD}\n  ${indexHtml.slice(i)}`
    },
  }
}
