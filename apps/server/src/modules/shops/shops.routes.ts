/**
 * Shops for members (docs/product/shops.md; paths in docs/product/api.md): the application
 * (GET/POST /buyer/store/store/apply), the public shop page, and the owner's settings and pickup
 * points under /buyer/store/store/mine.
 */
import {
  idSchema,
  shopAddress,
  shopAddressBody,
  shopApplication,
  shopApplyBody,
  shopPage,
  shopSettings,
  shopSettingsBody,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import {
  presentApplication,
  presentShopAddress,
  presentShopPage,
  presentShopSettings,
} from './shops.present.ts'
import {
  addPickup,
  apply,
  changePickup,
  myApplication,
  myShop,
  type OwnShop,
  removePickup,
  saveSettings,
  shopPage as shopPageOf,
  shopPickups,
} from './shops.service.ts'

const tags = ['shops']
const security = [{ accessToken: [] }]
const base = '/buyer/store/store'
const params = z.object({ id: idSchema })
const settingsOf = (own: OwnShop) => presentShopSettings(own.shop, own.goodsCount, own.addresses)

/** Anyone may read an open shop's page and its pickup points. */
const publicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/get/detail/:id`,
      { schema: { tags, params, response: { 200: envelopeOf(shopPage) } } },
      async (request) => {
        const { shop, goodsCount } = await shopPageOf(ctx, Number(request.params.id))
        return ok(presentShopPage(shop, goodsCount))
      },
    )

    app.get(
      `${base}/address/:id`,
      { schema: { tags, params, response: { 200: envelopeOf(z.array(shopAddress)) } } },
      async (request) => ok((await shopPickups(ctx, Number(request.params.id))).map(presentShopAddress)),
    )
  }

const applyRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      `${base}/apply`,
      { schema: { tags, security, response: { 200: envelopeOf(shopApplication.nullable()) } } },
      async (request) => {
        const row = await myApplication(ctx, memberOf(request).id)
        return ok(row && presentApplication(row))
      },
    )

    app.post(
      `${base}/apply`,
      { schema: { tags, security, body: shopApplyBody, response: { 200: envelopeOf(shopApplication) } } },
      async (request) => {
        const row = await apply(ctx, memberOf(request).id, request.body)
        return ok(presentApplication(row), t(request.lang, 'success'))
      },
    )

    app.get(
      `${base}/mine`,
      { schema: { tags, security, response: { 200: envelopeOf(shopSettings) } } },
      async (request) => ok(settingsOf(await myShop(ctx, memberOf(request).id))),
    )

    app.put(
      `${base}/mine`,
      { schema: { tags, security, body: shopSettingsBody, response: { 200: envelopeOf(shopSettings) } } },
      async (request) => {
        const own = await saveSettings(ctx, memberOf(request).id, request.body)
        return ok(settingsOf(own), t(request.lang, 'success'))
      },
    )
  })

const pickupRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.post(
      `${base}/mine/address`,
      { schema: { tags, security, body: shopAddressBody, response: { 200: envelopeOf(shopAddress) } } },
      async (request) => {
        const row = await addPickup(ctx, memberOf(request).id, request.body)
        return ok(presentShopAddress(row), t(request.lang, 'success'))
      },
    )

    app.put(
      `${base}/mine/address/:id`,
      {
        schema: { tags, security, params, body: shopAddressBody, response: { 200: envelopeOf(shopAddress) } },
      },
      async (request) => {
        const row = await changePickup(ctx, memberOf(request).id, Number(request.params.id), request.body)
        return ok(presentShopAddress(row), t(request.lang, 'success'))
      },
    )

    app.delete(
      `${base}/mine/address/:id`,
      { schema: { tags, security, params, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await removePickup(ctx, memberOf(request).id, Number(request.params.id))
        return ok(null, t(request.lang, 'success'))
      },
    )
  })

export const shopsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(publicRoutes(ctx))
    await app.register(applyRoutes(ctx))
    await app.register(pickupRoutes(ctx))
  }
