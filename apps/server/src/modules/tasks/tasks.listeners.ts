/** Task rewards paid for what members do elsewhere (lib/events.ts): verifying an email or a phone. */
import type { AppContext } from '../../lib/context.ts'
import { onEmailVerified, payPhoneVerified } from './tasks.service.ts'

export function tasksListeners(ctx: AppContext): void {
  ctx.events.on('member.emailVerified', async ({ memberId }) => {
    await onEmailVerified(ctx, memberId)
  })
  ctx.events.on('member.phoneVerified', async ({ tx, memberId, invitedBy }) => {
    await payPhoneVerified(ctx, tx, memberId, invitedBy)
  })
}
