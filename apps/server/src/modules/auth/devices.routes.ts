/** The member's signed-in devices under /buyer/passport/member/sessions (docs/product/api.md, Account). */
import { devicesResult } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { listDevices, signOutDevice } from './devices.service.ts'

const BASE = '/buyer/passport/member/sessions'
const tags = ['account']
const security = [{ accessToken: [] }]
// Any text up to a session id's length: an id that names no session of the member is the same
// 404 as a missing one, never a 400 that tells the two apart.
const idParams = z.object({ id: z.string().min(1).max(200) })

export const devicesRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      BASE,
      { schema: { tags, security, response: { 200: envelopeOf(devicesResult) } } },
      async (request) => ok(await listDevices(ctx, memberOf(request))),
    )

    app.delete(
      `${BASE}/:id`,
      { schema: { tags, security, params: idParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await signOutDevice(ctx, memberOf(request), request.params.id)
        return ok(null, t(request.lang, 'session.signed.out'))
      },
    )
  })
