/**
 * Payments through the provider, whatever they pay for (server module payments;
 * docs/product/money.md, "Payments"): a coin package, a checkout's orders, a wallet recharge.
 */
import { z } from '../zod.ts'
import { payment, paymentProviderInfo } from './topup.ts'

/** What a payment pays for. */
export const PAYMENT_PURPOSES = ['TOPUP', 'ORDER', 'RECHARGE'] as const
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number]
/** How the payer pays at the provider: a card, or FPS (a QR code the payer's banking app reads). */
export const PAYMENT_METHODS = ['CARD', 'FPS'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'payment.method' })

/**
 * One payment as the checkout pages (/payMent, /qrpay, /payDone) show it: the top-up shape plus
 * what it is for, how it is paid, and whether it was given back. `checkoutUrl` is where the payer
 * pays (the sandbox: `/payMent?paymentId=`); /qrpay shows that link as a QR code.
 */
export const paymentView = payment.extend({
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The trade sn (ORDER), the recharge's sn (RECHARGE), '' (TOPUP). */
  ref: z.string(),
  /** HK$ as an exact decimal string: the same as `price`. */
  amount: z.string(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** When the paid amount was given back (a refund), or null. The status stays PAID. */
  refundTime: z.string().nullable(),
  provider: paymentProviderInfo.nullable(),
})
export type PaymentView = z.infer<typeof paymentView>
