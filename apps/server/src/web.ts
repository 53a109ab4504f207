/**
 * Serves uploaded media (/media), the built web app, and the SPA fallback: a GET for a client
 * route that asks for HTML gets index.html; anything else unknown gets the 404 envelope.
 * Listing and member pages get their share previews written in (modules/seo), and the sitemap
 * and robots.txt are served here too. Also owns how responses travel: the web app's files go out
 * pre-compressed (brotli or gzip, made by the build) and other text responses are compressed as
 * they leave (docs/architecture.md, "Delivery: compression, caching, first load").
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import { ErrorCode } from '@kaifong/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { homeDocument, listDocument } from './first-screen-pages.ts'
import type { AppContext } from './lib/context.ts'
import { send } from './lib/error-handler.ts'
import { type CompressedHtml, sendHtml } from './lib/first-screen.ts'
import { webDistDir } from './lib/paths.ts'
import { registerSharePages, registerSitemap } from './modules/seo/index.ts'

const API_PREFIXES = ['/buyer/', '/common/', '/im/', '/admin/api/', '/dev/', '/api-docs', '/media/']

/** Text the web build writes .br and .gz copies of (scripts/compress-dist.mjs). */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Brotli or gzip, as the client prefers, for text responses of 1 KB or more (smaller ones gain
 * less than the work costs). Register before the routes: the plugin hooks each route as it is
 * added. Responses already encoded (the web app's pre-compressed files) pass through untouched,
 * and text/event-stream is never compressed, so a stream is not held back in a compressor's
 * buffer; a WebSocket upgrade is not a reply at all. A route can opt out with `compress: false`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Request bodies stay plain: nothing sends compressed ones, and inflating them is a way in.
    globalDecompression: false,
  })
}

/** index.html with its static first screen switched to the detail layout (the `fs-detail` class). */
export function withDetailSkeleton(indexHtml: string): string {
  return indexHtml.replace('<div class="fs" ', '<div class="fs fs-detail" ')
}

export interface WebOptions {
  /** The built web app's folder (default apps/web/dist; tests use a folder of their own). */
  distDir?: string
}

const sendIndex = (reply: FastifyReply) => reply.code(200).sendFile('index.html')
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html')

export async function registerWeb(
  app: FastifyInstance,
  ctx: AppContext,
  opts: WebOptions = {},
): Promise<void> {
  const distDir = opts.distDir ?? webDistDir
  await registerMedia(app, ctx)
  const indexPath = path.join(distDir, 'index.html')
  const hasWeb = existsSync(indexPath)
  if (hasWeb) {
    await registerWebFiles(app, distDir)
    const indexHtml = readFileSync(indexPath, 'utf8')
    registerFirstScreens(app, ctx, indexHtml)
    // Listing and member pages paint the first screen's gallery-and-info skeleton instead of the
    // home's (apps/web/index.html; docs/architecture.md, "Delivery: compression, caching, first load").
    registerSharePages(app, ctx, withDetailSkeleton(indexHtml))
  }
  // A file of the same name in the web app wins (the static plugin has already claimed its path).
  registerSitemap(app, ctx, {
    sitemap: !existsSync(path.join(distDir, 'sitemap.xml')),
    robots: !existsSync(path.join(distDir, 'robots.txt')),
  })

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    const isApi = API_PREFIXES.some((p) => url.startsWith(p))
    if (hasWeb && request.method === 'GET' && wantsHtml(request) && !isApi) {
      // Through the static plugin for its pre-compressed copies; the headers come from setHeaders.
      return sendIndex(reply)
    }
    return send(request, reply, 404, ErrorCode.NOT_FOUND, 'not.found')
  })
}

/** Uploaded media under /media/, cached for a week. */
async function registerMedia(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const mediaDir = path.join(ctx.config.DATA_DIR, 'media')
  mkdirSync(mediaDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  })
}

/** The built web app's files, with their pre-compressed copies. */
async function registerWebFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // index.html.br / .gz beside index.html, chosen by Accept-Encoding.
    preCompressed: true,
    // The plugin's own Cache-Control would override the one set here, so it is off.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name, so those can be cached for good; the rest
      // (index.html above all, which names the current assets) is checked again on every use.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache')
      const original = filePath.replace(/\.(?:br|gz)$/, '')
      if (PRECOMPRESSED.test(original)) res.setHeader('vary', 'accept-encoding')
    },
  })
}

/**
 * The home and the goods list with their largest picture in the first screen
 * (first-screen-pages.ts), compressed by their own caches, never again on the way out.
 */
function registerFirstScreens(app: FastifyInstance, ctx: AppContext, indexHtml: string): void {
  const home = homeDocument(ctx, indexHtml)
  const list = listDocument(ctx, indexHtml)
  const page = { schema: { hide: true }, compress: false as const }
  app.get('/', page, async (request, reply) => {
    if (!wantsHtml(request)) return send(request, reply, 404, ErrorCode.NOT_FOUND, 'not.found')
    let doc: CompressedHtml | null = null
    try {
      doc = await home()
    } catch (err) {
      // The page loads its banners over the API anyway: serve it without the picture.
      request.log.error({ err }, 'home banner lookup failed')
    }
    return doc ? sendHtml(request, reply, doc) : sendIndex(reply)
  })
  app.get('/goodsList', page, async (request, reply) => {
    if (!wantsHtml(request)) return send(request, reply, 404, ErrorCode.NOT_FOUND, 'not.found')
    try {
      return sendHtml(request, reply, await list(request.query as Record<string, unknown>))
    } catch (err) {
      // The page makes its search itself: serve it without the picture.
      request.log.error({ err }, 'goods list first picture failed')
      return sendIndex(reply)
    }
  })
}
