/** Reports: POST /buyer/goods/goods/report. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const reportsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
