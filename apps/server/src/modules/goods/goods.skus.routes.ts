/** The shop's stock edit (docs/listings-api.md, "Shop goods and SKUs"): PUT /buyer/goods/goods/sku/stock. */
import { skuStockBody, skuView } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { BASE, security, tags } from './goods.http.ts'
import { setStock } from './goods.shop.tools.ts'

export const skuRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.put(
      `${BASE}/sku/stock`,
      { schema: { tags, security, body: skuStockBody, response: { 200: envelopeOf(skuView) } } },
      async (request) => {
        const { skuId, stock } = request.body
        return ok(await setStock(ctx, memberOf(request).id, Number(skuId), stock))
      },
    )
  })
