import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const codesRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {}
