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
import { accountRoutes } from './modules/account/index.ts'
import { addressesRoutes } from './modules/addresses/index.ts'
import { adminAuthRoutes } from './modules/admin-auth/index.ts'
import { adminMembersRoutes } from './modules/admin-members/index.ts'
import { afterSalesListeners, afterSalesRoutes } from './modules/aftersales/index.ts'
import { auditRoutes } from './modules/audit/index.ts'
import { authRoutes, contactChangeRoutes, devicesRoutes } from './modules/auth/index.ts'
import { broadcastJobPlugin, broadcastsRoutes } from './modules/broadcasts/index.ts'
import { captchaRoutes } from './modules/captcha/index.ts'
import { cartRoutes } from './modules/cart/index.ts'
import { categoriesRoutes } from './modules/categories/index.ts'
import { chatListeners, chatRoutes, chatSocketRoutes, chooseProtocol } from './modules/chat/index.ts'
import { checkinRoutes } from './modules/checkin/index.ts'
import { codesRoutes } from './modules/codes/index.ts'
import { coinsRoutes } from './modules/coins/index.ts'
import { complaintsAdminRoutes, complaintsRoutes } from './modules/complaints/index.ts'
import { contentRoutes } from './modules/content/index.ts'
import { dashboardRoutes } from './modules/dashboard/index.ts'
import { devRoutes } from './modules/dev/index.ts'
import { evaluationsRoutes } from './modules/evaluations/index.ts'
import { favouritesRoutes } from './modules/favourites/index.ts'
import { footprintsListeners, footprintsRoutes } from './modules/footprints/index.ts'
import { expiryJobPlugin, goodsRoutes } from './modules/goods/index.ts'
import { medalsListeners, medalsRoutes } from './modules/medals/index.ts'
import { mediaRoutes } from './modules/media/index.ts'
import { moderationRoutes } from './modules/moderation/index.ts'
import {
  afterSaleNoticesListeners,
  complaintNoticesListeners,
  noticesListeners,
  noticesRoutes,
  orderNoticesListeners,
  shopNoticesListeners,
  walletNoticesListeners,
} from './modules/notices/index.ts'
import { orderReviewsRoutes } from './modules/order-reviews/index.ts'
import {
  consoleOrdersRoutes,
  orderPayRoutes,
  ordersJobPlugin,
  ordersListeners,
  ordersRoutes,
  shopOrdersRoutes,
} from './modules/orders/index.ts'
import { paymentsRoutes } from './modules/payments/index.ts'
import { profileRoutes } from './modules/profile/index.ts'
import { reportsRoutes } from './modules/reports/index.ts'
import {
  savedSearchAlertJobPlugin,
  savedSearchesListeners,
  savedSearchesRoutes,
} from './modules/saved-searches/index.ts'
import { searchListeners, searchRoutes, suggestRoutes } from './modules/search/index.ts'
import { shopsAdminRoutes, shopsRoutes } from './modules/shops/index.ts'
import { siteRoutes } from './modules/site/index.ts'
import { tasksListeners, tasksRoutes } from './modules/tasks/index.ts'
import { topupListeners, topupRoutes } from './modules/topup/index.ts'
import { tradesRoutes } from './modules/trades/index.ts'
import { walletListeners, walletRoutes, withdrawalsAdminRoutes } from './modules/wallet/index.ts'
import { registerCompression, registerWeb } from './web.ts'

export interface BuildOptions {
  config: Config
  db: Db
  clock?: Clock
  mailer?: Mailer
  logger?: boolean | object
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = createServer(opts)
  // Before the context: its live sockets share Redis between instances.
  await app.register(redisPlugin, { url: opts.config.REDIS_URL })
  const ctx = await createContext(app, opts)
  registerListeners(ctx)
  registerRequestBasics(app, ctx)
  await registerPlugins(app, opts.config)
  await registerModules(app, ctx)
  await registerJobs(app, ctx)
  await registerWeb(app, ctx)

  app.addHook('onClose', async () => {
    await ctx.realtime.close()
    await ctx.mailer.close()
  })
  return app
}

/** The Fastify instance with its options, validator and serializer; no plugins or routes yet. */
function createServer(opts: BuildOptions): FastifyInstance {
  const { config } = opts
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
  return app
}

/** What every module is handed: the database, clock, mailer, event bus, keys, limits and sockets. */
async function createContext(app: FastifyInstance, opts: BuildOptions): Promise<AppContext> {
  const { config, db } = opts
  return {
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
}

function registerListeners(ctx: AppContext): void {
  // Each module listens for the events that cause its effects (docs/architecture.md, "Modules and
  // domain events"); an event's listeners run in this order.
  tasksListeners(ctx)
  medalsListeners(ctx)
  noticesListeners(ctx)
  shopNoticesListeners(ctx)
  footprintsListeners(ctx)
  chatListeners(ctx)
  savedSearchesListeners(ctx)
  searchListeners(ctx)
  topupListeners(ctx)
  walletListeners(ctx)
  walletNoticesListeners(ctx)
  ordersListeners(ctx)
  orderNoticesListeners(ctx)
  afterSalesListeners(ctx)
  afterSaleNoticesListeners(ctx)
  complaintNoticesListeners(ctx)
}

/** The context, the request's language and sign-in slots, error handling and the input guard. */
function registerRequestBasics(app: FastifyInstance, ctx: AppContext): void {
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
}

async function registerPlugins(app: FastifyInstance, config: Config): Promise<void> {
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
}

/** Every module's routes. */
async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
  await app.register(paymentsRoutes(ctx))
  await app.register(topupRoutes(ctx))
  await app.register(walletRoutes(ctx))
  await app.register(categoriesRoutes(ctx))
  await app.register(addressesRoutes(ctx))
  await app.register(mediaRoutes(ctx))
  await app.register(searchRoutes(ctx))
  await app.register(suggestRoutes(ctx))
  await app.register(goodsRoutes(ctx))
  await app.register(shopsRoutes(ctx))
  await app.register(cartRoutes(ctx))
  await app.register(ordersRoutes(ctx))
  await app.register(shopOrdersRoutes(ctx))
  await app.register(orderPayRoutes(ctx))
  await app.register(afterSalesRoutes(ctx))
  await app.register(orderReviewsRoutes(ctx))
  await app.register(complaintsRoutes(ctx))
  await app.register(favouritesRoutes(ctx))
  await app.register(footprintsRoutes(ctx))
  await app.register(savedSearchesRoutes(ctx))
  await app.register(reportsRoutes(ctx))
  await app.register(chatRoutes(ctx))
  await app.register(tradesRoutes(ctx))
  await app.register(evaluationsRoutes(ctx))
  await app.register(chatSocketRoutes(ctx))
  await app.register(adminAuthRoutes(ctx))
  await app.register(auditRoutes(ctx))
  await app.register(moderationRoutes(ctx))
  await app.register(broadcastsRoutes(ctx))
  await app.register(adminMembersRoutes(ctx))
  await app.register(withdrawalsAdminRoutes(ctx))
  await app.register(complaintsAdminRoutes(ctx))
  await app.register(shopsAdminRoutes(ctx))
  await app.register(dashboardRoutes(ctx))
  await app.register(consoleOrdersRoutes(ctx))
  await app.register(contentRoutes(ctx))
}

/** The background jobs and the development routes, as the environment allows. */
async function registerJobs(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx
  if (!config.isProduction) await app.register(devRoutes(ctx))
  // Tests run the job by hand (runExpiryOnce) with their own clock.
  if (config.NODE_ENV !== 'test') await app.register(expiryJobPlugin(ctx))
  // Tests run it by hand (runBroadcastsOnce).
  if (config.NODE_ENV !== 'test') await app.register(broadcastJobPlugin(ctx))
  // Tests run it by hand (runSavedSearchAlertsOnce).
  if (config.NODE_ENV !== 'test') await app.register(savedSearchAlertJobPlugin(ctx))
  // Tests run them by hand (runCancelUnpaidOnce, runAutoCompleteOnce).
  if (config.NODE_ENV !== 'test') await app.register(ordersJobPlugin(ctx))
}
