/**
 * Coins paid for what members do elsewhere (lib/events.ts): registering (the welcome coins),
 * verifying an email or a phone.
 */
import type { AppContext } from '../../lib/context.ts'
import { onEmailVerified, payPhoneVerified } from './tasks.service.ts'
import { payWelcome } from './welcome.ts'

export function tasksListeners(ctx: AppContext): void {
  ctx.events.on('member.registered', async ({ tx, memberId }) => {
    await payWelcome(ctx, tx, memberId)
  })
  ctx.events.on('member.emailVerified', async ({ memberId }) => {
    await onEmailVerified(ctx, memberId)
  })
  ctx.events.on('member.phoneVerified', async ({ tx, memberId, invitedBy }) => {
    await payPhoneVerified(ctx, tx, memberId, invitedBy)
  })
}
