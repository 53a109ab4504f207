/**
 * The member's wallet (docs/product/api.md, "Wallet"; docs/product/money.md): the check and the
 * payment password (set, reset by email code), the history (MoneyManagement), recharges and
 * withdrawals. Every path is the signed-in member's own wallet; there is no other member's to ask for.
 */
import {
  paymentView,
  rechargeBody,
  resetPayPasswordBody,
  setPayPasswordBody,
  walletCheck as walletCheckSchema,
  walletEntry,
  withdrawalBody,
  withdrawalView,
} from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok, page, pageOf, pagingQuery } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { LIMITS, perMinute } from '../../lib/rate-limit.ts'
import { uuidHeaders } from '../../lib/request.ts'
import { paymentProvider, presentPaymentView } from '../payments/index.ts'
import { resetPayPassword, sendResetCode, setPayPassword, walletCheck } from './wallet.password.ts'
import { presentWalletEntry, presentWithdrawal } from './wallet.present.ts'
import { recharge } from './wallet.recharge.ts'
import { walletHistory } from './wallet.service.ts'
import { ownWithdrawals, requestWithdrawal } from './withdrawals.service.ts'

const tags = ['wallet']
const security = [{ accessToken: [] }]
const BASE = '/buyer/wallet'
const checkReply = { 200: envelopeOf(walletCheckSchema) }

/** The check and the payment password. */
const passwordRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(`${BASE}/wallet/check`, { schema: { tags, security, response: checkReply } }, async (request) =>
      ok(await walletCheck(ctx, memberOf(request).id)),
    )
    app.post(
      `${BASE}/wallet/set-password`,
      { schema: { tags, security, body: setPayPasswordBody, response: checkReply } },
      async (request) => {
        const { id } = memberOf(request)
        await setPayPassword(ctx, id, request.body)
        return ok(await walletCheck(ctx, id), t(request.lang, 'success'))
      },
    )
    app.post(
      `${BASE}/wallet/reset-code`,
      {
        config: { rateLimit: perMinute(LIMITS.sendCode) },
        schema: { tags, security, headers: uuidHeaders, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const who = { memberId: memberOf(request).id, uuid: request.headers.uuid, ip: request.ip }
        await sendResetCode(ctx, { ...who, lang: request.lang })
        return ok(null, t(request.lang, 'code.sent'))
      },
    )
    app.post(
      `${BASE}/wallet/reset-password`,
      { schema: { tags, security, body: resetPayPasswordBody, response: checkReply } },
      async (request) => {
        const { id } = memberOf(request)
        await resetPayPassword(ctx, id, request.body)
        return ok(await walletCheck(ctx, id), t(request.lang, 'success'))
      },
    )
  }

/** The history, recharges and withdrawals. */
const moneyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/log`,
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery,
          response: { 200: envelopeOf(pageOf(walletEntry)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await walletHistory(ctx, memberOf(request).id, request.query)
        return ok(page(rows.map(presentWalletEntry), total, pageNumber, pageSize))
      },
    )
    app.post(
      `${BASE}/recharge`,
      { schema: { tags, security, body: rechargeBody, response: { 200: envelopeOf(paymentView) } } },
      async (request) =>
        ok(presentPaymentView(await recharge(ctx, memberOf(request).id, request.body), paymentProvider(ctx))),
    )
    app.post(
      `${BASE}/withdrawal`,
      { schema: { tags, security, body: withdrawalBody, response: { 200: envelopeOf(withdrawalView) } } },
      async (request) =>
        ok(
          presentWithdrawal(await requestWithdrawal(ctx, memberOf(request).id, request.body)),
          t(request.lang, 'success'),
        ),
    )
    app.get(
      `${BASE}/withdrawal`,
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery,
          response: { 200: envelopeOf(pageOf(withdrawalView)) },
        },
      },
      async (request) => {
        const { pageNumber, pageSize } = request.query
        const { rows, total } = await ownWithdrawals(ctx, memberOf(request).id, request.query)
        return ok(
          page(
            rows.map((r) => presentWithdrawal(r)),
            total,
            pageNumber,
            pageSize,
          ),
        )
      },
    )
  }

export const walletRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (scope) => {
    await scope.register(passwordRoutes(ctx))
    await scope.register(moneyRoutes(ctx))
  })
