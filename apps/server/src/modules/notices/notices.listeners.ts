/**
 * Notices that follow another module's event (lib/events.ts), written in the emitter's
 * transaction (or after its commit, for events without one). A favourite tells the seller at most
 * once a Hong Kong day per member and listing, however often it is toggled (docs/decisions.md); a
 * review tells the member reviewed (COMMENTED); an offer, an acceptance and a request to cancel a
 * deal tell the other member of the talk, never the one who acted (docs/product/chat.md).
 */
import { type ChatEvent, formatHkd, type NoticeType } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { localized, type MessageKey } from '../../lib/messages.ts'
import { findMemberById } from '../members/index.ts'
import { claimDailyCollectNotice } from './notices.repo.ts'
import { notify } from './notices.service.ts'

/** The chat steps the other member hears of, with the notice and its texts. */
const TRADE_NOTICES: Partial<
  Record<ChatEvent, { type: NoticeType; title: MessageKey; content: MessageKey }>
> = {
  QUOTED: { type: 'QUOTE_RECEIVED', title: 'notice.quote.title', content: 'notice.quote.content' },
  REOFFERED: { type: 'QUOTE_RECEIVED', title: 'notice.quote.title', content: 'notice.quote.content' },
  REQUOTED: { type: 'QUOTE_RECEIVED', title: 'notice.requote.title', content: 'notice.requote.content' },
  ACCEPTED: { type: 'QUOTE_ACCEPTED', title: 'notice.accepted.title', content: 'notice.accepted.content' },
  CANCEL_ASKED: {
    type: 'DEAL_CANCEL_ASKED',
    title: 'notice.cancel.asked.title',
    content: 'notice.cancel.asked.content',
  },
}

export function noticesListeners(ctx: AppContext): void {
  ctx.events.on('chat.traded', async ({ tx, event, actorId, talk, goods, price }) => {
    const notice = TRADE_NOTICES[event]
    // A step the system took (an offer closed by another sale) is told in the talk alone.
    if (!notice || actorId === null) return
    const to = actorId === talk.buyerId ? talk.sellerId : talk.buyerId
    if (to === actorId) return
    const name = (await findMemberById(tx, actorId))?.nickName ?? ''
    const params = { name, goods: goods.name, price: formatHkd(price) }
    await notify(ctx, tx, to, notice.type, {
      title: localized(notice.title),
      content: localized(notice.content, params),
      operatorName: name,
      goods: { id: goods.id, name: goods.name, picture: goods.cover },
      talkId: talk.id,
    })
  })

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
