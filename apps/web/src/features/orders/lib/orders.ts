/**
 * Pure helpers of the order pages: the buyer's tabs shown, the time left to pay, and the shop's
 * tracking number check, the same as the server's (docs/product/orders.md, "Carriers and traces";
 * apps/server/src/modules/orders/orders.carriers.ts): upper-cased without spaces or hyphens, at
 * most TRACKING_NO_MAX characters, in the carrier's format.
 */
import { type OrderStatus, type OrderTag, TRACKING_NO_MAX } from '@kaifong/contract'

/** The buyer's tabs. AFTER_SALE joins them once after-sales have their pages and API. */
export const MY_ORDER_TABS = [
  'ALL',
  'WAIT_PAY',
  'WAIT_SHIP',
  'WAIT_RECEIVE',
  'WAIT_REVIEW',
  'CANCELLED',
] as const satisfies readonly OrderTag[]
export type MyOrderTab = (typeof MY_ORDER_TABS)[number]

export const tabOf = (value: string | null): MyOrderTab =>
  (MY_ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as MyOrderTab) : 'ALL'

/** The shop's status filter (PAID is never at rest: the payment moves it on at once). */
export const SHOP_FILTERS = [
  'ALL',
  'UNPAID',
  'UNDELIVERED',
  'TAKE',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
] as const satisfies readonly (OrderStatus | 'ALL')[]
export type ShopFilter = (typeof SHOP_FILTERS)[number]

export const shopFilterOf = (value: string | null): ShopFilter =>
  (SHOP_FILTERS as readonly string[]).includes(value ?? '') ? (value as ShopFilter) : 'ALL'

/** Whole minutes left before `payBefore` (0 once it has passed). */
export function minutesLeft(payBefore: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(payBefore).getTime() - now) / 60_000))
}

const PATTERNS: Record<string, RegExp> = {
  SF: /^SF\d{12,13}$/,
  HKPOST: /^[A-Z]{2}\d{9}HK$/,
  KERRY: /^[A-Z]{0,4}\d{8,16}$/,
  ZTO: /^\d{12,15}$/,
  SANDBOX: /^SB\d{10}$/,
}

export const normalTrackingNo = (value: string) => value.trim().replace(/[\s-]/g, '').toUpperCase()

/** The i18n key of what is wrong with a tracking number for `carrier`, or null when it is fine. */
export function trackingProblem(carrier: string, value: string): string | null {
  const no = normalTrackingNo(value)
  if (!no) return 'orders.ship.trackingRequired'
  if (no.length > TRACKING_NO_MAX) return 'orders.ship.trackingFormat'
  const pattern = PATTERNS[carrier]
  return pattern && !pattern.test(no) ? 'orders.ship.trackingFormat' : null
}
