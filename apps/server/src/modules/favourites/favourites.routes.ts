/** Favourites: /buyer/member/collection and GET /buyer/goods/goods/Collection. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const favouritesRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
