/**
 * The order state machine (docs/product/orders.md, "States"), pure: which step moves an order
 * from which status to which, who may take it, and what each list tab and each viewer sees.
 *
 *   UNPAID ──PAY──▶ PAID ──TO_SHIP──▶ UNDELIVERED ──SHIP──▶ DELIVERED ──RECEIVE / AUTO_COMPLETE──▶ COMPLETED
 *      │                 └─TO_TAKE──▶ TAKE ──VERIFY_PICKUP──────────────────────────────────────▶ COMPLETED
 *      └──CANCEL / TIMEOUT──▶ CANCELLED
 *
 * PAID is passed through, never rested in: the payment's transaction moves the order on to
 * UNDELIVERED ("to ship") or TAKE ("to pick up") at once, so the timeline shows when it was paid
 * and every list shows an order where its next step is. Each step is one conditional UPDATE
 * (`WHERE status = from`) with its order_logs row (orders.steps.ts).
 */
import type { OrderAction, OrderStatus, OrderTag } from '@kaifong/contract'

export type Actor = 'BUYER' | 'SELLER' | 'SYSTEM'
export type ShippingWay = 'DELIVERY' | 'LOCKER' | 'CONVENIENCE' | 'PICKUP'

export interface Transition {
  from: OrderStatus
  to: OrderStatus
  /** Who may take the step (SYSTEM: the jobs, the payment provider's notification, the payment itself). */
  by: readonly Actor[]
}

export const TRANSITIONS = {
  /** Paid in full: wallet, coins or the provider (the provider's notification is SYSTEM). */
  PAY: { from: 'UNPAID', to: 'PAID', by: ['BUYER', 'SYSTEM'] },
  /** Right after PAY, for delivery, SF locker and convenience-store orders. */
  TO_SHIP: { from: 'PAID', to: 'UNDELIVERED', by: ['SYSTEM'] },
  /** Right after PAY, for self-pickup orders: a 6-digit pickup code is drawn. */
  TO_TAKE: { from: 'PAID', to: 'TAKE', by: ['SYSTEM'] },
  SHIP: { from: 'UNDELIVERED', to: 'DELIVERED', by: ['SELLER'] },
  RECEIVE: { from: 'DELIVERED', to: 'COMPLETED', by: ['BUYER'] },
  AUTO_COMPLETE: { from: 'DELIVERED', to: 'COMPLETED', by: ['SYSTEM'] },
  VERIFY_PICKUP: { from: 'TAKE', to: 'COMPLETED', by: ['SELLER'] },
  CANCEL: { from: 'UNPAID', to: 'CANCELLED', by: ['BUYER'] },
  TIMEOUT: { from: 'UNPAID', to: 'CANCELLED', by: ['SYSTEM'] },
} as const satisfies Record<string, Transition>

export type StepName = keyof typeof TRANSITIONS

/** Whether `actor` may take `step` (a programming error otherwise: routes only offer their own). */
export function mayTake(step: StepName, actor: Actor): boolean {
  return (TRANSITIONS[step].by as readonly Actor[]).includes(actor)
}

/** The step that follows PAY for the order's way. */
export const afterPaid = (way: ShippingWay): 'TO_SHIP' | 'TO_TAKE' =>
  way === 'PICKUP' ? 'TO_TAKE' : 'TO_SHIP'

/** Statuses a buyer may delete (hide) an order in: it is over. */
export const FINISHED: readonly OrderStatus[] = ['COMPLETED', 'CANCELLED']

/** A list tab as a filter: statuses (null: any) and whether only orders with unreviewed items count. */
export interface TagFilter {
  statuses: readonly OrderStatus[] | null
  unreviewed: boolean
  /** The tab is empty by definition (after-sales do not exist yet). */
  none: boolean
}

/**
 * The buyer's tabs: WAIT_SHIP holds UNDELIVERED (and PAID, which is never at rest); WAIT_RECEIVE
 * holds DELIVERED and TAKE (the buyer's next step is to receive or collect it); WAIT_REVIEW holds
 * COMPLETED orders with an item not yet reviewed; AFTER_SALE is empty until after-sales exist.
 */
export function tagFilter(tag: OrderTag): TagFilter {
  const of = (statuses: readonly OrderStatus[] | null, unreviewed = false) => ({
    statuses,
    unreviewed,
    none: false,
  })
  switch (tag) {
    case 'ALL':
      return of(null)
    case 'WAIT_PAY':
      return of(['UNPAID'])
    case 'WAIT_SHIP':
      return of(['PAID', 'UNDELIVERED'])
    case 'WAIT_RECEIVE':
      return of(['DELIVERED', 'TAKE'])
    case 'WAIT_REVIEW':
      return of(['COMPLETED'], true)
    case 'CANCELLED':
      return of(['CANCELLED'])
    case 'AFTER_SALE':
      return { statuses: null, unreviewed: false, none: true }
  }
}

/** What the buyer may do with an order in `status` (the buttons of the list and the order page). */
export function buyerActions(status: OrderStatus, way: ShippingWay): OrderAction[] {
  switch (status) {
    case 'UNPAID':
      return ['PAY', 'CANCEL']
    case 'DELIVERED':
      return ['RECEIVE', 'TRACK']
    case 'COMPLETED':
      return way === 'PICKUP' ? ['DELETE'] : ['TRACK', 'DELETE']
    case 'CANCELLED':
      return ['DELETE']
    default:
      return []
  }
}

/** What the shop may do with an order in `status`. */
export function sellerActions(status: OrderStatus): OrderAction[] {
  switch (status) {
    case 'UNDELIVERED':
      return ['SHIP']
    case 'TAKE':
      return ['VERIFY']
    case 'DELIVERED':
      return ['TRACK']
    default:
      return []
  }
}

/** Ways that need the buyer's address (all but self pickup). */
export const needsAddress = (way: ShippingWay): boolean => way !== 'PICKUP'
