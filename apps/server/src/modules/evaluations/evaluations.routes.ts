/**
 * Reviews over HTTP (docs/product/api.md#reviews), base /buyer/member/evaluation: writing one, the
 * member's received, written and waiting lists (members only), and a member's public reviews and
 * counts (no login).
 */
import {
  evaluation,
  evaluationBody,
  evaluationCounts,
  evaluationCountsQuery,
  evaluationQuery,
  memberEvaluationQuery,
  toBeEvaluated,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, pageOf, pagingQuery } from '../../lib/envelope.ts'
import {
  reviewCounts,
  reviewsReceived,
  reviewsWritten,
  waitingForReview,
  writeReview,
} from './evaluations.service.ts'

const tags = ['evaluations']
const security = [{ accessToken: [] }]
const BASE = '/buyer/member/evaluation'
const reviewPage = { 200: envelopeOf(pageOf(evaluation)) }

export const evaluationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Public: anyone may read a member's reviews and counts before trading with them.
    app.get(
      `${BASE}/other/goodsEvaluation`,
      { schema: { tags, querystring: memberEvaluationQuery, response: reviewPage } },
      async (request) => {
        const { memberId, ...q } = request.query
        return ok(await reviewsReceived(ctx, Number(memberId), q, request.lang))
      },
    )

    app.get(
      `${BASE}/counts`,
      {
        schema: { tags, querystring: evaluationCountsQuery, response: { 200: envelopeOf(evaluationCounts) } },
      },
      async (request) => ok(await reviewCounts(ctx, Number(request.query.memberId))),
    )

    await app.register(
      membersOnly(ctx, async (members) => {
        members.post(
          BASE,
          { schema: { tags, security, body: evaluationBody, response: { 200: envelopeOf(evaluation) } } },
          async (request) => ok(await writeReview(ctx, memberOf(request).id, request.body, request.lang)),
        )

        members.get(
          BASE,
          { schema: { tags, security, querystring: evaluationQuery, response: reviewPage } },
          async (request) =>
            ok(await reviewsReceived(ctx, memberOf(request).id, request.query, request.lang)),
        )

        members.get(
          `${BASE}/userSelfEvaluation`,
          { schema: { tags, security, querystring: evaluationQuery, response: reviewPage } },
          async (request) => ok(await reviewsWritten(ctx, memberOf(request).id, request.query, request.lang)),
        )

        members.get(
          `${BASE}/userToBeEvaluatedList`,
          {
            schema: {
              tags,
              security,
              querystring: pagingQuery,
              response: { 200: envelopeOf(pageOf(toBeEvaluated)) },
            },
          },
          async (request) =>
            ok(await waitingForReview(ctx, memberOf(request).id, request.query, request.lang)),
        )
      }),
    )
  }
