import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const captchaRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {}
