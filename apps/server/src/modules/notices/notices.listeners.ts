/**
 * Notices that follow another module's event (lib/events.ts), written in the emitter's
 * transaction (or after its commit, for events without one). A favourite tells the seller at most
 * once a Hong Kong day per member and listing, however often it is toggled (docs/decisions.md); a
 * review tells the member reviewed (COMMENTED); an offer, an acceptance and a request to cancel a
 * deal tell the other member of the talk, never the one who acted (docs/product/chat.md).
 */
import { formatHkd, type NoticeType } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import type { TradeStep } from '../../lib/events.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { localized, type MessageKey } from '../../lib/messages.ts'
import { findMemberById } from '../members/index.ts'
import { claimDailyCollectNotice } from './notices.repo.ts'
import { notify } from './notices.service.ts'

type TradeNotice = { type: NoticeType; title: MessageKey; content: MessageKey }

/** The trade steps the other member hears of (lib/events.ts). */
const NOTICED_STEPS = ['offer.made', 'offer.changed', 'deal.made', 'deal.cancelAsked'] as const

/** Each noticed step's notice and its texts. */
const TRADE_NOTICES: Record<(typeof NOTICED_STEPS)[number], TradeNotice> = {
  'offer.made': { type: 'QUOTE_RECEIVED', title: 'notice.quote.title', content: 'notice.quote.content' },
  'offer.changed': {
    type: 'QUOTE_RECEIVED',
    title: 'notice.requote.title',
    content: 'notice.requote.content',
  },
  'deal.made': { type: 'QUOTE_ACCEPTED', title: 'notice.accepted.title', content: 'notice.accepted.content' },
  'deal.cancelAsked': {
    type: 'DEAL_CANCEL_ASKED',
    title: 'notice.cancel.asked.title',
    content: 'notice.cancel.asked.content',
  },
}

/** Tells the other member of the talk of a step (never the one who acted, nor of the system's own). */
async function tellOther(
  ctx: AppContext,
  { tx, actorId, talk, goods, quote }: TradeStep,
  notice: TradeNotice,
): Promise<void> {
  // A step the system took (an offer closed by another sale) is told in the talk alone.
  if (actorId === null) return
  const to = actorId === talk.buyerId ? talk.sellerId : talk.buyerId
  if (to === actorId) return
  const name = (await findMemberById(tx, actorId))?.nickName ?? ''
  const params = { name, goods: goods.name, price: formatHkd(quote.price) }
  await notify(ctx, tx, to, notice.type, {
    title: localized(notice.title),
    content: localized(notice.content, params),
    operatorName: name,
    goods: { id: goods.id, name: goods.name, picture: goods.cover },
    talkId: talk.id,
  })
}

export function noticesListeners(ctx: AppContext): void {
  for (const name of NOTICED_STEPS) ctx.events.on(name, (step) => tellOther(ctx, step, TRADE_NOTICES[name]))

  ctx.events.on('goods.favourited', async ({ tx, memberId, goods, at }) => {
    if (!(await claimDailyCollectNotice(tx, memberId, goods.id, hkDay(at)))) return
    const member = await findMemberById(tx, memberId)
    const name = member?.nickName ?? ''
    await notify(ctx, tx, goods.sellerId, 'COLLECTED', {
      title: localized('notice.collected.title'),
      content: localized('notice.collected.content', { name, goods: goods.name }),
      operatorName: name,
      goods: { id: goods.id, name: goods.name, picture: goods.cover },
    })
  })

  // After the review is committed: the member reviewed hears who reviewed them, for what and how many stars.
  ctx.events.on('member.reviewed', async ({ memberId, writer, goods, score }) => {
    await notify(ctx, ctx.db, memberId, 'COMMENTED', {
      title: localized('notice.commented.title'),
      content: localized('notice.commented.content', { name: writer.name, goods: goods.name, score }),
      operatorName: writer.name,
      goods: { id: goods.id, name: goods.name, picture: goods.cover },
    })
  })
}
