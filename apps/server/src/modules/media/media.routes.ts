/**
 * Image upload: POST /common/common/upload/file (multipart, field `file`). The attempt is counted
 * before the body is read; the image work runs in the worker pool, started with the server.
 */
import multipart from '@fastify/multipart'
import { ErrorCode, IMAGE_MAX_BYTES, uploadedImage } from '@kaifong/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { imagePool, quickPool } from './media.image.ts'
import { presentMedia } from './media.present.ts'
import { checkUploadRate, holdUploadPlace, storeUpload } from './media.service.ts'

const tooLarge = () => new AppError(413, ErrorCode.IMAGE_TOO_LARGE, 'image.too.large')

/** Multipart parsing failures are the client's: too large → 10011, other limits → 4013, else 4002. */
function multipartError(err: unknown): unknown {
  const e = err as { code?: unknown; statusCode?: unknown }
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  if (e.statusCode === 413) return err
  return badRequest('param.error')
}

/** The bytes of the `file` part, held in memory (at most IMAGE_MAX_BYTES). */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('image.missing')
  let bytes: Buffer
  try {
    const part = await request.file()
    if (part?.fieldname !== 'file') throw badRequest('image.missing')
    bytes = await part.toBuffer()
  } catch (err) {
    if (err instanceof AppError) throw err
    throw multipartError(err)
  }
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge()
  if (bytes.length === 0) throw badRequest('image.missing')
  return bytes
}

export const mediaRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    // Registered here only, so no other route accepts multipart bodies. One byte over the limit
    // is read so that "too large" can be told apart from "exactly at the limit".
    await app.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 10, parts: 11 },
    })
    // Started before the first upload needs them in production; under test, when first used.
    if (ctx.config.NODE_ENV !== 'test') {
      app.addHook('onReady', async () => {
        await Promise.all([imagePool.warm(), quickPool.warm()])
      })
    }
    app.addHook('onClose', async () => {
      imagePool.close()
      quickPool.close()
    })

    app.post(
      '/common/common/upload/file',
      {
        schema: {
          tags: ['media'],
          security: [{ accessToken: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(uploadedImage) },
        },
      },
      async (request) => {
        const me = memberOf(request)
        await checkUploadRate(ctx, me.id)
        const release = holdUploadPlace(me.id)
        try {
          const row = await storeUpload(ctx, me.id, await readFile(request))
          return ok(presentMedia(row), t(request.lang, 'success'))
        } finally {
          release()
        }
      },
    )
  })
