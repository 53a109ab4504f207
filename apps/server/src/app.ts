/** Builds the Fastify app: plugins, then the domain modules, then the web app. Tests import this. */
import formbody from '@fastify/formbody'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import websocket from '@fastify/websocket'
import { CHAT_FRAME_MAX_BYTES, ErrorCode } from '@kaifong/contract'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { type Clock, systemClock } from './lib/clock.ts'
import type { AppContext } from './lib/context.ts'
import { registerErrorHandling } from './lib/error-handler.ts'
import { createEventBus } from './lib/events.ts'
import { registerInputGuard } from './lib/input-guard.ts'
import { createLimiter } from './lib/limiter.ts'
import { createMailer, type Mailer, mailerOptions } from './lib/mailer.ts'
import { parseLanguage, t } from './lib/messages.ts'
import { registerRateLimit } from './lib/rate-limit.ts'
import { createRealtime } from './lib/realtime.ts'
import { redisPlugin } from './lib/redis.ts'
import { loadCodeKey, loadJwtKey } from './lib/secrets.ts'
import { registerSecurityHeaders } from './lib/security-headers.ts'
import { schemaSerializerCompiler } from './lib/serialize.ts'
import { accountRoutes } from './modules/account/account.routes.ts'
import { addressesRoutes } from './modules/addresses/addresses.routes.ts'
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts'
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { contactChangeRoutes } from './modules/auth/contact-change.routes.ts'
import { devicesRoutes } from './modules/auth/devices.routes.ts'
import { broadcastJobPlugin } from './modules/broadcasts/broadcasts.job.ts'
import { broadcastsRoutes } from './modules/broadcasts/broadcasts.routes.ts'
import { captchaRoutes } from './modules/captcha/captcha.routes.ts'
import { categoriesRoutes } from './modules/categories/categories.routes.ts'
import { chatListeners } from './modules/chat/chat.listeners.ts'
import { chatQuotesRoutes } from './modules/chat/chat.quotes.routes.ts'
import { chatRoutes } from './modules/chat/chat.routes.ts'
import { chatSocketRoutes, chooseProtocol } from './modules/chat/chat.ws.ts'
import { checkinRoutes } from './modules/checkin/checkin.routes.ts'
import { codesRoutes } from './modules/codes/codes.routes.ts'
import { coinsRoutes } from './modules/coins/coins.routes.ts'
import { contentRoutes } from './modules/content/content.routes.ts'
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts'
import { devRoutes } from './modules/dev/dev.routes.ts'
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.ts'
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts'
import { footprintsListeners } from './modules/footprints/footprints.listeners.ts'
import { footprintsRoutes } from './modules/footprints/footprints.routes.ts'
import { expiryJobPlugin } from './modules/goods/expiry.job.ts'
import { goodsRoutes } from './modules/goods/goods.routes.ts'
import { medalsListeners } from './modules/medals/medals.listeners.ts'
import { medalsRoutes } from './modules/medals/medals.routes.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { moderationRoutes } from './modules/moderation/moderation.routes.ts'
import { noticesListeners } from './modules/notices/notices.listeners.ts'
import { noticesRoutes } from './modules/notices/notices.routes.ts'
import { profileRoutes } from './modules/profile/profile.routes.ts'
import { reportsRoutes } from './modules/reports/reports.routes.ts'
import { savedSearchAlertJobPlugin } from './modules/saved-searches/saved-searches.job.ts'
import { savedSearchesListeners } from './modules/saved-searches/saved-searches.listeners.ts'
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts'
import { searchRoutes } from './modules/search/search.routes.ts'
import { suggestRoutes } from './modules/search/suggest.routes.ts'
import { siteRoutes } from './modules/site/site.routes.ts'
import { tasksListeners } from './modules/tasks/tasks.listeners.ts'
import { tasksRoutes } from './modules/tasks/tasks.routes.ts'
import { topupRoutes } from './modules/topup/topup.routes.ts'
import { registerCompression, registerWeb } from './web.ts'

export interface BuildOptions {
  config: Config
  db: Db
  clock?: Clock
  mailer?: Mailer
  logger?: boolean | object
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    // Emails in paths may be up to 254 characters, delByIds takes up to 100 ids (the default allows 100).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    // Requests the router cannot even parse (a malformed %-escape) still get the envelope.
    frameworkErrors: (error, request, reply) => {
      const lang = parseLanguage(request.headers.language)
      void (reply as unknown as FastifyReply).status(400).send({
        success: false,
        message: t(lang, 'param.error'),
        code: ErrorCode.PARAM_ERROR,
        timestamp: Date.now(),
        result: null,
      })
      request.log.info({ err: error }, 'unparseable request')
    },
    ajv: undefined,
  })
  app.setValidatorCompiler(validatorCompiler)
  // Responses by their schema, compiled once per route (lib/serialize.ts); the test suite also
  // checks each against zod's serializer.
  app.setSerializerCompiler(schemaSerializerCompiler({ verify: config.NODE_ENV === 'test' }))

  // Before the context: its live sockets share Redis between instances.
  await app.register(redisPlugin, { url: config.REDIS_URL })
  const ctx: AppContext = {
    config,
    db,
    clock: opts.clock ?? systemClock,
    mailer: opts.mailer ?? createMailer(db, mailerOptions(config, app.log)),
    events: createEventBus(),
    jwtKey: await loadJwtKey(db),
    codeKey: await loadCodeKey(db),
    limits: createLimiter(app.redis, config.REDIS_NAMESPACE),
    realtime: createRealtime(app.redis, (err) => app.log.warn({ err }, 'realtime delivery failed')),
  }
  // Each module listens for the events that cause its effects (docs/architecture.md, "Modules and
  // domain events"); an event's listeners run in this order.
  tasksListeners(ctx)
  medalsListeners(ctx)
  noticesListeners(ctx)
  footprintsListeners(ctx)
  chatListeners(ctx)
  savedSearchesListeners(ctx)

  app.decorate('ctx', ctx)
  app.decorateRequest('lang', 'zh-Hant')
  app.decorateRequest('member', null)
  app.decorateRequest('admin', null)
  // Callback hooks (here and in lib/) where nothing is awaited: an async hook costs a promise on
  // every request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = parseLanguage(request.headers.language)
    done()
  })
  registerErrorHandling(app)
  registerInputGuard(app)

  await registerSecurityHeaders(app)
  await app.register(formbody)
  await registerCompression(app)
  await registerRateLimit(app, app.redis)
  // Before any route, so it can take the upgrade of /im/ws (modules/chat/chat.ws.ts).
  await app.register(websocket, {
    options: { maxPayload: CHAT_FRAME_MAX_BYTES, handleProtocols: chooseProtocol, perMessageDeflate: false },
  })
  // The API description is a map for attackers too: production serves it only with API_DOCS=true.
  if (config.API_DOCS) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Kaifong Market API', version: '0.1.0' },
        components: {
          securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } },
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api-docs' })
  }

  await app.register(siteRoutes(ctx))
  await app.register(captchaRoutes(ctx))
  await app.register(codesRoutes(ctx))
  await app.register(authRoutes(ctx))
  await app.register(contactChangeRoutes(ctx))
  await app.register(accountRoutes(ctx))
  await app.register(profileRoutes(ctx))
  await app.register(devicesRoutes(ctx))
  await app.register(coinsRoutes(ctx))
  await app.register(checkinRoutes(ctx))
  await app.register(tasksRoutes(ctx))
  await app.register(medalsRoutes(ctx))
  await app.register(noticesRoutes(ctx))
  await app.register(topupRoutes(ctx))
  await app.register(categoriesRoutes(ctx))
  await app.register(addressesRoutes(ctx))
  await app.register(mediaRoutes(ctx))
  await app.register(searchRoutes(ctx))
  await app.register(suggestRoutes(ctx))
  await app.register(goodsRoutes(ctx))
  await app.register(favouritesRoutes(ctx))
  await app.register(footprintsRoutes(ctx))
  await app.register(savedSearchesRoutes(ctx))
  await app.register(reportsRoutes(ctx))
  await app.register(chatRoutes(ctx))
  await app.register(chatQuotesRoutes(ctx))
  await app.register(evaluationsRoutes(ctx))
  await app.register(chatSocketRoutes(ctx))
  await app.register(adminAuthRoutes(ctx))
  await app.register(auditRoutes(ctx))
  await app.register(moderationRoutes(ctx))
  await app.register(broadcastsRoutes(ctx))
  await app.register(adminMembersRoutes(ctx))
  await app.register(dashboardRoutes(ctx))
  await app.register(contentRoutes(ctx))
  if (!config.isProduction) await app.register(devRoutes(ctx))
  // Tests run the job by hand (runExpiryOnce) with their own clock.
  if (config.NODE_ENV !== 'test') await app.register(expiryJobPlugin(ctx))
  // Tests run it by hand (runBroadcastsOnce).
  if (config.NODE_ENV !== 'test') await app.register(broadcastJobPlugin(ctx))
  // Tests run it by hand (runSavedSearchAlertsOnce).
  if (config.NODE_ENV !== 'test') await app.register(savedSearchAlertJobPlugin(ctx))
  await registerWeb(app, ctx)

  app.addHook('onClose', async () => {
    await ctx.realtime.close()
    await ctx.mailer.close()
  })
  return app
}
