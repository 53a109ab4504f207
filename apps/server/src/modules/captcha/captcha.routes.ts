/** Slider captcha endpoints under /common/common/slider (SPEC §7). */
import { randomUUID } from 'node:crypto'
import { SLIDER_TYPES, sliderImages } from '@kaifong/contract'
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
const verifyInput = z.object({
  xPos: z.coerce.number({ error: 'field.invalid' }).finite({ error: 'field.invalid' }).min(-1000).max(1000),
})

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

    // xPos may come as JSON, form fields or query parameters (SPEC §7 calls it "params").
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
        const { xPos } = validate(verifyInput, { ...(request.query as object), ...body })
        return ok(await checkChallenge(ctx, request.headers.uuid, request.params.type, xPos))
      },
    )
  }
