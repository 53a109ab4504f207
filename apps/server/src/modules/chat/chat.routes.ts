/**
 * Chat over HTTP (docs/product/api.md#chat-and-quotes): getImTalk, the talk list, a talk, its
 * history, read positions, sending text and photos (the socket's REST fallbacks), blocking and
 * reporting, and the signed chat photos.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import multipart from '@fastify/multipart'
import {
  CHAT_PHOTO_MAX_BYTES,
  chatMessage,
  clientIdSchema,
  historyPage,
  historyQuery,
  idSchema,
  imTalkRef,
  readBody,
  sendMessageBody,
  talkDetail,
  talkItem,
  talkRef,
  talkReportBody,
  unreadCount,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { AppError, badRequest, notFound } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { holdUploadPlace } from '../media/index.ts'
import { chatMediaDir, PHOTO_CACHE_S, verifyPhotoUrl } from './chat.photos.ts'
import { photoTooLarge } from './chat.policy.ts'
import {
  countSend,
  talkDetail as detailOf,
  history,
  listTalks,
  openTalk,
  readTalk,
  reportTalk,
  sendPhoto,
  sendText,
  setBlocked,
  talkWithMember,
  unreadOf,
} from './chat.service.ts'

const tags = ['chat']
const security = [{ accessToken: [] }]
const talkParams = z.object({ talkId: idSchema })

/** The photo and the fields before it, from a multipart body (at most CHAT_PHOTO_MAX_BYTES). */
async function readPhoto(request: import('fastify').FastifyRequest) {
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

export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Photos: the address is the permission (chat.photos.ts), so no session is asked for.
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

    await app.register(
      membersOnly(ctx, async (app) => {
        app.get(
          '/buyer/goodsAAA/goodsAAA/getImTalk/:goodsId',
          {
            schema: {
              tags,
              security,
              params: z.object({ goodsId: idSchema }),
              response: { 200: envelopeOf(imTalkRef) },
            },
          },
          async (request) => ok(await openTalk(ctx, memberOf(request).id, Number(request.params.goodsId))),
        )

        app.get(
          '/im/talk',
          {
            schema: {
              tags,
              security,
              querystring: pagingQuery,
              response: { 200: envelopeOf(pageOf(talkItem)) },
            },
          },
          async (request) => ok(await listTalks(ctx, memberOf(request).id, request.query, request.lang)),
        )

        app.get(
          '/im/talk/unread',
          { schema: { tags, security, response: { 200: envelopeOf(unreadCount) } } },
          async (request) => ok(await unreadOf(ctx, memberOf(request).id)),
        )

        app.get(
          '/im/talk/by/user/:id',
          {
            schema: {
              tags,
              security,
              params: z.object({ id: idSchema }),
              querystring: z.object({ goodsId: idSchema.optional() }),
              response: { 200: envelopeOf(talkDetail) },
            },
          },
          async (request) => {
            const goodsId = request.query.goodsId ? Number(request.query.goodsId) : null
            return ok(
              await talkWithMember(
                ctx,
                memberOf(request).id,
                Number(request.params.id),
                goodsId,
                request.lang,
              ),
            )
          },
        )

        app.get(
          '/im/talk/:talkId',
          { schema: { tags, security, params: talkParams, response: { 200: envelopeOf(talkDetail) } } },
          async (request) =>
            ok(await detailOf(ctx, memberOf(request).id, Number(request.params.talkId), request.lang)),
        )

        app.get(
          '/im/talk/:talkId/messages',
          {
            schema: {
              tags,
              security,
              params: talkParams,
              querystring: historyQuery,
              response: { 200: envelopeOf(historyPage) },
            },
          },
          async (request) =>
            ok(await history(ctx, memberOf(request).id, Number(request.params.talkId), request.query)),
        )

        app.put(
          '/im/talk/:talkId/read',
          {
            schema: {
              tags,
              security,
              params: talkParams,
              body: readBody,
              response: { 200: envelopeOf(z.object({ seq: z.number() })) },
            },
          },
          async (request) =>
            ok(await readTalk(ctx, memberOf(request).id, Number(request.params.talkId), request.body.seq)),
        )

        app.post(
          '/im/talk/message',
          { schema: { tags, security, body: sendMessageBody, response: { 200: envelopeOf(chatMessage) } } },
          async (request) => {
            const me = memberOf(request).id
            await countSend(ctx, me)
            return ok(await sendText(ctx, me, request.body))
          },
        )

        app.post(
          '/im/talk/block',
          { schema: { tags, security, body: talkRef, response: { 200: envelopeOf(talkDetail) } } },
          async (request) =>
            ok(await setBlocked(ctx, memberOf(request).id, Number(request.body.talkId), true, request.lang)),
        )

        app.post(
          '/im/talk/unblock',
          { schema: { tags, security, body: talkRef, response: { 200: envelopeOf(talkDetail) } } },
          async (request) =>
            ok(await setBlocked(ctx, memberOf(request).id, Number(request.body.talkId), false, request.lang)),
        )

        app.post(
          '/im/talk/report',
          { schema: { tags, security, body: talkReportBody, response: { 200: envelopeOf(z.null()) } } },
          async (request) => {
            await reportTalk(ctx, memberOf(request).id, request.body)
            return ok(null, t(request.lang, 'report.received'))
          },
        )

        // Only this scope takes multipart bodies; one byte over the limit tells "too large" apart.
        await app.register(async (photos) => {
          await photos.register(multipart, {
            limits: { fileSize: CHAT_PHOTO_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 },
          })
          photos.post(
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
        })
      }),
    )
  }
