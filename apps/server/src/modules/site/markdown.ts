/**
 * Articles are Markdown (docs/admin.md, "Articles": the site renders them sanitised). The HTML
 * made here is safe to put into the page as it is:
 * - raw HTML, block or inline, is escaped and shows as the text it is (never an element);
 * - links keep only http(s), mailto and relative addresses (a path, `?query`, `#anchor`);
 *   javascript:, data:, vbscript: and protocol-relative `//host` links become their text;
 * - images keep only sources under /media/ (this site's uploads) or https; others become their alt text.
 * It lives in modules/site, which answers the rendered `html`; modules/content (the console) uses
 * it too, and site may not import content (docs/architecture.md, "No import cycles").
 */
import { Marked, type Tokens } from 'marked'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

/** Character references resolved (`&#58;` → `:`), so a disguised scheme is seen for what it is. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
}

/** The address as a browser reads it: references resolved, whitespace and control characters dropped. */
function bareUrl(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  return decodeReferences(href).replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
}

const isProtocolRelative = (bare: string) =>
  bare.startsWith('//') || bare.startsWith('\\\\') || bare.startsWith('/\\') || bare.startsWith('\\/')

/** The link's address when it may be linked (http(s), mailto or relative); null otherwise. */
export function safeLinkUrl(href: string | null | undefined): string | null {
  if (!href) return null
  const bare = bareUrl(href)
  if (bare === '' || isProtocolRelative(bare)) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase()
  if (scheme && scheme !== 'http' && scheme !== 'https' && scheme !== 'mailto') return null
  return bare
}

/** The image's source when it is one of this site's uploads (/media/…) or an https address. */
export function safeImageUrl(href: string | null | undefined): string | null {
  if (!href) return null
  const bare = bareUrl(href)
  if (isProtocolRelative(bare)) return null
  if (/^\/media\/[^?#]*$/.test(bare) && !bare.includes('..')) return bare
  if (/^https:\/\/[^/\\]/i.test(bare)) return bare
  return null
}

const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : '')

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text)
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens)
      const url = safeLinkUrl(href)
      if (url === null) return inner
      const external = /^https?:/i.test(url) ? ' rel="noopener noreferrer nofollow" target="_blank"' : ''
      return `<a href="${escapeHtml(url)}"${titleAttribute(title)}${external}>${inner}</a>`
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeImageUrl(href)
      if (url === null) return escapeHtml(text)
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy">`
    },
  },
})

/** Markdown → HTML under the rules above. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false })
}
