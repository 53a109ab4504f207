/** Public site content: settings (name, logo, icon), the home page's sections, banners, and articles (pages, help and announcements). */
import { article, banner, homeBlock, siteSettings } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { presentArticle, presentBanner, presentSite } from './site.present.ts'
import {
  checkHealth,
  getArticle,
  getArticlesPage,
  getBanners,
  getHomeBlocks,
  getSite,
} from './site.service.ts'

/** Articles: the list of one type (announcements, pages, help) and one article by id or by key. */
const articleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/buyer/other/article',
      {
        schema: {
          tags: ['site'],
          querystring: pagingQuery.extend({
            type: z.enum(['ANNOUNCEMENT', 'PAGE', 'HELP']).default('ANNOUNCEMENT'),
            sort: z.string().optional(),
          }),
          response: { 200: envelopeOf(pageOf(article)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize, type } = request.query
        const { rows, total } = await getArticlesPage(ctx, type, pageNumber, pageSize)
        return ok(
          page(
            rows.map((r) => presentArticle(r, request.lang)),
            total,
            pageNumber,
            pageSize,
          ),
        )
      },
    )

    app.get(
      '/buyer/other/article/get/:id',
      {
        schema: {
          tags: ['site'],
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(article) },
        },
      },
      async (request) => {
        return ok(presentArticle(await getArticle(ctx, { id: request.params.id }), request.lang))
      },
    )

    app.get(
      '/buyer/other/article/key/:key',
      {
        schema: {
          tags: ['site'],
          params: z.object({ key: z.enum(['about', 'privacy', 'terms', 'disclaimer', 'contact']) }),
          response: { 200: envelopeOf(article) },
        },
      },
      async (request) => {
        return ok(presentArticle(await getArticle(ctx, { key: request.params.key }), request.lang))
      },
    )
  }

export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/common/common/site',
      { schema: { tags: ['site'], response: { 200: envelopeOf(siteSettings) } } },
      async (request, reply) => {
        const value = await getSite(ctx)
        reply.header('cache-control', 'public, max-age=3600').header('vary', 'language')
        return ok(presentSite(value, request.lang, ctx.config.PHONE_VERIFICATION))
      },
    )

    // Health check for load balancers; also the benchmarks' baseline.
    app.get(
      '/common/common/health',
      { schema: { tags: ['site'], response: { 200: envelopeOf(z.object({ status: z.literal('ok') })) } } },
      async (_request, reply) => {
        await checkHealth(ctx)
        reply.header('cache-control', 'no-store')
        return ok({ status: 'ok' as const })
      },
    )

    // The home page's sections in order and whether each shows (docs/admin.md, "Home blocks").
    app.get(
      '/common/common/home-blocks',
      { schema: { tags: ['site'], response: { 200: envelopeOf(z.array(homeBlock)) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60')
        return ok(await getHomeBlocks(ctx))
      },
    )

    app.get(
      '/buyer/banner/banner/List',
      { schema: { tags: ['site'], response: { 200: envelopeOf(z.array(banner)) } } },
      async (request) => {
        const rows = await getBanners(ctx)
        return ok(rows.map((r) => presentBanner(r, request.lang)))
      },
    )

    await app.register(articleRoutes(ctx))
  }
