/**
 * What earns a medal, as domain events (lib/events.ts): a first listing, a verified phone, and a
 * friend who signed up with one's invitation code verifying theirs. All inside the emitter's
 * transaction, so the medal stands or falls with what earned it.
 */
import type { AppContext } from '../../lib/context.ts'
import { awardMedal } from './medals.service.ts'

export function medalsListeners(ctx: AppContext): void {
  ctx.events.on('goods.published', async ({ tx, memberId, at }) => {
    await awardMedal(ctx, tx, memberId, 'addGoods', at)
  })
  ctx.events.on('member.phoneVerified', async ({ tx, memberId, invitedBy, at }) => {
    await awardMedal(ctx, tx, memberId, 'verifyPhone', at)
    if (invitedBy) await awardMedal(ctx, tx, invitedBy, 'inviteFriends', at)
  })
}
