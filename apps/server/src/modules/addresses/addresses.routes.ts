/** Address book (SPEC §5): /buyer/member/address. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const addressesRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
