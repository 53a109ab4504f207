/** The console's article routes (docs/admin.md, "Content and settings"; right `content`, given by content.routes.ts). */
import { adminArticle, articleBody, articlesQuery } from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { API, done, idParams, security, tags } from './content.http.ts'
import { presentAdminArticle } from './content.present.ts'
import {
  articlesPage,
  createArticle,
  editArticle,
  adminArticle as findArticle,
  removeArticle,
} from './content.service.ts'

export const articleRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  app.get(
    `${API}/articles`,
    {
      schema: {
        tags,
        security,
        querystring: articlesQuery,
        response: { 200: envelopeOf(pageOf(adminArticle)) },
      },
    },
    async (request) => {
      const { type, pageNumber, pageSize } = request.query
      const { rows, total } = await articlesPage(ctx, type, pageNumber, pageSize)
      return ok(page(rows.map(presentAdminArticle), total, pageNumber, pageSize))
    },
  )
  app.get(
    `${API}/articles/:id`,
    { schema: { tags, security, params: idParams, response: { 200: envelopeOf(adminArticle) } } },
    async (request) => ok(presentAdminArticle(await findArticle(ctx, request.params.id))),
  )
  app.post(
    `${API}/articles`,
    { schema: { tags, security, body: articleBody, response: { 200: envelopeOf(adminArticle) } } },
    async (request) =>
      ok(
        presentAdminArticle(await createArticle(ctx, actorOf(request), request.body)),
        t(request.lang, 'success'),
      ),
  )
  app.put(
    `${API}/articles/:id`,
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: articleBody,
        response: { 200: envelopeOf(adminArticle) },
      },
    },
    async (request) =>
      ok(
        presentAdminArticle(await editArticle(ctx, actorOf(request), request.params.id, request.body)),
        t(request.lang, 'success'),
      ),
  )
  app.delete(
    `${API}/articles/:id`,
    { schema: { tags, security, params: idParams, response: { 200: done } } },
    async (request) => {
      await removeArticle(ctx, actorOf(request), request.params.id)
      return ok(null, t(request.lang, 'success'))
    },
  )
}
