/**
 * Chat photos over HTTP (docs/product/chat.md): sending one (multipart, members only) and serving
 * the stored files at their signed, expiring addresses (chat.photos.ts).
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import multipart from '@fastify/multipart'
import { CHAT_PHOTO_MAX_BYTES, chatMessage, clientIdSchema, idSchema } from '@kaifong/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError, badRequest, notFound } from '../../lib/errors.ts'
import { holdUploadPlace } from '../media/index.ts'
import { countSend, sendPhoto } from './chat.messages.ts'
import { chatMediaDir, PHOTO_CACHE_S, verifyPhotoUrl } from './chat.photos.ts'
import { photoTooLarge } from './chat.policy.ts'

const tags = ['chat']
const security = [{ accessToken: [] }]

/** The photo and the fields before it, from a multipart body (at most CHAT_PHOTO_MAX_BYTES). */
async function readPhoto(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('image.missing')
  const fields: Record<string, string> = {}
  let bytes: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value)
      else if (part.fieldname === 'file' && bytes === null) bytes = await part.toBuffer()
      else await part.toBuffer()
    }
  } catch (err) {
    const e = err as { code?: unknown }
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge()
    if (err instanceof AppError) throw err
    throw badRequest('param.error')
  }
  if (!bytes || bytes.length === 0) throw badRequest('image.missing')
  if (bytes.length > CHAT_PHOTO_MAX_BYTES) throw photoTooLarge()
  const talkId = idSchema.safeParse(fields.talkId)
  const clientId = clientIdSchema.safeParse(fields.clientId)
  if (!talkId.success || !clientId.success) throw badRequest('param.error')
  return { talkId: Number(talkId.data), clientId: clientId.data, bytes }
}

/** GET /im/media/*: a stored photo, to whoever has its signed address (the address is the permission). */
export const photoFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/im/media/*',
      {
        schema: {
          tags,
          querystring: z.object({
            talk: z.string().default(''),
            exp: z.string().default(''),
            sig: z.string().default(''),
          }),
        },
      },
      async (request, reply) => {
        const file = (request.params as { '*': string })['*']
        if (!verifyPhotoUrl(ctx, { file, ...request.query })) throw notFound()
        const full = path.join(chatMediaDir(ctx.config.DATA_DIR), file)
        const info = await stat(full).catch(() => null)
        if (!info?.isFile()) throw notFound()
        return reply
          .type('image/webp')
          .header('content-length', info.size)
          .header('cache-control', `private, max-age=${PHOTO_CACHE_S}`)
          .send(createReadStream(full))
      },
    )
  }

/** POST /im/talk/photo, in the members' scope. Only this scope takes multipart bodies. */
export const photoSendRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // One byte over the limit tells "too large" apart.
    await app.register(multipart, {
      limits: { fileSize: CHAT_PHOTO_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 },
    })
    app.post(
      '/im/talk/photo',
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(chatMessage) },
        },
      },
      async (request) => {
        const me = memberOf(request).id
        await countSend(ctx, me)
        // A photo is an upload: its body counts among the member's uploads in flight.
        const release = holdUploadPlace(me)
        try {
          const { talkId, clientId, bytes } = await readPhoto(request)
          return ok(await sendPhoto(ctx, me, talkId, clientId, bytes))
        } finally {
          release()
        }
      },
    )
  }
