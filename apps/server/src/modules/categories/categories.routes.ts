/** Category tree (SPEC §7): GET /buyer/goods/category/get/{id}. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const categoriesRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
