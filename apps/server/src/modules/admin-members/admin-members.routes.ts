/**
 * The console's members and coins API (docs/admin.md, "Members" and "Coins"): search and a member's
 * page (right members.view), ban and unban (members.ban), reset password (members.reset), coin
 * adjustments and the ledger (coins), and the coin packages and task rewards (settings).
 */
import { coinEntry } from '@kaifong/contract'
import {
  adminMemberDetail,
  adminMemberRow,
  coinAdjustBody,
  coinAdjustResult,
  coinSettings,
  memberActionBody,
  memberActionResult,
  memberSearchQuery,
  operationsIdParams,
  operationsPaging,
} from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf } from '../../lib/envelope.ts'
import { presentEntry } from '../coins/index.ts'
import {
  adjustCoins,
  coinSettings as currentCoinSettings,
  memberLedger,
  saveCoinSettings,
} from './admin-coins.service.ts'
import { presentMemberDetail, presentMemberRow } from './admin-members.present.ts'
import {
  banFromConsole,
  memberPage,
  membersPage,
  resetMemberPassword,
  unbanMember,
} from './admin-members.service.ts'

const tags = ['admin']
const security = [{ accessToken: [] }]

/** Idempotency-Key: a retried adjustment with the same key moves coins once. */
const adjustHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: 'field.invalid' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'field.invalid' })
    .optional(),
})

async function detailOf(ctx: AppContext, id: number) {
  const { member, counts, sessions } = await memberPage(ctx, id)
  return presentMemberDetail(member, counts, sessions)
}

type MemberAction = (
  ctx: AppContext,
  actor: ReturnType<typeof actorOf>,
  id: number,
  reason: string,
) => Promise<{ endedSessions: number; listings: number }>

/** POST /admin/api/members/:id/<path> { reason }, answering the member's page after the action. */
function memberActionRoute(ctx: AppContext, path: string, action: MemberAction): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/admin/api/members/:id/${path}`,
      {
        schema: {
          tags,
          security,
          params: operationsIdParams,
          body: memberActionBody,
          response: { 200: envelopeOf(memberActionResult) },
        },
      },
      async (request) => {
        const id = Number(request.params.id)
        const done = await action(ctx, actorOf(request), id, request.body.reason)
        return ok({ member: await detailOf(ctx, id), ...done })
      },
    )
  }
}

const viewRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'members.view', async (app) => {
    app.get(
      '/admin/api/members',
      {
        schema: {
          tags,
          security,
          querystring: memberSearchQuery,
          response: { 200: envelopeOf(pageOf(adminMemberRow)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await membersPage(ctx, request.query)
        return ok(page(rows.map(presentMemberRow), total, pageNumber, pageSize))
      },
    )

    app.get(
      '/admin/api/members/:id',
      {
        schema: {
          tags,
          security,
          params: operationsIdParams,
          response: { 200: envelopeOf(adminMemberDetail) },
        },
      },
      async (request) => ok(await detailOf(ctx, Number(request.params.id))),
    )
  })

const coinRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'coins', async (app) => {
    app.post(
      '/admin/api/members/:id/coins',
      {
        schema: {
          tags,
          security,
          params: operationsIdParams,
          headers: adjustHeaders,
          body: coinAdjustBody,
          response: { 200: envelopeOf(coinAdjustResult) },
        },
      },
      async (request) => {
        const result = await adjustCoins(ctx, actorOf(request), Number(request.params.id), {
          ...request.body,
          key: request.headers['idempotency-key'],
        })
        return ok({ entry: presentEntry(result.entry), balance: result.balance, repeated: result.repeated })
      },
    )

    app.get(
      '/admin/api/members/:id/ledger',
      {
        schema: {
          tags,
          security,
          params: operationsIdParams,
          querystring: operationsPaging,
          response: { 200: envelopeOf(pageOf(coinEntry)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await memberLedger(ctx, Number(request.params.id), request.query)
        return ok(page(rows.map(presentEntry), total, pageNumber, pageSize))
      },
    )
  })

const settingsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'settings', async (app) => {
    app.get(
      '/admin/api/settings/coins',
      { schema: { tags, security, response: { 200: envelopeOf(coinSettings) } } },
      async () => ok(await currentCoinSettings(ctx)),
    )

    app.put(
      '/admin/api/settings/coins',
      { schema: { tags, security, body: coinSettings, response: { 200: envelopeOf(coinSettings) } } },
      async (request) => ok(await saveCoinSettings(ctx, actorOf(request), request.body)),
    )
  })

export const adminMembersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(viewRoutes(ctx))
    await app.register(adminOnly(ctx, 'members.ban', memberActionRoute(ctx, 'ban', banFromConsole)))
    await app.register(adminOnly(ctx, 'members.ban', memberActionRoute(ctx, 'unban', unbanMember)))
    await app.register(
      adminOnly(ctx, 'members.reset', memberActionRoute(ctx, 'reset-password', resetMemberPassword)),
    )
    await app.register(coinRoutes(ctx))
    await app.register(settingsRoutes(ctx))
  }
