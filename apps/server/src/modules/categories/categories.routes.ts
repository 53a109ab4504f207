/** Category tree (docs/product/api.md): GET /buyer/goods/category/get/{id}, 0 = the whole tree. */
import { categoryNode } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, okBytes, sendJson } from '../../lib/envelope.ts'
import { categoryChildrenJson } from './categories.service.ts'

const params = z.object({
  parentId: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'field.invalid' })
    .transform(Number),
})

export const categoriesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/buyer/goods/category/get/:parentId',
      {
        schema: { tags: ['categories'], params, response: { 200: envelopeOf(z.array(categoryNode)) } },
      },
      async (request, reply) => {
        // The tree is kept serialized (categories.service.ts); the schema above still describes it.
        const json = await categoryChildrenJson(ctx, request.params.parentId, request.lang)
        // Same lifetime as the server's own copy (docs/product/constants.md); names differ by language.
        reply.header('cache-control', 'public, max-age=3600').header('vary', 'language')
        return sendJson(reply, okBytes(json))
      },
    )
  }
