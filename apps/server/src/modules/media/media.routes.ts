/** Image upload: POST /common/common/upload/file. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'

export const mediaRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {}
