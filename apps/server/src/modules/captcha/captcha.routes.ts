/** Slider captcha endpoints under /common/common/slider (docs/product/api.md). */
import { randomUUID } from 'node:crypto'
import { SLIDER_TYPES, sliderCheckBody, sliderImages } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { LIMITS, perMinute } from '../../lib/rate-limit.ts'
import { uuidHeaders } from '../../lib/request.ts'
import { validate } from '../../lib/validate.ts'
import { checkChallenge, newChallenge } from './captcha.service.ts'

const tags = ['captcha']
const typeParams = z.object({ type: z.enum(SLIDER_TYPES, { error: 'slider.type' }) })

export const captchaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/common/common/slider/UUID/:type',
      { schema: { tags, params: typeParams, response: { 200: envelopeOf(z.string()) } } },
      async () => ok(randomUUID()),
    )

    app.get(
      '/common/common/slider/:type',
      {
        config: { rateLimit: perMinute(LIMITS.sliderImage) },
        schema: {
          tags,
          params: typeParams,
          headers: uuidHeaders,
          response: { 200: envelopeOf(sliderImages) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return ok(await newChallenge(ctx, request.headers.uuid, request.params.type, request.ip))
      },
    )

    // xPos and yPos may come as JSON, form fields or query parameters (docs/decisions.md, "Slider captcha").
    app.post(
      '/common/common/slider/:type',
      {
        config: { rateLimit: perMinute(LIMITS.sliderCheck) },
        schema: {
          tags,
          params: typeParams,
          headers: uuidHeaders,
          response: { 200: envelopeOf(z.boolean()) },
        },
      },
      async (request) => {
        const body = typeof request.body === 'object' && request.body ? request.body : {}
        const { xPos, yPos } = validate(sliderCheckBody, { ...(request.query as object), ...body })
        return ok(await checkChallenge(ctx, request.headers.uuid, request.params.type, { x: xPos, y: yPos }))
      },
    )
  }
