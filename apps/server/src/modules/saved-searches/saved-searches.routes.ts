/** Saved searches (docs/product/search.md, "Saved searches"): /buyer/member/saved-searches, members only. */
import { savedSearch, savedSearchBody, savedSearchChange } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { presentSavedSearch } from './saved-searches.present.ts'
import {
  changeSavedSearch,
  createSavedSearch,
  memberSavedSearches,
  removeSavedSearch,
} from './saved-searches.service.ts'

const tags = ['saved-searches']
const security = [{ accessToken: [] }]
const base = '/buyer/member/saved-searches'
const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'field.invalid' })
    .transform(Number),
})

export const savedSearchesRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      base,
      { schema: { tags, security, response: { 200: envelopeOf(z.array(savedSearch)) } } },
      async (request) => {
        const rows = await memberSavedSearches(ctx, memberOf(request).id)
        return ok(rows.map(presentSavedSearch))
      },
    )

    app.post(
      base,
      { schema: { tags, security, body: savedSearchBody, response: { 200: envelopeOf(savedSearch) } } },
      async (request) => {
        const row = await createSavedSearch(ctx, memberOf(request).id, request.body, request.lang)
        return ok(presentSavedSearch(row), t(request.lang, 'savedSearch.saved'))
      },
    )

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: savedSearchChange,
          response: { 200: envelopeOf(savedSearch) },
        },
      },
      async (request) => {
        const { id } = request.params
        const row = await changeSavedSearch(ctx, memberOf(request).id, id, request.body, request.lang)
        return ok(presentSavedSearch(row), t(request.lang, 'success'))
      },
    )

    app.delete(
      `${base}/:id`,
      { schema: { tags, security, params: idParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await removeSavedSearch(ctx, memberOf(request).id, request.params.id)
        return ok(null, t(request.lang, 'success'))
      },
    )
  })
