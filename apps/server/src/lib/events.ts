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
import type { Language } from '@kaifong/contract'
import type { DbOrTx, Tx } from '../db/client.ts'
import type { payments } from '../db/schema.ts'

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
  /** An operator approved a shop application, in the decision's transaction (notices tell the applicant). */
  'shop.approved': ShopDecision
  /** An operator refused a shop application with a reason, in the decision's transaction. */
  'shop.refused': ShopDecision & { reason: string }
  /**
   * A provider's notification settled a payment (modules/payments), inside the settling
   * transaction and once per payment, however often the notification repeats: topup credits the
   * coins (TOPUP), wallet the recharge (RECHARGE), orders marks the orders paid (ORDER), each on PAID.
   */
  'payment.settled': { tx: Tx; payment: PaymentRecord; status: 'PAID' | 'FAILED' }
  /** An operator approved a withdrawal (paid it out), in the decision's transaction (modules/wallet). */
  'withdrawal.approved': WithdrawalDecision
  /** An operator refused a withdrawal with a reason; the amount is back in the wallet (same transaction). */
  'withdrawal.refused': WithdrawalDecision & { reason: string }
  /** A checkout made this order (UNPAID), in create/trade's transaction (modules/orders). */
  'order.created': OrderStep
  /** The order was paid: it waits to be shipped (UNDELIVERED) or picked up (TAKE), in the payment's transaction. */
  'order.paid': OrderStep
  /** The shop shipped the order with a carrier and tracking number (DELIVERED). */
  'order.shipped': OrderStep
  /** The buyer confirmed receipt, the shop verified the pickup code, or the job completed it (COMPLETED). */
  'order.completed': OrderStep
  /** The buyer cancelled the unpaid order, or the job did after its pay deadline (CANCELLED). */
  'order.cancelled': OrderStep
  /** An after-sale moved (applied, accepted, refused, shipped back, refunded, cancelled), in the step's transaction (modules/aftersales). */
  'afterSale.moved': AfterSaleStep
  /** A complaint was made, got a message, or was decided by an operator, in that step's transaction (modules/complaints). */
  'complaint.moved': ComplaintStep
}

/** A step of a complaint (modules/complaints; docs/product/after-sales.md, "Complaints"). */
export interface ComplaintStep {
  tx: DbOrTx
  complaint: { id: number; orderSn: string; buyerId: number; sellerId: number; decision: string }
  kind: 'NEW' | 'MESSAGE' | 'DECIDED'
  author: 'BUYER' | 'SELLER' | 'OPERATOR'
  at: Date
}

/** A step of an after-sale (modules/aftersales; docs/product/after-sales.md), inside the step's transaction. */
export interface AfterSaleStep {
  tx: DbOrTx
  afterSale: {
    sn: string
    orderSn: string
    buyerId: number
    sellerId: number
    shopName: string
    status: string
    refundAmount: string
    refuseReason: string
    trackingNo: string
  }
  actor: 'BUYER' | 'SELLER' | 'SYSTEM' | 'OPERATOR'
  at: Date
}

/** A payments row as settled (db/schema/payments.ts): its purpose and ref say what it paid for. */
export type PaymentRecord = typeof payments.$inferSelect

/** An operator's decision on a member's withdrawal (modules/wallet; docs/product/money.md). */
export interface WithdrawalDecision {
  tx: DbOrTx
  /** `account`: where the money goes, its number cut to the last 4 ("FPS ···1234"). */
  withdrawal: { id: number; memberId: number; amount: string; account: string }
  at: Date
}

/** An operator's decision on a shop application (modules/shops; docs/product/shops.md). */
export interface ShopDecision {
  tx: DbOrTx
  shop: { id: number; memberId: number; name: string; logo: string }
  at: Date
}

/** A step of an order (modules/orders; docs/product/orders.md), emitted inside the step's transaction. */
export interface OrderStep {
  tx: Tx
  order: {
    id: number
    sn: string
    buyerId: number
    sellerId: number
    shopName: string
    status: string
    flowPrice: string
    pickupCode: string
    carrier: string
    /** The carrier's name in each language ('' before shipping). */
    carrierName: Record<Language, string>
    trackingNo: string
    /** The first item, for the notice's picture and name, and how many items there are. */
    goods: { id: number; name: string; cover: string }
    itemCount: number
  }
  /** Who took the step; SYSTEM for the jobs and the payment provider. */
  actor: 'BUYER' | 'SELLER' | 'SYSTEM'
  at: Date
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
