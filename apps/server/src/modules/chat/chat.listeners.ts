/** Effects of other modules' events on chat: an ended session's sockets close at once. */
import { ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'

export function chatListeners(ctx: AppContext): void {
  ctx.events.on('session.ended', async ({ sessionIds, reason }) => {
    // A deleted or banned account's sockets hear why (20050, 60002): the deleting page signs out by itself, and a
    // client that does not know the code only sees its socket close.
    const code =
      reason === 'REPLACED'
        ? ErrorCode.SESSION_REPLACED
        : reason === 'DELETED'
          ? ErrorCode.ACCOUNT_DELETED
          : reason === 'BANNED'
            ? ErrorCode.ACCOUNT_BANNED
            : ErrorCode.SESSION_EXPIRED
    for (const id of sessionIds) ctx.realtime.endSession(id, code)
  })
}
