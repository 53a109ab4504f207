/** Payment rows and the provider -> API shapes (docs/decisions.md, Top-up). */
import { moneyOf, moneyText, type Payment, type PaymentProviderInfo } from '@kaifong/contract'
import type { PaymentProvider } from './provider.ts'
import type { PaymentRow } from './topup.repo.ts'

export function providerInfo(provider: PaymentProvider | null): PaymentProviderInfo | null {
  return provider && { name: provider.name, sandbox: provider.sandbox }
}

/** The price as the API has always sent it: exact HK$ text with 2 decimals ("68.00"). */
export function presentPayment(row: PaymentRow, provider: PaymentProvider | null): Payment {
  return {
    id: row.id,
    packageId: row.packageId,
    coins: row.coins,
    price: moneyText(moneyOf(row.amount)),
    status: row.status,
    createTime: row.createdAt.toISOString(),
    settleTime: row.settledAt?.toISOString() ?? null,
    checkoutUrl: provider && provider.name === row.provider ? provider.checkoutUrl(row) : null,
  }
}
