/** Payment rows and the provider -> API shapes (docs/product/money.md, "Payments"). */
import { moneyOf, moneyText, type PaymentProviderInfo, type PaymentView } from '@kaifong/contract'
import type { PaymentRow } from './payments.repo.ts'
import { checkoutUrlOf } from './payments.service.ts'
import type { PaymentProvider } from './provider.ts'

export function providerInfo(provider: PaymentProvider | null): PaymentProviderInfo | null {
  return provider && { name: provider.name, sandbox: provider.sandbox }
}

/** One payment for the checkout pages: exact HK$ text with 2 decimals ("68.00") as `price` and `amount`. */
export function presentPaymentView(row: PaymentRow, provider: PaymentProvider | null): PaymentView {
  const amount = moneyText(moneyOf(row.amount))
  return {
    id: row.id,
    purpose: row.purpose,
    ref: row.ref,
    packageId: row.packageId,
    coins: row.coins,
    price: amount,
    amount,
    currency: row.currency,
    method: row.method,
    status: row.status,
    createTime: row.createdAt.toISOString(),
    settleTime: row.settledAt?.toISOString() ?? null,
    refundTime: row.refundedAt?.toISOString() ?? null,
    checkoutUrl: checkoutUrlOf(provider, row),
    provider: providerInfo(provider),
  }
}
