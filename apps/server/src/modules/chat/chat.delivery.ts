/**
 * Committed chat rows to the members' live sockets, on every instance (ctx.realtime): a message
 * to both members of its talk, each with their own copy, and "this talk changed" for them to
 * ask for it again. Only what is committed is delivered.
 */
import type { ServerFrame } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import type { MessageRow } from './chat.messages.repo.ts'
import { presentMessage } from './chat.present.ts'
import type { TalkRow } from './chat.repo.ts'

export const frame = (f: ServerFrame) => JSON.stringify(f)

/**
 * A committed message to both members' sockets, each with their own copy; `except` is the socket
 * it came from, which has its acknowledgement instead.
 */
export function deliverMessage(
  ctx: AppContext,
  talk: Pick<TalkRow, 'buyerId' | 'sellerId'>,
  row: MessageRow,
  except?: string,
): void {
  ctx.realtime.deliver(
    [talk.buyerId, talk.sellerId].map((memberId) => ({
      memberId,
      json: frame({ type: 'message', message: presentMessage(ctx, row, memberId) }),
      ...(except && memberId === row.senderId ? { except } : {}),
    })),
  )
}

/** Tells both members that a talk changed (offer, deal, block, listing): they ask for it again. */
export function talkChanged(ctx: AppContext, talk: Pick<TalkRow, 'id' | 'buyerId' | 'sellerId'>): void {
  const json = frame({ type: 'talk', talkId: String(talk.id) })
  ctx.realtime.deliver([talk.buyerId, talk.sellerId].map((memberId) => ({ memberId, json })))
}
