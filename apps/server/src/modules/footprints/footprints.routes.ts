/** Browsing history: /buyer/member/footprint. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const footprintsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
