/** Listings (SPEC §7 goods endpoints) and their lifecycle. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const goodsRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
