/** Coin ledger rows -> API shapes: amounts as a size and a direction. */
import type { CoinEntry } from '@kaifong/contract'
import type { LedgerRow } from './coins.repo.ts'

export function presentEntry(r: LedgerRow): CoinEntry {
  return {
    id: String(r.id),
    amount: Math.abs(r.amount),
    direction: r.amount > 0 ? 'INCREASE' : 'REDUCE',
    reason: r.reason,
    ref: r.ref,
    balanceAfter: r.balanceAfter,
    createTime: r.createdAt.toISOString(),
  }
}
