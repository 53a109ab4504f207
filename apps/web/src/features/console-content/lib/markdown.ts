/**
 * Markdown for the console's article editor (docs/admin.md, "Content and settings": content is
 * Markdown, the editor previews it and the site renders it sanitised). The preview keeps the
 * server's rules (apps/server/src/modules/site/markdown.ts), so what the operator sees is what the
 * site shows: raw HTML is shown as text, never run; links keep only http(s), mailto and relative
 * addresses; images only the site's uploads (/media/…) and https; anything else becomes its text. Only `renderMarkdown`'s output may be put
 * into the page with dangerouslySetInnerHTML.
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

/**
 * The link's address when it may be linked: http(s), mailto, or relative (a path, `?query` or
 * `#anchor`); null otherwise (javascript:, data:, vbscript:, protocol-relative `//host`, …).
 */
export function safeUrl(href: string | null | undefined): string | null {
  if (!href) return null
  const bare = bareUrl(href)
  if (bare === '' || isProtocolRelative(bare)) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase()
  if (scheme && scheme !== 'http' && scheme !== 'https' && scheme !== 'mailto') return null
  return bare
}

/** The image's source when it is one of the site's uploads (/media/…) or an https address. */
export function safeImageUrl(href: string | null | undefined): string | null {
  if (!href) return null
  const bare = bareUrl(href)
  if (isProtocolRelative(bare)) return null
  if (/^\/media\/[^?#]*$/.test(bare) && !bare.includes('..')) return bare
  if (/^https:\/\/[^/\\]/i.test(bare)) return bare
  return null
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : ''
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    // Raw HTML, block or inline, is shown as the text it is.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text)
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens)
      const url = safeUrl(href)
      if (url === null) return inner
      const external = /^https?:/i.test(url)
      const rel = external ? ' rel="noopener noreferrer nofollow" target="_blank"' : ''
      return `<a href="${escapeHtml(url)}"${titleAttribute(title)}${rel}>${inner}</a>`
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeImageUrl(href)
      if (url === null) return escapeHtml(text)
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy">`
    },
  },
})

/** Markdown → HTML under the rules above, safe to put into the page. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false })
}

/** What a toolbar button does to the text: the new text and the selection to put back. */
export interface MarkdownEdit {
  text: string
  selectionStart: number
  selectionEnd: number
}

export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'link' | 'list'

/** Wraps the selection in `before`…`after` (or inserts them around `placeholder`). */
function wrap(text: string, start: number, end: number, before: string, after: string, placeholder: string) {
  const chosen = text.slice(start, end) || placeholder
  const next = `${text.slice(0, start)}${before}${chosen}${after}${text.slice(end)}`
  return {
    text: next,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + chosen.length,
  }
}

/** Puts `prefix` at the start of every line the selection touches. */
function prefixLines(text: string, start: number, end: number, prefix: string) {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const nextBreak = text.indexOf('\n', Math.max(end, start + 1) - 1)
  const lineEnd = nextBreak === -1 ? text.length : nextBreak
  const block = text.slice(lineStart, lineEnd)
  const prefixed = block
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`))
    .join('\n')
  const next = `${text.slice(0, lineStart)}${prefixed}${text.slice(lineEnd)}`
  return { text: next, selectionStart: lineStart, selectionEnd: lineStart + prefixed.length }
}

/** The edit a toolbar action makes to `text` with the selection [start, end). */
export function applyMarkdown(
  action: MarkdownAction,
  text: string,
  start: number,
  end: number,
  placeholder: string,
): MarkdownEdit {
  switch (action) {
    case 'bold':
      return wrap(text, start, end, '**', '**', placeholder)
    case 'italic':
      return wrap(text, start, end, '_', '_', placeholder)
    case 'link':
      return wrap(text, start, end, '[', '](https://)', placeholder)
    case 'heading':
      return prefixLines(text, start, end, '## ')
    case 'list':
      return prefixLines(text, start, end, '- ')
  }
}
