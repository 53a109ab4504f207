/**
 * The steps of offers and deals as the talk records them (docs/product/chat.md, Offers and Deals):
 * each trade event (lib/events.ts `TalkStep`) becomes an EVENT message in its talk, written in the
 * step's transaction so the record stands or falls with the step. Once that transaction commits,
 * its messages reach both members' sockets, then every talk it touched is reloaded by both sides.
 */
import type { ChatEvent } from '@kaifong/contract'
import { afterCommit, type Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import type { TalkStep } from '../../lib/events.ts'
import { deliverMessage, talkChanged } from './chat.delivery.ts'
import { appendMessage, type MessageRow } from './chat.messages.repo.ts'

type TalkMembers = TalkStep['talk']

/** What one transaction wrote into talks, delivered together once it commits. */
interface Written {
  messages: { talk: TalkMembers; row: MessageRow }[]
  touched: Map<number, TalkMembers>
}

const written = new WeakMap<Tx, Written>()

function writtenIn(ctx: AppContext, tx: Tx): Written {
  const found = written.get(tx)
  if (found) return found
  const fresh: Written = { messages: [], touched: new Map() }
  written.set(tx, fresh)
  afterCommit(tx, () => {
    for (const { talk, row } of fresh.messages) deliverMessage(ctx, talk, row)
    for (const talk of fresh.touched.values()) talkChanged(ctx, talk)
  })
  return fresh
}

/** Writes the step into its talk as an EVENT message, from its actor (none for the system's own). */
export async function recordStep(ctx: AppContext, step: TalkStep, event: ChatEvent): Promise<void> {
  const row = await appendMessage(step.tx, step.talk.id, {
    senderId: step.actorId,
    kind: 'EVENT',
    event,
    quoteId: step.quote.id,
    price: step.quote.price,
    createdAt: step.at,
  })
  const out = writtenIn(ctx, step.tx)
  out.messages.push({ talk: step.talk, row })
  out.touched.set(step.talk.id, step.talk)
}
