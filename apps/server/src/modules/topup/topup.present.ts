/** Top-up payments and the provider -> API shapes (docs/decisions.md, Top-up). */
import { moneyOf, moneyText, type Payment } from '@kaifong/contract'
import { checkoutUrlOf, type PaymentProvider, type PaymentRow } from '../payments/index.ts'

export { providerInfo } from '../payments/index.ts'

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
    checkoutUrl: checkoutUrlOf(provider, row),
  }
}
