/**
 * Offers (docs/product/chat.md, Offers): the buyer makes, edits, re-makes or withdraws one, the
 * seller rejects it (accepting it makes a deal: trades.deals.ts), and a member's offers page.
 * Each step runs as trades.step.ts says: its event writes it into the talk.
 */
import { type Language, type MyQuote, type Page, QUOTE_STATUS, type TalkDetail } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { goodsUnavailable, talkNotFound } from '../chat/index.ts'
import { isLive, lockGoods } from '../goods/index.ts'
import { assertCanTrade, quoteNotOpen } from './trades.policy.ts'
import { presentMyQuote } from './trades.present.ts'
import {
  closeOpenQuote,
  findOpenQuote,
  findQuote,
  hasAnyQuote,
  insertQuote,
  pageMyQuotes,
  setQuotePrice,
} from './trades.repo.ts'
import { lockOne, runStep, talkOnSide, told } from './trades.step.ts'

/** POST /im/talk/quote: the buyer's offer — a first one, the open one edited, or a new one after an end. */
export async function makeQuote(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string; price: string },
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOnSide(ctx, memberId, Number(body.talkId), 'BUYER')
  return runStep(ctx, memberId, talk.id, lang, async (step) => {
    const { tx, now } = step
    const listing = await lockGoods(tx, talk.goodsId, 'share')
    const locked = await lockOne(tx, talk.id)
    assertCanTrade(locked)
    if (!listing || listing.deletedAt || !isLive(listing, now)) throw goodsUnavailable()
    const open = await findOpenQuote(tx, talk.id)
    if (open) {
      const quote = await setQuotePrice(tx, open.id, body.price, now)
      await ctx.events.emit('offer.changed', await told(step, locked, memberId, quote))
      return
    }
    const again = await hasAnyQuote(tx, talk.id)
    const quote = await insertQuote(tx, locked, body.price, now)
    await ctx.events.emit('offer.made', { ...(await told(step, locked, memberId, quote)), again })
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
  return runStep(ctx, memberId, talk.id, lang, async (step) => {
    const locked = await lockOne(step.tx, talk.id)
    const quote = await findQuote(step.tx, Number(body.quoteId))
    if (!quote || quote.talkId !== talk.id) throw talkNotFound()
    const ended = await closeOpenQuote(step.tx, quote.id, QUOTE_STATUS[how], step.now)
    if (!ended) throw quoteNotOpen()
    const event = how === 'REJECTED' ? 'offer.rejected' : 'offer.withdrawn'
    await ctx.events.emit(event, await told(step, locked, memberId, ended))
  })
}

/** GET /im/talk/quotes: the member's offers made (BUYER) or received (SELLER). */
export async function myQuotes(
  ctx: AppContext,
  memberId: number,
  q: { role: 'BUYER' | 'SELLER'; pageNumber: number; pageSize: number },
  lang: Language,
): Promise<Page<MyQuote>> {
  const offset = (q.pageNumber - 1) * q.pageSize
  const { rows, total } = await pageMyQuotes(ctx.db, memberId, q.role, offset, q.pageSize)
  return page(
    rows.map((r) => presentMyQuote(r, lang)),
    total,
    q.pageNumber,
    q.pageSize,
  )
}
