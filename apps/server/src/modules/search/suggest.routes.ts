/** Search-as-you-type: GET /buyer/goods/goods/suggest (docs/product/search.md). */
import { searchSuggestions, searchSuggestQuery } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { searchSuggestions as suggest } from './suggest.service.ts'

export const suggestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/buyer/goods/goods/suggest',
      {
        schema: {
          tags: ['search'],
          querystring: searchSuggestQuery,
          response: { 200: envelopeOf(searchSuggestions) },
        },
      },
      async (request, reply) => {
        const { keyword, count } = request.query
        // Titles and category names follow the reader's language; a short private cache lets
        // the browser answer a keyword typed again (backspace and retype) without asking.
        reply.header('cache-control', 'private, max-age=60').header('vary', 'language')
        return ok(await suggest(ctx, keyword, count, request.lang))
      },
    )
  }
