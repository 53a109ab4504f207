/**
 * The member's own data under /buyer/passport/member (docs/product/api.md, Account): the export
 * download and account deletion. Members only.
 */
import { deleteAccountBody } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { deleteAccount, exportAccount } from './account.service.ts'

const BASE = '/buyer/passport/member'
const tags = ['account']
const security = [{ accessToken: [] }]

export const accountRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    // A file, not an envelope: the browser saves it as it comes (the shape is the contract's
    // `accountExport`). Errors are envelopes as everywhere.
    app.get(
      `${BASE}/export`,
      { schema: { tags, security, description: 'The member’s data as a JSON file (accountExport).' } },
      async (request, reply) => {
        const { filename, data } = await exportAccount(ctx, memberOf(request).id, request.lang)
        return reply
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2))
      },
    )

    app.post(
      `${BASE}/delete`,
      { schema: { tags, security, body: deleteAccountBody, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await deleteAccount(ctx, memberOf(request).id, request.body)
        return ok(null, t(request.lang, 'account.deleted'))
      },
    )
  })
