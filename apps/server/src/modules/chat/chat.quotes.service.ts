/**
 * Offers and deals (docs/product/chat.md, Offers and Deals): making, editing, accepting, rejecting
 * and withdrawing an offer, and cancelling a deal by agreement. Every step writes an EVENT message
 * in the talks it touches, in the same transaction; the messages reach both members' sockets only
 * after commit, and each touched talk is then reloaded by both sides.
 *
 * Locks, always in this order so no two steps wait on each other in a circle: the listing's row
 * first (`share` for an offer, `update` for accepting, agreeing to cancel), then the talks in id
 * order. An offer's share lock means a listing being sold cannot get a new open offer behind the
 * sale's back; the talk lock (with the partial unique index quotes_one_open_per_talk behind it)
 * keeps one open offer per talk; the listing's update lock (with deals_one_active_single_stock
 * behind it) makes one deal of a single-stock listing however many acceptances race.
 */
import {
  type ChatEvent,
  ErrorCode,
  type Language,
  type MyQuote,
  type Page,
  QUOTE_STATUS,
  type TalkDetail,
} from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { changeGoods, isLive, nextVersion } from '../goods/index.ts'
import { publicName } from '../members/index.ts'
import {
  blocked,
  goodsUnavailable,
  memberGone,
  onlyBuyer,
  onlySeller,
  type Side,
  talkNotFound,
} from './chat.policy.ts'
import {
  changeDeal,
  closeOpenQuote,
  closeOtherQuotes,
  findOpenQuote,
  findQuote,
  goodsCardOf,
  goodsIdsOf,
  hasActiveDeal,
  hasAnyQuote,
  insertDeal,
  insertQuote,
  latestDeal,
  lockGoods,
  lockGoodsIn,
  openTradesOf,
  pageMyQuotes,
  setQuotePrice,
  talksWithOpenQuotes,
} from './chat.quotes.repo.ts'
import { appendMessage, type LockedTalk, lockTalks, type MessageRow } from './chat.repo.ts'
import { deliverMessage, talkChanged, talkDetail, talkOf } from './chat.service.ts'

const quoteNotOpen = () => new AppError(409, ErrorCode.QUOTE_NOT_OPEN, 'chat.quote.not.open')
const goodsSold = () => new AppError(409, ErrorCode.GOODS_SOLD, 'chat.goods.sold')
const dealReviewed = () => new AppError(409, ErrorCode.DEAL_REVIEWED, 'chat.deal.reviewed')
const dealNotActive = () => new AppError(409, ErrorCode.DEAL_NOT_ACTIVE, 'chat.deal.not.active')
const cancelNotAsked = () => new AppError(409, ErrorCode.CANCEL_NOT_ASKED, 'chat.cancel.not.asked')
const cancelAlreadyAsked = () =>
  new AppError(409, ErrorCode.CANCEL_ALREADY_ASKED, 'chat.cancel.already.asked')
const askerCannotAnswer = () => new AppError(403, ErrorCode.CHAT_WRONG_SIDE, 'chat.wrong.side.asker')

type TalkMembers = Pick<LockedTalk, 'id' | 'buyerId' | 'sellerId'>

/** What a step wrote: its event messages (delivered after commit) and the talks it changed. */
export interface Step {
  messages: { talk: TalkMembers; row: MessageRow }[]
  touched: Map<number, TalkMembers>
}

async function writeEvent(
  tx: Tx,
  step: Step,
  talk: TalkMembers,
  e: { senderId: number | null; event: ChatEvent; quote: { id: number; price: string }; at: Date },
): Promise<void> {
  const row = await appendMessage(tx, talk.id, {
    senderId: e.senderId,
    kind: 'EVENT',
    event: e.event,
    quoteId: e.quote.id,
    price: e.quote.price,
    createdAt: e.at,
  })
  step.messages.push({ talk, row })
  step.touched.set(talk.id, talk)
}

/**
 * Says what the step did (`chat.traded`, one per event message, in its transaction): the notices
 * module tells the other member of offers, acceptances and requests to cancel.
 */
async function emitStep(ctx: AppContext, tx: Tx, step: Step, goodsId: number, at: Date): Promise<void> {
  if (step.messages.length === 0) return
  const goods = await goodsCardOf(tx, goodsId)
  if (!goods) return
  for (const { talk, row } of step.messages) {
    if (!row.event) continue
    await ctx.events.emit('chat.traded', {
      tx,
      event: row.event,
      actorId: row.senderId,
      talk: { id: talk.id, buyerId: talk.buyerId, sellerId: talk.sellerId },
      goods,
      price: row.price ?? '0',
      at,
    })
  }
}

/** Runs one step in a transaction, then tells both sides of every touched talk and answers the talk. */
async function runStep(
  ctx: AppContext,
  memberId: number,
  talk: { id: number; goodsId: number },
  lang: Language,
  work: (tx: Tx, step: Step, now: Date) => Promise<void>,
): Promise<TalkDetail> {
  const now = ctx.clock.now()
  const step: Step = { messages: [], touched: new Map() }
  await ctx.db.transaction(async (tx) => {
    await work(tx, step, now)
    await emitStep(ctx, tx, step, talk.goodsId, now)
  })
  deliverStep(ctx, step)
  return talkDetail(ctx, memberId, talk.id, lang)
}

/** The talk locked (it was found before the transaction; it is only gone if deleted meanwhile). */
async function lockOne(tx: Tx, talkId: number): Promise<LockedTalk> {
  const [talk] = await lockTalks(tx, [talkId])
  if (!talk) throw talkNotFound()
  return talk
}

/** New commitments (offers, deals) need both members present and neither blocking the other. */
function assertCanTrade(talk: LockedTalk): void {
  if (talk.gone) throw memberGone()
  if (talk.blocked) throw blocked()
}

/** A talk of the member's where they are on `side`: 404 for others' talks, 403 for the wrong side. */
async function talkOnSide(ctx: AppContext, memberId: number, talkId: number, side: Side) {
  const talk = await talkOf(ctx, memberId, talkId)
  if (talk.side !== side) throw side === 'BUYER' ? onlyBuyer() : onlySeller()
  return talk
}

/** POST /im/talk/quote: the buyer's offer — a first one, the open one edited, or a new one after an end. */
export async function makeQuote(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string; price: string },
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOnSide(ctx, memberId, Number(body.talkId), 'BUYER')
  return runStep(ctx, memberId, talk, lang, async (tx, step, now) => {
    const listing = await lockGoods(tx, talk.goodsId, 'share')
    const locked = await lockOne(tx, talk.id)
    assertCanTrade(locked)
    if (!listing || listing.deletedAt || !isLive(listing, now)) throw goodsUnavailable()
    const open = await findOpenQuote(tx, talk.id)
    if (open) {
      const quote = await setQuotePrice(tx, open.id, body.price, now)
      await writeEvent(tx, step, locked, { senderId: memberId, event: 'REQUOTED', quote, at: now })
      return
    }
    const again = await hasAnyQuote(tx, talk.id)
    const quote = await insertQuote(tx, locked, body.price, now)
    const event = again ? 'REOFFERED' : 'QUOTED'
    await writeEvent(tx, step, locked, { senderId: memberId, event, quote, at: now })
  })
}

/** Unique indexes lost to a concurrent twin: the error the locks would have given. */
function mapDealConflict(err: unknown): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null
  if (pg?.constraint === 'deals_one_active_single_stock') throw goodsSold()
  if (pg?.constraint === 'deals_quote_key') throw quoteNotOpen()
  throw err
}

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
  return runStep(ctx, memberId, talk, lang, async (tx, step, now) => {
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
    const locked = await lockTalks(tx, [...new Set([talk.id, ...others])])
    const mine = locked.find((t) => t.id === talk.id)
    if (!mine) throw talkNotFound()
    assertCanTrade(mine)
    // Read under the talk's lock: a rejection or withdrawal (which lock only the talk) has landed.
    const accepted = await closeOpenQuote(tx, quote.id, QUOTE_STATUS.ACCEPTED, now)
    if (!accepted) throw quoteNotOpen()
    await insertDeal(tx, mine, accepted, singleStock, now).catch(mapDealConflict)
    await writeEvent(tx, step, mine, { senderId: memberId, event: 'ACCEPTED', quote: accepted, at: now })
    if (!singleStock) return
    await changeGoods(tx, listing.id, { marketEnable: 'SOLD_OUT', updatedAt: nextVersion(listing, now) })
    const byId = new Map(locked.map((t) => [t.id, t]))
    for (const closed of await closeOtherQuotes(tx, listing.id, accepted.id, now)) {
      const other = byId.get(closed.talkId)
      // New offers wait for the listing's lock, so every open one was seen and locked above.
      if (!other) throw new Error(`offer ${closed.id} closed in a talk that was not locked`)
      await writeEvent(tx, step, other, { senderId: null, event: 'CLOSED', quote: closed, at: now })
    }
  })
}

/** refuseQuote (the seller) and cancelQuote (the buyer): an open offer ends. */
export async function endQuote(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string; quoteId: string },
  how: 'REJECTED' | 'CANCELLED',
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOnSide(ctx, memberId, Number(body.talkId), how === 'REJECTED' ? 'SELLER' : 'BUYER')
  return runStep(ctx, memberId, talk, lang, async (tx, step, now) => {
    const locked = await lockOne(tx, talk.id)
    const quote = await findQuote(tx, Number(body.quoteId))
    if (!quote || quote.talkId !== talk.id) throw talkNotFound()
    const ended = await closeOpenQuote(tx, quote.id, QUOTE_STATUS[how], now)
    if (!ended) throw quoteNotOpen()
    await writeEvent(tx, step, locked, { senderId: memberId, event: how, quote: ended, at: now })
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
  return runStep(ctx, memberId, talk, lang, async (tx, step, now) => {
    const locked = await lockOne(tx, talk.id)
    const deal = await activeDeal(tx, talk.id)
    if (deal.reviewed) throw dealReviewed()
    if (deal.cancelAskedBy !== null) throw cancelAlreadyAsked()
    await changeDeal(tx, deal.id, { cancelAskedBy: memberId, cancelAskedAt: now })
    const quote = { id: deal.quoteId, price: deal.price }
    await writeEvent(tx, step, locked, { senderId: memberId, event: 'CANCEL_ASKED', quote, at: now })
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
  return runStep(ctx, memberId, talk, lang, async (tx, step, now) => {
    const listing = agree ? await lockGoods(tx, talk.goodsId, 'update') : undefined
    const locked = await lockOne(tx, talk.id)
    const deal = await activeDeal(tx, talk.id)
    if (deal.cancelAskedBy === null) throw cancelNotAsked()
    if (deal.cancelAskedBy === memberId) throw askerCannotAnswer()
    if (agree) {
      if (deal.reviewed) throw dealReviewed()
      await changeDeal(tx, deal.id, { status: 'CANCELLED', cancelledAt: now })
      if (deal.singleStock && listing?.marketEnable === 'SOLD_OUT') {
        await changeGoods(tx, listing.id, { marketEnable: 'UPPER', updatedAt: nextVersion(listing, now) })
      }
    } else {
      await changeDeal(tx, deal.id, { cancelAskedBy: null, cancelAskedAt: null })
    }
    const quote = { id: deal.quoteId, price: deal.price }
    const event = agree ? 'CANCEL_AGREED' : 'CANCEL_REFUSED'
    await writeEvent(tx, step, locked, { senderId: memberId, event, quote, at: now })
  })
}

/**
 * A member is leaving (account deletion), in the caller's transaction: their open offers are
 * withdrawn (CANCELLED, as the buyer's cancelQuote writes it), open offers on their listings are
 * closed (CLOSED, as when a listing goes off the market), and their deals nobody has reviewed are
 * cancelled (CANCEL_AGREED, as an agreed cancellation: a sold single-stock listing of the other
 * member goes back on the market). Locks as every step: the listings first, then the talks in id
 * order. Answers what to tell both sides once the caller has committed (`deliverStep`).
 */
export async function endTradesOf(tx: Tx, memberId: number, now: Date): Promise<Step> {
  const step: Step = { messages: [], touched: new Map() }
  const seen = await openTradesOf(tx, memberId)
  // The member's own listings too, so no new offer lands on one before the caller takes it down.
  const goodsIds = new Set([
    ...(await goodsIdsOf(tx, memberId)),
    ...[...seen.quotes, ...seen.deals].map((x) => x.goodsId),
  ])
  const listings = new Map((await lockGoodsIn(tx, [...goodsIds])).map((g) => [g.id, g]))
  // Read again under the listings' locks: no offer on them is made, accepted or ended meanwhile.
  const { quotes: open, deals: active } = await openTradesOf(tx, memberId)
  const talkIds = [...new Set([...open, ...active].map((x) => x.talkId))]
  const byId = new Map((await lockTalks(tx, talkIds)).map((t) => [t.id, t]))
  for (const quote of open) {
    const talk = byId.get(quote.talkId)
    const how = quote.buyerId === memberId ? 'CANCELLED' : 'CLOSED'
    const ended = await closeOpenQuote(tx, quote.id, QUOTE_STATUS[how], now)
    if (!talk || !ended) continue
    const senderId = how === 'CANCELLED' ? memberId : null
    await writeEvent(tx, step, talk, { senderId, event: how, quote: ended, at: now })
  }
  for (const deal of active) {
    const talk = byId.get(deal.talkId)
    await changeDeal(tx, deal.id, { status: 'CANCELLED', cancelledAt: now })
    const listing = listings.get(deal.goodsId)
    // The member's own listings are taken down by the caller; the other side's goes back on sale.
    if (deal.sellerId !== memberId && deal.singleStock && listing?.marketEnable === 'SOLD_OUT') {
      await changeGoods(tx, listing.id, { marketEnable: 'UPPER', updatedAt: nextVersion(listing, now) })
    }
    if (!talk) continue
    const quote = { id: deal.quoteId, price: deal.price }
    await writeEvent(tx, step, talk, { senderId: memberId, event: 'CANCEL_AGREED', quote, at: now })
  }
  return step
}

/** After commit: the step's event messages to both sides' sockets, and each touched talk to reload. */
export function deliverStep(ctx: AppContext, step: Step): void {
  for (const { talk, row } of step.messages) deliverMessage(ctx, talk, row)
  for (const talk of step.touched.values()) talkChanged(ctx, talk)
}

/** GET /im/talk/quotes: the member's offers made (BUYER) or received (SELLER). */
export async function myQuotes(
  ctx: AppContext,
  memberId: number,
  q: { role: 'BUYER' | 'SELLER'; pageNumber: number; pageSize: number },
  lang: Language,
): Promise<Page<MyQuote>> {
  const { rows, total } = await pageMyQuotes(
    ctx.db,
    memberId,
    q.role,
    (q.pageNumber - 1) * q.pageSize,
    q.pageSize,
  )
  // The rows are already the shape; only ids and times become strings (no presenter file for one map).
  const records = rows.map(
    (r): MyQuote => ({
      id: String(r.id),
      talkId: String(r.talkId),
      goodsId: String(r.goodsId),
      goodsName: r.goodsName,
      goodsPicture: r.goodsCover,
      goodsPrice: r.goodsPrice,
      price: r.price,
      status: r.status,
      userId: String(r.otherId),
      name: publicName(r.otherName, r.otherDeleted, lang),
      face: r.otherDeleted ? '' : r.otherFace,
      createTime: r.createdAt.toISOString(),
      updateTime: r.updatedAt.toISOString(),
    }),
  )
  return page(records, total, q.pageNumber, q.pageSize)
}
