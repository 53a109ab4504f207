/**
 * Server-written HTML for shared links (GET /goodsDetail?goodsId=, GET /user/:name?id=): the SPA's
 * index.html with the page's own title, description, OpenGraph and JSON-LD, so WhatsApp,
 * Facebook and search engines see the listing without running the app. Plus /sitemap.xml and
 * /robots.txt. Crawlers send no language header, so zh-Hant unless ?lang= or `language` says.
 */
import { Readable } from 'node:stream'
import { idSchema, type Language } from '@kaifong/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../../lib/context.ts'
import { withFirstScreenImage } from '../../lib/first-screen.ts'
import { parseLanguage } from '../../lib/messages.ts'
import { htmlTemplate, renderHead } from './seo.head.ts'
import { goodsPageMeta, memberPageMeta } from './seo.service.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

type Query = Record<string, unknown>
const hidden = { schema: { hide: true } }

function languageOf(request: FastifyRequest): Language {
  const { lang } = request.query as Query
  return parseLanguage(lang ?? request.headers.language)
}

function idOf(value: unknown): number | null {
  const id = idSchema.safeParse(Array.isArray(value) ? value[0] : value)
  return id.success ? Number(id.data) : null
}

/** Listing and member pages; only when the built web app (its index.html) is there. */
export function registerSharePages(app: FastifyInstance, ctx: AppContext, indexHtml: string): void {
  const html = htmlTemplate(indexHtml)
  // Listings change at any time (price, sold, taken down): browsers and proxies must revalidate.
  const send = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body)

  const page =
    (load: (id: number, lang: Language) => ReturnType<typeof goodsPageMeta>, param: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const lang = languageOf(request)
      const id = idOf((request.query as Query)[param])
      try {
        const meta = id === null ? null : await load(id, lang)
        if (!meta) return send(reply, html.notFound())
        const doc = html.page(renderHead(meta), lang)
        return send(reply, meta.firstScreen ? withFirstScreenImage(doc, meta.firstScreen) : doc)
      } catch (err) {
        // The app itself still works (it loads its data over the API), so serve it plain.
        request.log.error({ err }, 'share page meta failed')
        return send(reply, indexHtml)
      }
    }

  app.get(
    '/goodsDetail',
    hidden,
    page((id, lang) => goodsPageMeta(ctx, id, lang), 'goodsId'),
  )
  app.get(
    '/user/:name',
    hidden,
    page((id, lang) => memberPageMeta(ctx, id, lang), 'id'),
  )
}

export function registerSitemap(
  app: FastifyInstance,
  ctx: AppContext,
  opts: { sitemap: boolean; robots: boolean },
): void {
  if (opts.sitemap) {
    app.get('/sitemap.xml', hidden, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(Readable.from(sitemapXml(ctx))),
    )
  }
  if (opts.robots) {
    app.get('/robots.txt', hidden, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(ctx)),
    )
  }
}
