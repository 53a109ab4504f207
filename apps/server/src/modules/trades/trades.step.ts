/**
 * How a step of an offer or deal runs (docs/product/chat.md, Offers and Deals): in one transaction
 * that says what it did through events as it goes (lib/events.ts, `offer.*` and `deal.*`). Chat
 * writes each into its talk as an EVENT message in the same transaction and delivers it to both
 * members once committed; notices tells the other member. The step then answers the talk as the
 * caller now sees it.
 *
 * Locks, always in this order so no two steps wait on each other in a circle: the listing's row
 * first (`share` for an offer, `update` for accepting, agreeing to cancel), then the talks in id
 * order. An offer's share lock means a listing being sold cannot get a new open offer behind the
 * sale's back; the talk lock (with the partial unique index quotes_one_open_per_talk behind it)
 * keeps one open offer per talk; the listing's update lock (with deals_one_active_single_stock
 * behind it) makes one deal of a single-stock listing however many acceptances race.
 */
import type { Language, TalkDetail } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import type { TradeStep } from '../../lib/events.ts'
import {
  type LockedTalk,
  lockTalksForStep,
  onlyBuyer,
  onlySeller,
  type Side,
  talkDetail,
  talkNotFound,
  talkOf,
} from '../chat/index.ts'
import { goodsCardOf } from './trades.repo.ts'

/** A step in progress: its transaction and time, and the listings its events told of. */
export interface Step {
  tx: Tx
  now: Date
  cards: Map<number, TradeStep['goods']>
}

export const newStep = (tx: Tx, now: Date): Step => ({ tx, now, cards: new Map() })

/** Runs one step in a transaction, then answers the talk as the member now sees it. */
export async function runStep(
  ctx: AppContext,
  memberId: number,
  talkId: number,
  lang: Language,
  work: (step: Step) => Promise<void>,
): Promise<TalkDetail> {
  const now = ctx.clock.now()
  await ctx.db.transaction((tx) => work(newStep(tx, now)))
  return talkDetail(ctx, memberId, talkId, lang)
}

/**
 * What an event of the step says: in which talk, who took it (null for the system), about which
 * offer and which listing.
 */
export async function told(
  step: Step,
  talk: Pick<LockedTalk, 'id' | 'goodsId' | 'buyerId' | 'sellerId'>,
  actorId: number | null,
  quote: { id: number; price: string },
): Promise<TradeStep> {
  let goods = step.cards.get(talk.goodsId)
  if (!goods) {
    goods = (await goodsCardOf(step.tx, talk.goodsId)) ?? { id: talk.goodsId, name: '', cover: '' }
    step.cards.set(talk.goodsId, goods)
  }
  return {
    tx: step.tx,
    actorId,
    talk: { id: talk.id, buyerId: talk.buyerId, sellerId: talk.sellerId },
    goods,
    quote: { id: quote.id, price: quote.price },
    at: step.now,
  }
}

/** The talk locked (it was found before the transaction; it is only gone if deleted meanwhile). */
export async function lockOne(tx: Tx, talkId: number): Promise<LockedTalk> {
  const [talk] = await lockTalksForStep(tx, [talkId])
  if (!talk) throw talkNotFound()
  return talk
}

/** A talk of the member's where they are on `side`: 404 for others' talks, 403 for the wrong side. */
export async function talkOnSide(ctx: AppContext, memberId: number, talkId: number, side: Side) {
  const talk = await talkOf(ctx, memberId, talkId)
  if (talk.side !== side) throw side === 'BUYER' ? onlyBuyer() : onlySeller()
  return talk
}
