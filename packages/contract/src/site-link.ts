/**
 * Links operators put on the site (banners): a path on this site ("/goodsList?goodsName=…") or an
 * http(s) address elsewhere (docs/admin.md, "Content and settings"). A link is checked by what a
 * browser makes of it, not by its first characters: browsers read "\" as "/" in a path, so
 * "/\evil.example" is "//evil.example", another site. Both the server (when a link is saved) and the
 * web app (when one is shown) use this one rule.
 */

/** The WHATWG URL parser of browsers and Node (the contract compiles without either's types). */
interface ParsedUrl {
  origin: string
  protocol: string
  username: string
  password: string
  hostname: string
  pathname: string
  search: string
  hash: string
  href: string
}
declare const URL: new (input: string, base?: string) => ParsedUrl

/** A stand-in origin for reading a path; never shown. */
const HERE = 'https://site.invalid'
/** Control characters, spaces and backslashes have no place in a link we accept. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}\\]/u

/**
 * The link as the site stores and shows it: a path (with its query and fragment) on this site, an
 * absolute http(s) address without user or password, or "" for none. Null when it is neither.
 */
export function siteLinkOf(input: string): string | null {
  const link = input.trim()
  if (link === '') return ''
  if (UNSAFE.test(link)) return null
  if (link.startsWith('/')) {
    let url: ParsedUrl
    try {
      url = new URL(link, HERE)
    } catch {
      return null
    }
    // "//host" or anything else that leaves this site.
    if (url.origin !== HERE || link.startsWith('//')) return null
    return `${url.pathname}${url.search}${url.hash}`
  }
  let url: ParsedUrl
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || !url.hostname) return null
  return url.href
}

/** Whether the link leaves the site (opened as a full page load rather than by the router). */
export const isExternalLink = (link: string) => /^https?:/i.test(link)
