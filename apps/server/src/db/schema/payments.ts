/** Payments through a provider (modules/payments; docs/product/money.md, "Payments"). */
import type { Payment } from '@kaifong/contract'
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, refTo } from './common.ts'
import { members } from './members.ts'

/**
 * Money paid in through a payment provider: a coin package (TOPUP), a checkout's orders (ORDER) or
 * a wallet recharge (RECHARGE). Settled once, when the provider's signed notification arrives; the
 * purpose's owner acts on the `payment.settled` event (lib/events.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    memberId: refTo('member_id', () => members.id),
    /** What the payment is for: a coin package (TOPUP), a checkout's orders (ORDER), a wallet recharge (RECHARGE). */
    purpose: text('purpose').$type<'TOPUP' | 'ORDER' | 'RECHARGE'>().notNull().default('TOPUP'),
    /** The trade sn for ORDER, the recharge's id for RECHARGE; '' for TOPUP. */
    ref: text('ref').notNull().default(''),
    packageId: text('package_id').notNull().default(''),
    coins: integer('coins').notNull().default(0),
    /** HK$, exact, as every amount is stored (docs/decisions.md, "Money"); providers are told cents. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('HKD'),
    provider: text('provider').notNull(),
    /** How the payer pays at the provider: a card, or FPS (Hong Kong's Faster Payment System, by QR code). */
    method: text('method').$type<'CARD' | 'FPS'>().notNull().default('CARD'),
    status: text('status').$type<Payment['status']>().notNull().default('PENDING'),
    providerRef: text('provider_ref').notNull().default(''),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Set when a paid payment was given back (an order cancelled before the money arrived). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider's reference for the refund, and why it was made. */
    refundRef: text('refund_ref').notNull().default(''),
    refundReason: text('refund_reason').notNull().default(''),
  },
  (t) => [
    index('payments_member_idx').on(t.memberId, t.createdAt),
    index('payments_ref_idx').on(t.purpose, t.ref),
  ],
)
