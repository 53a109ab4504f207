/** Coin top-up: packages, payments and the provider (server module topup; docs/decisions.md, Top-up). */
import { z } from '../zod.ts'

const coinPackage = z.object({
  id: z.string(),
  coins: z.number().int(),
  /** HK$ as an exact decimal string, e.g. "8.00". */
  price: z.string(),
})
export type CoinPackage = z.infer<typeof coinPackage>

export const payment = z.object({
  id: z.string(),
  packageId: z.string(),
  coins: z.number().int(),
  price: z.string(),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  createTime: z.string(),
  settleTime: z.string().nullable(),
  /** Where the payer pays; null when the payment cannot be continued (its provider is not configured). */
  checkoutUrl: z.string().nullable(),
})
export type Payment = z.infer<typeof payment>

/** The configured payment provider, or null when top-up is unavailable (docs/decisions.md, Top-up). */
export const paymentProviderInfo = z.object({
  name: z.string(),
  /** A fake provider for demonstrations: no real money moves, and every page must say so. */
  sandbox: z.boolean(),
})
export type PaymentProviderInfo = z.infer<typeof paymentProviderInfo>

export const topUpOverview = z.object({
  packages: z.array(coinPackage),
  payments: z.array(payment),
  provider: paymentProviderInfo.nullable(),
})
export type TopUpOverview = z.infer<typeof topUpOverview>
