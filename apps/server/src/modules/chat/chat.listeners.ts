/** Effects of other modules' events on chat: an ended session's sockets close at once. */
import { ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'

export function chatListeners(ctx: AppContext): void {
  ctx.events.on('session.ended', async ({ sessionIds, reason }) => {
    const code = reason === 'REPLACED' ? ErrorCode.SESSION_REPLACED : ErrorCode.SESSION_EXPIRED
    for (const id of sessionIds) ctx.realtime.endSession(id, code)
  })
}
