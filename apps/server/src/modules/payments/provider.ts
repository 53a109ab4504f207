/**
 * What the shop needs from a payment provider (docs/product/money.md, "Payments"; docs/decisions.md,
 * Top-up). The sandbox (sandbox-provider.ts) is one implementation; a real one (a card acquirer,
 * PayMe, an FPS gateway) implements the same interface and is chosen from config in
 * `paymentProvider` (payments.service.ts). With none configured there is no provider, and opening
 * a payment answers PAYMENTS_NOT_CONFIGURED.
 */
import type { PaymentMethod, PaymentPurpose } from '@kaifong/contract'
import type { PaymentRow } from './payments.repo.ts'

/** A provider's notification about one payment, after its signature was checked. */
export interface PaymentNotification {
  paymentId: string
  status: 'PAID' | 'FAILED'
  amountCents: number
  providerRef: string
  /** When the provider sent it (ms since the epoch), covered by the signature. */
  timestamp: number
}

export type VerifiedNotification = { ok: true; notification: PaymentNotification } | { ok: false }

/** A payment we are about to store, before the provider has seen it. */
export interface NewPayment {
  id: string
  memberId: number
  purpose: PaymentPurpose
  method: PaymentMethod
  coins: number
  amountCents: number
}

export type RequestHeaders = Record<string, string | string[] | undefined>

export interface PaymentProvider {
  /** Stored on each payment row; the provider posts its notifications to /buyer/payment/notify/<name>. */
  readonly name: string
  /** No real money moves: the web app says so on every top-up and checkout page. */
  readonly sandbox: boolean
  /** Tells the provider about a new payment; its answer is the provider's reference for it. */
  open(payment: NewPayment): Promise<{ providerRef: string }>
  /** Where the payer goes to pay (the provider's hosted page, or ours for the sandbox). */
  checkoutUrl(payment: PaymentRow): string
  /**
   * Checks that a notification really comes from the provider (signature over the whole body,
   * including its timestamp) and reads it. Anything malformed or unsigned is `{ ok: false }`.
   */
  verifyNotification(headers: RequestHeaders, body: unknown): Promise<VerifiedNotification>
  /**
   * Gives a paid payment's whole amount back to the payer; answers the provider's reference for
   * the refund. The payment's id is the request's idempotency key at the provider, so asking
   * again (after our transaction rolled back) never gives the money back twice.
   */
  refund(payment: PaymentRow, reason: string): Promise<{ refundRef: string }>
}

/**
 * A notification whose timestamp is further than this from our clock, in either direction, is
 * refused with PAYMENT_STALE and changes nothing: a captured notification cannot be replayed
 * later, and one from a provider with a wrong clock is not trusted (docs/errors.md, 40009).
 */
export const NOTIFICATION_MAX_SKEW_MS = 10 * 60 * 1000
