/**
 * Domain events (docs/architecture.md, "Modules and domain events"). A module says what happened
 * (`ctx.events.emit('goods.published', …)`); the module that owns the effect listens, in its
 * `<module>.listeners.ts`. So the emitter imports nothing of the listener and no cycle can form.
 *
 * An event whose payload carries `tx` is emitted inside the emitter's transaction: its listeners
 * write through that `tx`, and a listener's failure rolls the whole step back. An event without
 * `tx` is emitted after the emitter's writes are committed; its listeners use `ctx.db`.
 * Listeners run one after another in registration order (a transaction is one connection), and
 * their errors reach the emitter.
 */
import type { DbOrTx, Tx } from '../db/client.ts'

export interface DomainEvents {
  /**
   * A listing's content was written (published or edited), in that transaction: search indexes its
   * title, description and category path (search.listeners.ts).
   */
  'goods.saved': { tx: DbOrTx; goodsId: number; name: string; intro: string; categoryPath: number[] }
  /** A listing was published and paid for. */
  'goods.published': { tx: DbOrTx; memberId: number; goodsId: number; at: Date }
  /** A signed-in member looked at someone else's listing. */
  'goods.viewed': { memberId: number; goodsId: number; at: Date }
  /** A member added someone else's listing to their favourites. */
  'goods.favourited': {
    tx: DbOrTx
    memberId: number
    goods: { id: number; name: string; cover: string; sellerId: number }
    at: Date
  }
  /** A member was created by registering, inside the transaction that inserts them. */
  'member.registered': { tx: DbOrTx; memberId: number; at: Date }
  /** A new member's email was proved by the registration code. */
  'member.emailVerified': { memberId: number; at: Date }
  /**
   * Sessions ended (logged out, replaced by a newer login, refresh token reused, password reset,
   * signed out from another device's list, account deleted).
   */
  'session.ended': {
    sessionIds: string[]
    reason: 'LOGOUT' | 'REPLACED' | 'REUSED' | 'PASSWORD_RESET' | 'SIGNED_OUT' | 'DELETED' | 'BANNED'
  }
  /** A side of a deal reviewed the other (`memberId`), after the review is committed. */
  'member.reviewed': {
    reviewId: number
    memberId: number
    writer: { id: number; name: string }
    goods: { id: number; name: string; cover: string }
    score: number
    at: Date
  }
  /** The buyer made an offer in a talk: a first one, or `again` after an earlier one ended (QUOTED, REOFFERED). */
  'offer.made': TradeStep & { again: boolean }
  /** The buyer changed the amount of their open offer (REQUOTED). */
  'offer.changed': TradeStep
  /** The seller rejected the open offer (REJECTED). */
  'offer.rejected': TradeStep
  /** The buyer withdrew the open offer, or left (CANCELLED). */
  'offer.withdrawn': TradeStep
  /** The offer was closed: the listing was sold to another buyer, or its seller left (CLOSED; `actorId` null). */
  'offer.closed': TradeStep
  /** The seller accepted the offer: a deal at its amount (ACCEPTED). */
  'deal.made': TradeStep & { dealId: number }
  /** A side asked to cancel the deal (CANCEL_ASKED). */
  'deal.cancelAsked': TradeStep & { dealId: number }
  /** The other side refused to cancel the deal (CANCEL_REFUSED). */
  'deal.cancelRefused': TradeStep & { dealId: number }
  /** The deal was cancelled: the other side agreed, or a side left (CANCEL_AGREED). */
  'deal.cancelled': TradeStep & { dealId: number }
  /** A side of the deal reviewed the other, in the review's transaction (REVIEWED). */
  'deal.reviewed': TalkStep & { dealId: number }
  /** A member proved a phone number (again: listeners pay and award once per member). */
  'member.phoneVerified': { tx: DbOrTx; memberId: number; invitedBy: number | null; at: Date }
}

/**
 * A step of an offer or deal in a talk (modules/trades, and the review of a deal), emitted inside
 * the step's transaction: chat writes it into the talk as an EVENT message (chat.listeners.ts),
 * so the talk's record stands or falls with the step.
 */
export interface TalkStep {
  tx: Tx
  /** Who took the step; null for the system (an offer closed by another sale). */
  actorId: number | null
  talk: { id: number; buyerId: number; sellerId: number }
  /** The offer the step is about (for a deal, its accepted offer), at its amount. */
  quote: { id: number; price: string }
  at: Date
}

/** A trade's step, with the listing it is about (what the other member's notice shows). */
export interface TradeStep extends TalkStep {
  goods: { id: number; name: string; cover: string }
}

export type EventName = keyof DomainEvents
export type Listener<K extends EventName> = (payload: DomainEvents[K]) => Promise<void>

export interface EventBus {
  on<K extends EventName>(name: K, listener: Listener<K>): void
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void>
}

type Registry = { [K in EventName]?: Listener<K>[] }

export function createEventBus(): EventBus {
  const registry: Registry = {}
  const listenersOf = <K extends EventName>(name: K): Listener<K>[] => {
    const found: Registry[K] = registry[name]
    if (found) return found
    const fresh: Listener<K>[] = []
    const entry: Registry = { [name]: fresh }
    Object.assign(registry, entry)
    return fresh
  }
  return {
    on(name, listener) {
      listenersOf(name).push(listener)
    },
    async emit(name, payload) {
      for (const listener of listenersOf(name)) await listener(payload)
    },
  }
}
