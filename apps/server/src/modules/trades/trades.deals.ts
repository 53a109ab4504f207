/**
 * Deals (docs/product/chat.md, Deals): the seller accepts an offer and a deal is made at its amount;
 * either side may ask to cancel it, and the other agrees or refuses. A single-stock listing is
 * sold with its deal and back on sale when the deal is cancelled (goods.states.ts). Each step runs
 * as trades.step.ts says: its event writes it into the talk.
 */
import { type Language, QUOTE_STATUS, type TalkDetail } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { goodsUnavailable, lockTalksForStep, talkNotFound, talkOf } from '../chat/index.ts'
import { isLive, lockGoods, markBackOnSale, markSold } from '../goods/index.ts'
import {
  askerCannotAnswer,
  assertCanTrade,
  cancelAlreadyAsked,
  cancelNotAsked,
  dealNotActive,
  dealReviewed,
  goodsSold,
  mapDealConflict,
  quoteNotOpen,
} from './trades.policy.ts'
import {
  changeDeal,
  closeOpenQuote,
  closeOtherQuotes,
  findQuote,
  hasActiveDeal,
  insertDeal,
  latestDeal,
  talksWithOpenQuotes,
} from './trades.repo.ts'
import { lockOne, runStep, talkOnSide, told } from './trades.step.ts'

/**
 * acceptQuote: the seller takes the offer and a deal is made at its amount. A single-stock listing
 * is sold: SOLD_OUT, and every other open offer on it is closed with an event in its talk.
 */
export async function acceptQuote(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string; quoteId: string },
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOnSide(ctx, memberId, Number(body.talkId), 'SELLER')
  return runStep(ctx, memberId, talk.id, lang, async (step) => {
    const { tx, now } = step
    const listing = await lockGoods(tx, talk.goodsId, 'update')
    const quote = await findQuote(tx, Number(body.quoteId))
    if (!quote || quote.talkId !== talk.id) throw talkNotFound()
    if (!listing) throw goodsUnavailable()
    const singleStock = !listing.severalInStock
    // Sold is told before "not available": the acceptances that lose a race hear that it was sold.
    const sold = listing.marketEnable === 'SOLD_OUT' || listing.marketEnable === 'SOLD_OUT_DOWN'
    if (singleStock && (sold || (await hasActiveDeal(tx, listing.id)))) throw goodsSold()
    if (listing.deletedAt || !isLive(listing, now)) throw goodsUnavailable()
    // The talks whose offers a sale closes; a several-in-stock sale leaves them alone.
    const others = singleStock ? await talksWithOpenQuotes(tx, listing.id) : []
    const locked = await lockTalksForStep(tx, [...new Set([talk.id, ...others])])
    const mine = locked.find((t) => t.id === talk.id)
    if (!mine) throw talkNotFound()
    assertCanTrade(mine)
    // Read under the talk's lock: a rejection or withdrawal (which lock only the talk) has landed.
    const accepted = await closeOpenQuote(tx, quote.id, QUOTE_STATUS.ACCEPTED, now)
    if (!accepted) throw quoteNotOpen()
    const deal = await insertDeal(tx, mine, accepted, singleStock, now).catch(mapDealConflict)
    await ctx.events.emit('deal.made', { ...(await told(step, mine, memberId, accepted)), dealId: deal.id })
    if (!singleStock) return
    // Live was checked under the listing's lock: it is UPPER.
    if (!(await markSold(tx, listing, now))) throw goodsUnavailable()
    const byId = new Map(locked.map((t) => [t.id, t]))
    for (const closed of await closeOtherQuotes(tx, listing.id, accepted.id, now)) {
      const other = byId.get(closed.talkId)
      // New offers wait for the listing's lock, so every open one was seen and locked above.
      if (!other) throw new Error(`offer ${closed.id} closed in a talk that was not locked`)
      await ctx.events.emit('offer.closed', await told(step, other, null, closed))
    }
  })
}

/** The talk's latest deal when it is active; reviewed or not. */
async function activeDeal(tx: Tx, talkId: number) {
  const deal = await latestDeal(tx, talkId)
  if (deal?.status !== 'ACTIVE') throw dealNotActive()
  return deal
}

/** applyCancelOrder: either side asks to cancel the talk's deal. */
export async function askToCancel(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string },
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOf(ctx, memberId, Number(body.talkId))
  return runStep(ctx, memberId, talk.id, lang, async (step) => {
    const locked = await lockOne(step.tx, talk.id)
    const deal = await activeDeal(step.tx, talk.id)
    if (deal.reviewed) throw dealReviewed()
    if (deal.cancelAskedBy !== null) throw cancelAlreadyAsked()
    await changeDeal(step.tx, deal.id, { cancelAskedBy: memberId, cancelAskedAt: step.now })
    const quote = { id: deal.quoteId, price: deal.price }
    await ctx.events.emit('deal.cancelAsked', {
      ...(await told(step, locked, memberId, quote)),
      dealId: deal.id,
    })
  })
}

/**
 * acceptCancelOrder / refuseCancelOrder: the side that did not ask answers. Agreeing cancels the
 * deal and puts a single-stock listing back on the market (UPPER with its old close time, so one
 * whose time ran out shows as expired); the accepted offer stays accepted in the history.
 */
export async function answerCancel(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string },
  agree: boolean,
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOf(ctx, memberId, Number(body.talkId))
  return runStep(ctx, memberId, talk.id, lang, async (step) => {
    const { tx, now } = step
    const listing = agree ? await lockGoods(tx, talk.goodsId, 'update') : undefined
    const locked = await lockOne(tx, talk.id)
    const deal = await activeDeal(tx, talk.id)
    if (deal.cancelAskedBy === null) throw cancelNotAsked()
    if (deal.cancelAskedBy === memberId) throw askerCannotAnswer()
    if (agree) {
      if (deal.reviewed) throw dealReviewed()
      await changeDeal(tx, deal.id, { status: 'CANCELLED', cancelledAt: now })
      if (deal.singleStock && listing) await markBackOnSale(tx, listing, now)
    } else {
      await changeDeal(tx, deal.id, { cancelAskedBy: null, cancelAskedAt: null })
    }
    const quote = { id: deal.quoteId, price: deal.price }
    const event = agree ? 'deal.cancelled' : 'deal.cancelRefused'
    await ctx.events.emit(event, { ...(await told(step, locked, memberId, quote)), dealId: deal.id })
  })
}
