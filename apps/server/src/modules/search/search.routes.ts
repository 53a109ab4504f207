/** Search: GET /buyer/goods/goods/es, es/related, hot-words. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const searchRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
