/**
 * The trades of a member who leaves (account deletion, docs/product/domain-rules.md "Account
 * deletion"), ended in the deletion's transaction and told as every step is (trades.step.ts).
 */
import { QUOTE_STATUS } from '@kaifong/contract'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { lockTalksForStep } from '../chat/index.ts'
import { lockGoodsIn, markBackOnSale } from '../goods/index.ts'
import { changeDeal, closeOpenQuote, goodsIdsOf, openTradesOf } from './trades.repo.ts'
import { newStep, told } from './trades.step.ts'

/**
 * A member is leaving, in the caller's transaction: their open offers are withdrawn (CANCELLED, as
 * the buyer's cancelQuote writes it), open offers on their listings are closed (CLOSED, as when a
 * listing goes off the market), and their deals nobody has reviewed are cancelled (CANCEL_AGREED,
 * as an agreed cancellation: a sold single-stock listing of the other member goes back on the
 * market). Locks as every step: the listings first, then the talks in id order. Both sides of
 * each talk hear of it once the caller has committed.
 */
export async function endTradesOf(ctx: AppContext, tx: Tx, memberId: number, now: Date): Promise<void> {
  const step = newStep(tx, now)
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
  const byId = new Map((await lockTalksForStep(tx, talkIds)).map((t) => [t.id, t]))
  for (const quote of open) {
    const talk = byId.get(quote.talkId)
    const withdrawn = quote.buyerId === memberId
    const ended = await closeOpenQuote(tx, quote.id, QUOTE_STATUS[withdrawn ? 'CANCELLED' : 'CLOSED'], now)
    if (!talk || !ended) continue
    if (withdrawn) await ctx.events.emit('offer.withdrawn', await told(step, talk, memberId, ended))
    else await ctx.events.emit('offer.closed', await told(step, talk, null, ended))
  }
  for (const deal of active) {
    const talk = byId.get(deal.talkId)
    await changeDeal(tx, deal.id, { status: 'CANCELLED', cancelledAt: now })
    const listing = listings.get(deal.goodsId)
    // The member's own listings are taken down by the caller; the other side's goes back on sale.
    if (deal.sellerId !== memberId && deal.singleStock && listing) await markBackOnSale(tx, listing, now)
    if (!talk) continue
    const quote = { id: deal.quoteId, price: deal.price }
    await ctx.events.emit('deal.cancelled', { ...(await told(step, talk, memberId, quote)), dealId: deal.id })
  }
}
