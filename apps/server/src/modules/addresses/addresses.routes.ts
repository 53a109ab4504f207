/** Address book (docs/product/validation.md): /buyer/member/address. */
import { address, addressBody } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { presentAddress } from './addresses.present.ts'
import {
  createAddress,
  editAddress,
  makeDefaultAddress,
  memberAddress,
  memberAddresses,
  removeAddress,
} from './addresses.service.ts'

const tags = ['addresses']
const security = [{ accessToken: [] }]
const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'field.invalid' })
    .transform(Number),
})

export const addressesRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      '/buyer/member/address',
      {
        schema: { tags, security, response: { 200: envelopeOf(z.array(address)) } },
      },
      async (request) => {
        const rows = await memberAddresses(ctx, memberOf(request).id)
        return ok(rows.map(presentAddress))
      },
    )

    app.get(
      '/buyer/member/address/get/:id',
      {
        schema: { tags, security, params: idParams, response: { 200: envelopeOf(address) } },
      },
      async (request) => {
        const row = await memberAddress(ctx, memberOf(request).id, request.params.id)
        return ok(presentAddress(row))
      },
    )

    app.post(
      '/buyer/member/address',
      {
        schema: { tags, security, body: addressBody, response: { 200: envelopeOf(address) } },
      },
      async (request) => {
        const row = await createAddress(ctx, memberOf(request).id, request.body)
        return ok(presentAddress(row), t(request.lang, 'success'))
      },
    )

    app.put(
      '/buyer/member/address/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: addressBody,
          response: { 200: envelopeOf(address) },
        },
      },
      async (request) => {
        const row = await editAddress(ctx, memberOf(request).id, request.params.id, request.body)
        return ok(presentAddress(row), t(request.lang, 'success'))
      },
    )

    app.put(
      '/buyer/member/address/default/:id',
      {
        schema: { tags, security, params: idParams, response: { 200: envelopeOf(address) } },
      },
      async (request) => {
        const row = await makeDefaultAddress(ctx, memberOf(request).id, request.params.id)
        return ok(presentAddress(row), t(request.lang, 'success'))
      },
    )

    app.delete(
      '/buyer/member/address/delById/:id',
      {
        schema: { tags, security, params: idParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await removeAddress(ctx, memberOf(request).id, request.params.id)
        return ok(null, t(request.lang, 'success'))
      },
    )
  })
