/**
 * The seller's owner tools after publishing (docs/product/states-and-notices.md, docs/product/domain-rules.md): put up, take down, renew, boost
 * and delete. Each runs with the listing's row locked; each payment goes through `spend` in the
 * same transaction as the change it pays for, so a listing is never changed without being paid
 * for, nor paid for without being changed.
 *
 * Paying once per action: the ledger key is `<action>:<goodsId>:k:<Idempotency-Key>` when the client
 * sends one (the web app always does), so a retried or doubled request finds its payment and
 * answers the current listing without charging again. Without a key every request is a new action
 * (two renewals extend twice and pay twice) keyed `<action>:<goodsId>:<version>`, the version being
 * the listing's new `updatedAt`. Put up cannot happen twice anyway: the second finds it UPPER.
 */
import {
  type CoinReason,
  type GoodsDetail,
  type Language,
  LISTING_PRICES,
  type OpenDays,
} from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { findEntryByKey, spend } from '../coins/index.ts'
import {
  assertCanPutUp,
  assertDeletable,
  assertListed,
  assertLive,
  assertSeller,
  goodsNotFound,
} from './goods.policy.ts'
import { findGoodsForUpdate, type GoodsRow } from './goods.repo.ts'
import { DAY_MS, detailFor } from './goods.service.ts'
import { changeGoods, type GoodsChange, nextVersion } from './goods.write.repo.ts'

type Change = Omit<GoodsChange, 'updatedAt'>

/** A new listing period starts: the expiry job must warn about its end again. */
const freshPeriod = { expirySoonNotifiedAt: null, expiredNotifiedAt: null } satisfies Change

async function lockOwn(tx: DbOrTx, id: number, memberId: number) {
  const row = await findGoodsForUpdate(tx, id)
  if (!row) throw goodsNotFound()
  assertSeller(row, memberId)
  return row
}

interface PaidAction {
  action: 'up' | 'renew' | 'boost'
  amount: number
  reason: CoinReason
  clientKey: string | undefined
  /** Checks that the state allows the action (throws otherwise) and says what changes. */
  change: (row: GoodsRow, now: Date) => Change
}

/** The client's key was paid already: a retry or a twin of a request that went through. */
async function isRepeat(tx: DbOrTx, goodsId: number, a: PaidAction): Promise<boolean> {
  return (
    a.clientKey !== undefined &&
    (await findEntryByKey(tx, `${a.action}:${goodsId}:k:${a.clientKey}`)) !== null
  )
}

async function paidChange(
  ctx: AppContext,
  memberId: number,
  goodsId: number,
  lang: Language,
  a: PaidAction,
): Promise<GoodsDetail> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, goodsId, memberId)
    if (await isRepeat(tx, goodsId, a)) return
    const change = a.change(row, now)
    const version = nextVersion(row, now)
    const key = `${a.action}:${goodsId}:${a.clientKey ? `k:${a.clientKey}` : version.getTime()}`
    await spend(ctx, { memberId, amount: a.amount, reason: a.reason, ref: String(goodsId), key }, tx)
    await changeGoods(tx, goodsId, { ...change, updatedAt: version })
  })
  return detailFor(ctx, goodsId, memberId, lang)
}

const after = (now: Date, days: OpenDays) => new Date(now.getTime() + days * DAY_MS)

export interface DaysAction {
  goodsId: number
  openDays: OpenDays
  clientKey?: string
}

/** DOWN, SOLD_OUT_DOWN or an expired UPPER → UPPER for a new period, paid again. */
export async function putUp(
  ctx: AppContext,
  memberId: number,
  a: DaysAction,
  lang: Language,
): Promise<GoodsDetail> {
  return paidChange(ctx, memberId, a.goodsId, lang, {
    action: 'up',
    amount: LISTING_PRICES[a.openDays],
    reason: 'LIST_GOODS',
    clientKey: a.clientKey,
    change: (row, now) => {
      assertCanPutUp(row, now)
      return {
        ...freshPeriod,
        marketEnable: 'UPPER',
        openDays: a.openDays,
        openTime: now,
        closeTime: after(now, a.openDays),
      }
    },
  })
}

/** UPPER (live or expired): the period is extended from its end, or from now when already past. */
export async function renew(
  ctx: AppContext,
  memberId: number,
  a: DaysAction,
  lang: Language,
): Promise<GoodsDetail> {
  return paidChange(ctx, memberId, a.goodsId, lang, {
    action: 'renew',
    amount: LISTING_PRICES[a.openDays],
    reason: 'RENEW_GOODS',
    clientKey: a.clientKey,
    change: (row, now) => {
      assertListed(row)
      const from = row.closeTime && row.closeTime > now ? row.closeTime : now
      return { ...freshPeriod, openDays: a.openDays, closeTime: after(from, a.openDays) }
    },
  })
}

/** Live UPPER only: the coins spent are added to the listing's recommendPoint (ranking). */
export async function boost(
  ctx: AppContext,
  memberId: number,
  a: { goodsId: number; recommendPoint: number; clientKey?: string },
  lang: Language,
): Promise<GoodsDetail> {
  return paidChange(ctx, memberId, a.goodsId, lang, {
    action: 'boost',
    amount: a.recommendPoint,
    reason: 'BOOST_GOODS',
    clientKey: a.clientKey,
    change: (row, now) => {
      assertLive(row, now)
      return { recommendPoint: row.recommendPoint + a.recommendPoint }
    },
  })
}

/** UPPER → DOWN. The remaining time is forfeited (docs/product/states-and-notices.md: putting up again is paid again). */
export async function takeDown(ctx: AppContext, memberId: number, goodsId: number, lang: Language) {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, goodsId, memberId)
    assertListed(row)
    await changeGoods(tx, goodsId, {
      ...freshPeriod,
      marketEnable: 'DOWN',
      closeTime: null,
      updatedAt: nextVersion(row, now),
    })
  })
  return detailFor(ctx, goodsId, memberId, lang)
}

/** Soft delete of a DOWN or SOLD_OUT_DOWN listing: chats and reports still refer to the row. */
export async function deleteGoods(ctx: AppContext, memberId: number, goodsId: number): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, goodsId, memberId)
    assertDeletable(row)
    await changeGoods(tx, goodsId, { deletedAt: now, updatedAt: nextVersion(row, now) })
  })
}
