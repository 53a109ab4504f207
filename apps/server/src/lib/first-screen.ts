/**
 * The first screen's picture (docs/architecture.md, "Delivery: compression, caching, first load"):
 * index.html's skeleton has a slot where the page's largest picture goes (the home's first banner,
 * a listing's first photo). The server writes that picture into the slot and preloads it at high
 * priority, with the same srcset and sizes the page's own <img> uses, so the browser fetches it
 * from the HTML alone, paints it before any script runs, and the page then shows the same file.
 * Also: an HTML document compressed once (brotli and gzip) and sent by Accept-Encoding.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export interface FirstScreenImage {
  /** The file a browser without srcset support takes, and the only one when there is no srcset. */
  src: string
  srcset?: string
  sizes?: string
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const attr = (value: string) => value.replace(/[&<>"]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c)

/**
 * The skeleton's picture slots in apps/web/index.html: the banner (the gallery on listing pages)
 * and the first goods card's picture (the results grid of a list page).
 */
const SLOTS = { banner: 'fs-banner', card: 'fs-img' } as const
export type FirstScreenSlot = keyof typeof SLOTS

/** `<link rel="preload" as="image">` for the picture, at high priority. */
export function preloadLink(image: FirstScreenImage): string {
  const responsive = image.srcset
    ? ` imagesrcset="${attr(image.srcset)}"${image.sizes ? ` imagesizes="${attr(image.sizes)}"` : ''}`
    : ''
  return `<link rel="preload" as="image" href="${attr(image.src)}"${responsive} fetchpriority="high" />`
}

/**
 * index.html (any skeleton) with the picture preloaded in <head> and shown in the skeleton's
 * `slot` (the first one of its kind). Unchanged when the document has no such slot.
 */
export function withFirstScreenImage(
  html: string,
  image: FirstScreenImage,
  slot: FirstScreenSlot = 'banner',
): string {
  const empty = `<div class="${SLOTS[slot]}"></div>`
  const at = html.indexOf(empty)
  if (at === -1) return html
  const responsive = image.srcset
    ? ` srcset="${attr(image.srcset)}"${image.sizes ? ` sizes="${attr(image.sizes)}"` : ''}`
    : ''
  // Empty alt: the skeleton is aria-hidden; the page's own <img> carries the description.
  const img = `<img src="${attr(image.src)}"${responsive} alt="" fetchpriority="high" />`
  const body = `${html.slice(0, at)}<div class="${SLOTS[slot]} fs-pic">${img}</div>${html.slice(at + empty.length)}`
  // Right after <meta charset>, ahead of the inline style, scripts and stylesheets.
  const charset = body.match(/<meta charset=[^>]*>/i)
  const head = charset?.index ?? -1
  if (head === -1) return body.replace(/<\/head>/i, `  ${preloadLink(image)}\n  </head>`)
  const end = head + (charset?.[0].length ?? 0)
  return `${body.slice(0, end)}\n    ${preloadLink(image)}${body.slice(end)}`
}

export interface CompressedHtml {
  html: string
  br: Buffer
  gzip: Buffer
  etag: string
}

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * Brotli and gzip copies, made once: at brotli 11 (as the build compresses index.html,
 * scripts/compress-dist.mjs; about 7 ms for index.html) for a document served many times, at a
 * lower `brotliQuality` (5: about 0.2 ms, 10 % larger) for one of many variants.
 */
export async function compressHtml(html: string, brotliQuality = 11): Promise<CompressedHtml> {
  const source = Buffer.from(html)
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ])
  const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 27)}"`
  return { html, br, gzip: gzipped, etag }
}

/** brotli, else gzip, else none, as Accept-Encoding allows (a q of 0 refuses). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q !== undefined && Number(q.slice(2)) === 0) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

/** Sends a compressed document as the static files go: revalidated on every use, by ETag. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, doc: CompressedHtml) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', doc.etag)
  if (request.headers['if-none-match'] === doc.etag) return reply.code(304).send()
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(doc.html)
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? doc.br : doc.gzip)
}
