/** Favourites: /buyer/member/collection (GOODS here, STORE in favourites.stores.routes.ts) and GET /buyer/goods/goods/Collection. */
import { collection, idSchema } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { presentCollection } from './favourites.present.ts'
import { addFavourite, favouritesPage, isFavouriteOf, removeFavourite } from './favourites.service.ts'
import { storeFavouritesRoutes } from './favourites.stores.routes.ts'

const tags = ['favourites']
const security = [{ accessToken: [] }]
const base = '/buyer/member/collection'
const params = z.object({ id: idSchema })

export const favouritesRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    await app.register(storeFavouritesRoutes(ctx))
    app.get(
      `${base}/isCollection/GOODS/:id`,
      {
        schema: { tags, security, params, response: { 200: envelopeOf(z.boolean()) } },
      },
      async (request) => ok(await isFavouriteOf(ctx, memberOf(request).id, Number(request.params.id))),
    )

    app.post(
      `${base}/add/GOODS/:id`,
      {
        schema: { tags, security, params, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await addFavourite(ctx, memberOf(request).id, Number(request.params.id))
        return ok(null, t(request.lang, 'success'))
      },
    )

    app.delete(
      `${base}/delete/GOODS/:id`,
      {
        schema: { tags, security, params, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await removeFavourite(ctx, memberOf(request).id, Number(request.params.id))
        return ok(null, t(request.lang, 'success'))
      },
    )

    app.get(
      '/buyer/goods/goods/Collection',
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery,
          response: { 200: envelopeOf(pageOf(collection)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await favouritesPage(ctx, memberOf(request).id, request.query)
        const now = ctx.clock.now()
        return ok(
          page(
            rows.map((r) => presentCollection(r, now)),
            total,
            pageNumber,
            pageSize,
          ),
        )
      },
    )
  })
