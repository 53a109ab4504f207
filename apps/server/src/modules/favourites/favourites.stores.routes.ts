/** Favourite shops: /buyer/member/collection with type STORE (registered inside favourites' members-only scope). */
import { idSchema, type StoreCollection, storeCollection } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import {
  addStoreFavourite,
  isStoreFavouriteOf,
  removeStoreFavourite,
  type StoreFavourite,
  storeFavouritesPage,
} from './favourites.stores.ts'

const tags = ['favourites']
const security = [{ accessToken: [] }]
const base = '/buyer/member/collection'
const params = z.object({ id: idSchema })

const present = (f: StoreFavourite): StoreCollection => ({
  id: String(f.id),
  storeName: f.name,
  storeLogo: f.logo,
  district: f.district,
  score: f.score,
  goodsCount: f.goodsCount,
  collectTime: f.collectedAt.toISOString(),
})

export const storeFavouritesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/isCollection/STORE/:id`,
      { schema: { tags, security, params, response: { 200: envelopeOf(z.boolean()) } } },
      async (request) => ok(await isStoreFavouriteOf(ctx, memberOf(request).id, Number(request.params.id))),
    )

    app.post(
      `${base}/add/STORE/:id`,
      { schema: { tags, security, params, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await addStoreFavourite(ctx, memberOf(request).id, Number(request.params.id))
        return ok(null, t(request.lang, 'success'))
      },
    )

    app.delete(
      `${base}/delete/STORE/:id`,
      { schema: { tags, security, params, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await removeStoreFavourite(ctx, memberOf(request).id, Number(request.params.id))
        return ok(null, t(request.lang, 'success'))
      },
    )

    app.get(
      `${base}/STORE`,
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery,
          response: { 200: envelopeOf(pageOf(storeCollection)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await storeFavouritesPage(ctx, memberOf(request).id, request.query)
        return ok(page(rows.map(present), total, pageNumber, pageSize))
      },
    )
  }
