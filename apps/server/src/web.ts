/**
 * Serves uploaded media (/media), the built web app, and the SPA fallback: a GET for a client
 * route that asks for HTML gets index.html; anything else unknown gets the 404 envelope.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { ErrorCode } from '@kaifong/contract'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from './lib/context.ts'
import { send } from './lib/error-handler.ts'
import { webDistDir } from './lib/paths.ts'

const API_PREFIXES = ['/buyer/', '/common/', '/im/', '/admin/', '/dev/', '/api-docs', '/media/']

export async function registerWeb(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const mediaDir = path.join(ctx.config.DATA_DIR, 'media')
  mkdirSync(mediaDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  })

  const indexPath = path.join(webDistDir, 'index.html')
  const hasWeb = existsSync(indexPath)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable')
        }
      },
    })
  }
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : ''

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
