/**
 * Effects of other modules' events on chat: an ended session's sockets close at once, and every
 * step of an offer or deal (modules/trades) and every review of a deal (modules/evaluations) is
 * written into its talk as an EVENT message, in the step's transaction (chat.steps.ts).
 */
import { type ChatEvent, ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import type { DomainEvents, EventName, TalkStep } from '../../lib/events.ts'
import { recordStep } from './chat.steps.ts'

/** The events that are steps in a talk. */
type TalkStepEvent = { [K in EventName]: DomainEvents[K] extends TalkStep ? K : never }[EventName]

/** The EVENT message each step writes into its talk. */
const STEP_EVENTS: { [K in TalkStepEvent]: (step: DomainEvents[K]) => ChatEvent } = {
  'offer.made': (step) => (step.again ? 'REOFFERED' : 'QUOTED'),
  'offer.changed': () => 'REQUOTED',
  'offer.rejected': () => 'REJECTED',
  'offer.withdrawn': () => 'CANCELLED',
  'offer.closed': () => 'CLOSED',
  'deal.made': () => 'ACCEPTED',
  'deal.cancelAsked': () => 'CANCEL_ASKED',
  'deal.cancelRefused': () => 'CANCEL_REFUSED',
  'deal.cancelled': () => 'CANCEL_AGREED',
  'deal.reviewed': () => 'REVIEWED',
}

function recordSteps<K extends TalkStepEvent>(ctx: AppContext, name: K): void {
  const eventOf: (step: DomainEvents[K]) => ChatEvent = STEP_EVENTS[name]
  ctx.events.on(name, (step) => recordStep(ctx, step, eventOf(step)))
}

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
  for (const name of Object.keys(STEP_EVENTS) as TalkStepEvent[]) recordSteps(ctx, name)
}
