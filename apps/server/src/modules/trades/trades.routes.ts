/**
 * Offers and deals over HTTP (docs/product/api.md#chat-and-quotes): make / edit / re-make an offer,
 * accept, reject or withdraw it, ask / agree / refuse to cancel a deal, and the member's offers.
 * Each step answers the talk as the caller now sees it. Members only; JSON or form bodies.
 */
import { myQuote, myQuotesQuery, quoteActionBody, quoteBody, talkDetail, talkRef } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf } from '../../lib/envelope.ts'
import { acceptQuote, answerCancel, askToCancel } from './trades.deals.ts'
import { endQuote, makeQuote, myQuotes } from './trades.offers.ts'

// The API description lists them with the chat's, whose paths (/im/talk/…) they share.
const tags = ['chat']
const security = [{ accessToken: [] }]
const detail = { 200: envelopeOf(talkDetail) }
const quoteAction = { tags, security, body: quoteActionBody, response: detail }
const dealAction = { tags, security, body: talkRef, response: detail }

export const tradesRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.post(
      '/im/talk/quote',
      { schema: { tags, security, body: quoteBody, response: detail } },
      async (request) => ok(await makeQuote(ctx, memberOf(request).id, request.body, request.lang)),
    )

    app.post('/im/talk/acceptQuote', { schema: quoteAction }, async (request) =>
      ok(await acceptQuote(ctx, memberOf(request).id, request.body, request.lang)),
    )

    app.post('/im/talk/refuseQuote', { schema: quoteAction }, async (request) =>
      ok(await endQuote(ctx, memberOf(request).id, request.body, 'REJECTED', request.lang)),
    )

    app.post('/im/talk/cancelQuote', { schema: quoteAction }, async (request) =>
      ok(await endQuote(ctx, memberOf(request).id, request.body, 'CANCELLED', request.lang)),
    )

    app.post('/im/talk/applyCancelOrder', { schema: dealAction }, async (request) =>
      ok(await askToCancel(ctx, memberOf(request).id, request.body, request.lang)),
    )

    app.post('/im/talk/acceptCancelOrder', { schema: dealAction }, async (request) =>
      ok(await answerCancel(ctx, memberOf(request).id, request.body, true, request.lang)),
    )

    app.post('/im/talk/refuseCancelOrder', { schema: dealAction }, async (request) =>
      ok(await answerCancel(ctx, memberOf(request).id, request.body, false, request.lang)),
    )

    app.get(
      '/im/talk/quotes',
      {
        schema: {
          tags,
          security,
          querystring: myQuotesQuery,
          response: { 200: envelopeOf(pageOf(myQuote)) },
        },
      },
      async (request) => ok(await myQuotes(ctx, memberOf(request).id, request.query, request.lang)),
    )
  })
