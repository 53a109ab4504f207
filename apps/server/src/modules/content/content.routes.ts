/**
 * The console's content and settings API (docs/admin.md, "Content and settings"): site, moderation
 * and home settings under right `settings`; uploads, banners, hot words, categories and articles
 * under right `content`. Every write is audited in its own transaction (content.service.ts).
 */
import multipart from '@fastify/multipart'
import { ErrorCode, IMAGE_MAX_BYTES } from '@kaifong/contract'
import {
  adminArticle,
  adminBanner,
  adminCategory,
  adminMedia,
  articleBody,
  articlesQuery,
  bannerBody,
  categoryChangeBody,
  categoryCreateBody,
  homeSettings,
  hotWordParam,
  hotWordRule,
  hotWordRuleBody,
  hotWordsOverview,
  moderationSettings,
  siteSettingsBody,
  siteSettingsForm,
} from '@kaifong/contract/admin'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { presentMedia } from '../media/index.ts'
import { allCategories, changeCategory, createCategory } from './content.categories.ts'
import {
  presentAdminArticle,
  presentAdminBanner,
  presentAdminTree,
  presentHotWordRule,
} from './content.present.ts'
import {
  articlesPage,
  checkAdminUploadRate,
  clearHotWordRule,
  createArticle,
  createBanner,
  editArticle,
  editBanner,
  adminArticle as findArticle,
  homeForm,
  listAllBanners,
  moderationForm,
  hotWordsOverview as readHotWords,
  removeArticle,
  removeBanner,
  saveHome,
  saveModeration,
  saveSite,
  setHotWordRule,
  siteForm,
  uploadMedia,
} from './content.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]
const API = '/admin/api'
const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'field.invalid' })
    .transform(Number),
})
const done = envelopeOf(z.null())

/** GET/PUT /admin/api/settings/site, moderation and home (right `settings`). */
const settingsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'settings', async (app) => {
    app.get(
      `${API}/settings/site`,
      { schema: { tags, security, response: { 200: envelopeOf(siteSettingsForm) } } },
      async () => ok(await siteForm(ctx)),
    )
    app.put(
      `${API}/settings/site`,
      { schema: { tags, security, body: siteSettingsBody, response: { 200: envelopeOf(siteSettingsForm) } } },
      async (request) => ok(await saveSite(ctx, actorOf(request), request.body), t(request.lang, 'success')),
    )
    app.get(
      `${API}/settings/moderation`,
      { schema: { tags, security, response: { 200: envelopeOf(moderationSettings) } } },
      async () => ok(await moderationForm(ctx)),
    )
    app.put(
      `${API}/settings/moderation`,
      {
        schema: {
          tags,
          security,
          body: moderationSettings,
          response: { 200: envelopeOf(moderationSettings) },
        },
      },
      async (request) =>
        ok(await saveModeration(ctx, actorOf(request), request.body), t(request.lang, 'success')),
    )
    app.get(
      `${API}/settings/home`,
      { schema: { tags, security, response: { 200: envelopeOf(homeSettings) } } },
      async () => ok(await homeForm(ctx)),
    )
    app.put(
      `${API}/settings/home`,
      { schema: { tags, security, body: homeSettings, response: { 200: envelopeOf(homeSettings) } } },
      async (request) => ok(await saveHome(ctx, actorOf(request), request.body), t(request.lang, 'success')),
    )
  })

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

const articleRoutes: (ctx: AppContext) => FastifyPluginAsyncZod = (ctx) => async (app) => {
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
