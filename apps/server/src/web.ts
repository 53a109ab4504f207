/**
 * Serves uploaded media (/media), the built web app, and the SPA fallback: a GET for a client
 * route that asks for HTML gets index.html; anything else unknown gets the 404 envelope.
 * Listing and member pages get their share previews written in (modules/seo), and the sitemap
 * and robots.txt are served here too.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { ErrorCode } from '@kaifong/contract'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from './lib/context.ts'
import { send } from './lib/error-handler.ts'
import { webDistDir } from './lib/paths.ts'
import { registerSharePages, registerSitemap } from './modules/seo/seo.routes.ts'

const API_PREFIXES = ['/buyer/', '/common/', '/im/', '/admin/', '/dev/', '/api-docs', '/media/']

export interface WebOptions {
  /** The built web app's folder (default apps/web/dist; tests use a folder of their own). */
  distDir?: string
}

export async function registerWeb(
  app: FastifyInstance,
  ctx: AppContext,
  opts: WebOptions = {},
): Promise<void> {
  const distDir = opts.distDir ?? webDistDir
  const mediaDir = path.join(ctx.config.DATA_DIR, 'media')
  mkdirSync(mediaDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  })

  const indexPath = path.join(distDir, 'index.html')
  const hasWeb = existsSync(indexPath)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The plugin's own Cache-Control would override the one set here, so it is off.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0')
      },
    })
  }
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : ''
  if (hasWeb) registerSharePages(app, ctx, indexHtml)
  // A file of the same name in the web app wins (the static plugin has already claimed its path).
  registerSitemap(app, ctx, {
    sitemap: !existsSync(path.join(distDir, 'sitemap.xml')),
    robots: !existsSync(path.join(distDir, 'robots.txt')),
  })

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    const wantsHtml = (request.headers.accept ?? '').includes('text/html')
    const isApi = API_PREFIXES.some((p) => url.startsWith(p))
    if (hasWeb && request.method === 'GET' && wantsHtml && !isApi) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
    }
    return send(request, reply, 404, ErrorCode.NOT_FOUND, 'not.found')
  })
}
