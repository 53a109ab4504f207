/**
 * Chat over HTTP (docs/product/api.md#chat-and-quotes): getImTalk, the talk list, a talk, its
 * history, read positions, sending text (the socket's REST fallback), blocking and reporting.
 * Photos, sent and served: chat.photo.routes.ts.
 */
import {
  chatMessage,
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
import { t } from '../../lib/messages.ts'
import { countSend, history, readTalk, sendText } from './chat.messages.ts'
import { photoFileRoutes, photoSendRoutes } from './chat.photo.routes.ts'
import {
  talkDetail as detailOf,
  listTalks,
  openTalk,
  reportTalk,
  setBlocked,
  talkWithMember,
  unreadOf,
} from './chat.service.ts'

const tags = ['chat']
const security = [{ accessToken: [] }]
const talkParams = z.object({ talkId: idSchema })

/** Opening a talk, the talk list and unread count, and a talk by id or by the other member. */
const talkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
          await talkWithMember(ctx, memberOf(request).id, Number(request.params.id), goodsId, request.lang),
        )
      },
    )

    app.get(
      '/im/talk/:talkId',
      { schema: { tags, security, params: talkParams, response: { 200: envelopeOf(talkDetail) } } },
      async (request) =>
        ok(await detailOf(ctx, memberOf(request).id, Number(request.params.talkId), request.lang)),
    )
  }

/** A talk's history, read positions and sending a text. */
const messageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
  }

/** Blocking the other member of a talk, and reporting the talk. */
const blockRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
  }

export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Photos: the address is the permission (chat.photos.ts), so no session is asked for.
    await app.register(photoFileRoutes(ctx))
    await app.register(
      membersOnly(ctx, async (app) => {
        await app.register(talkRoutes(ctx))
        await app.register(messageRoutes(ctx))
        await app.register(blockRoutes(ctx))
        await app.register(photoSendRoutes(ctx))
      }),
    )
  }
