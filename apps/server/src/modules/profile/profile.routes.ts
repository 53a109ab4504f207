/**
 * PUT /buyer/passport/member/editOwn: the signed-in member edits their own profile
 * (docs/product/api.md, Account). Its own module, not members/: the avatar comes from the media
 * module, which itself uses members/, and modules may not import each other in a circle.
 */
import { editOwnBody, memberInfo } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { perMinute } from '../../lib/rate-limit.ts'
import { presentSelf } from '../members/index.ts'
import { editOwn } from './profile.service.ts'

/** Per IP: a person saves a few times; a script re-cutting avatars meets the limit. */
const EDITS_PER_MINUTE = 30

export const profileRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.put(
      '/buyer/passport/member/editOwn',
      {
        config: { rateLimit: perMinute(EDITS_PER_MINUTE) },
        schema: {
          tags: ['account'],
          security: [{ accessToken: [] }],
          body: editOwnBody,
          response: { 200: envelopeOf(memberInfo) },
        },
      },
      async (request) => {
        const row = await editOwn(ctx, memberOf(request).id, request.body)
        return ok(presentSelf(row), t(request.lang, 'profile.saved'))
      },
    )
  })
