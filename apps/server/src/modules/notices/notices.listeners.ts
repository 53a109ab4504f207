/**
 * Notices that follow another module's event (lib/events.ts), written in the emitter's
 * transaction (or after its commit, for events without one). A favourite tells the seller at most
 * once a Hong Kong day per member and listing, however often it is toggled (docs/decisions.md); a
 * review tells the member reviewed (COMMENTED).
 */
import type { AppContext } from '../../lib/context.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { localized } from '../../lib/messages.ts'
import { findMemberById } from '../members/members.repo.ts'
import { claimDailyCollectNotice } from './notices.repo.ts'
import { notify } from './notices.service.ts'

export function noticesListeners(ctx: AppContext): void {
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
