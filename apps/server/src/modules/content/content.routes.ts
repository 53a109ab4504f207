/**
 * The console's content and settings API (docs/admin.md, "Content and settings"): site, moderation
 * and home settings under right `settings` (content.settings.routes.ts); uploads, banners, hot
 * words, categories and articles (content.articles.routes.ts) under right `content`. Every write is
 * audited in its own transaction (content.service.ts and its siblings).
 */
import multipart from '@fastify/multipart'
import { ErrorCode, IMAGE_MAX_BYTES } from '@kaifong/contract'
import {
  adminBanner,
  adminCategory,
  adminMedia,
  bannerBody,
  categoryChangeBody,
  categoryCreateBody,
  hotWordParam,
  hotWordRule,
  hotWordRuleBody,
  hotWordsOverview,
} from '@kaifong/contract/admin'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { presentMedia } from '../media/index.ts'
import { articleRoutes } from './content.articles.routes.ts'
import { allCategories, changeCategory, createCategory } from './content.categories.ts'
import { clearHotWordRule, hotWordsOverview as readHotWords, setHotWordRule } from './content.hot-words.ts'
import { API, done, idParams, security, tags } from './content.http.ts'
import { presentAdminBanner, presentAdminTree, presentHotWordRule } from './content.present.ts'
import {
  checkAdminUploadRate,
  createBanner,
  editBanner,
  listAllBanners,
  removeBanner,
  uploadMedia,
} from './content.service.ts'
import { settingsRoutes } from './content.settings.routes.ts'

const tooLarge = () => new AppError(413, ErrorCode.IMAGE_TOO_LARGE, 'image.too.large')

/** The bytes of the multipart `file` part (at most IMAGE_MAX_BYTES), as the members' upload reads them. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('image.missing')
  let bytes: Buffer
  try {
    const part = await request.file()
    if (part?.fieldname !== 'file') throw badRequest('image.missing')
    bytes = await part.toBuffer()
  } catch (err) {
    if (err instanceof AppError) throw err
    const e = err as { code?: unknown; statusCode?: unknown }
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (e.statusCode === 413) throw err
    throw badRequest('param.error')
  }
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge()
  if (bytes.length === 0) throw badRequest('image.missing')
  return bytes
}

/** POST /admin/api/media: an image through the media pipeline, owned by the operator. */
const mediaRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'content', async (app) => {
    // Only this scope of the console accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 10, parts: 11 },
    })
    app.post(
      `${API}/media`,
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(adminMedia) },
        },
      },
      async (request) => {
        const actor = actorOf(request)
        await checkAdminUploadRate(ctx, actor)
        const row = await uploadMedia(ctx, actor, await readImage(request))
        return ok(presentMedia(row), t(request.lang, 'success'))
      },
    )
  })

const bannerRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  app.get(
    `${API}/banners`,
    { schema: { tags, security, response: { 200: envelopeOf(z.array(adminBanner)) } } },
    async () => ok((await listAllBanners(ctx)).map(presentAdminBanner)),
  )
  app.post(
    `${API}/banners`,
    { schema: { tags, security, body: bannerBody, response: { 200: envelopeOf(adminBanner) } } },
    async (request) =>
      ok(
        presentAdminBanner(await createBanner(ctx, actorOf(request), request.body)),
        t(request.lang, 'success'),
      ),
  )
  app.put(
    `${API}/banners/:id`,
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: bannerBody,
        response: { 200: envelopeOf(adminBanner) },
      },
    },
    async (request) =>
      ok(
        presentAdminBanner(await editBanner(ctx, actorOf(request), request.params.id, request.body)),
        t(request.lang, 'success'),
      ),
  )
  app.delete(
    `${API}/banners/:id`,
    { schema: { tags, security, params: idParams, response: { 200: done } } },
    async (request) => {
      await removeBanner(ctx, actorOf(request), request.params.id)
      return ok(null, t(request.lang, 'success'))
    },
  )
}

const hotWordRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  app.get(
    `${API}/hot-words`,
    { schema: { tags, security, response: { 200: envelopeOf(hotWordsOverview) } } },
    async (request) => {
      const state = await readHotWords(ctx, request.lang)
      return ok({ ...state, rules: state.rules.map(presentHotWordRule) })
    },
  )
  app.put(
    `${API}/hot-words/:word`,
    {
      schema: {
        tags,
        security,
        params: hotWordParam,
        body: hotWordRuleBody,
        response: { 200: envelopeOf(hotWordRule) },
      },
    },
    async (request) => {
      const rule = await setHotWordRule(ctx, actorOf(request), request.params.word, request.body)
      return ok(presentHotWordRule(rule), t(request.lang, 'success'))
    },
  )
  app.delete(
    `${API}/hot-words/:word`,
    { schema: { tags, security, params: hotWordParam, response: { 200: done } } },
    async (request) => {
      await clearHotWordRule(ctx, actorOf(request), request.params.word)
      return ok(null, t(request.lang, 'success'))
    },
  )
}

const categoryRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
  const tree = z.array(adminCategory)
  app.get(
    `${API}/categories`,
    { schema: { tags, security, response: { 200: envelopeOf(tree) } } },
    async () => ok(presentAdminTree(await allCategories(ctx))),
  )
  // Both answer the whole tree as it now is, so the console redraws it from one answer.
  app.post(
    `${API}/categories`,
    { schema: { tags, security, body: categoryCreateBody, response: { 200: envelopeOf(tree) } } },
    async (request) => {
      await createCategory(ctx, actorOf(request), request.body)
      return ok(presentAdminTree(await allCategories(ctx)), t(request.lang, 'success'))
    },
  )
  app.put(
    `${API}/categories/:id`,
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: categoryChangeBody,
        response: { 200: envelopeOf(tree) },
      },
    },
    async (request) => {
      await changeCategory(ctx, actorOf(request), request.params.id, request.body)
      return ok(presentAdminTree(await allCategories(ctx)), t(request.lang, 'success'))
    },
  )
}

/** Every content and settings route, each scope behind its right. */
export const contentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(settingsRoutes(ctx))
    await app.register(mediaRoutes(ctx))
    await app.register(
      adminOnly(ctx, 'content', async (scope) => {
        await scope.register(bannerRoutes(ctx))
        await scope.register(hotWordRoutes(ctx))
        await scope.register(categoryRoutes(ctx))
        await scope.register(articleRoutes(ctx))
      }),
    )
  }
