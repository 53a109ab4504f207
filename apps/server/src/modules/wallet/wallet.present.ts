/** Wallet rows -> API shapes (docs/product/money.md): amounts as exact decimal text. */
import { moneyOf, moneyText, type WalletEntry, type WithdrawalView } from '@kaifong/contract'
import type { AdminWithdrawalRow } from '@kaifong/contract/admin'
import type { WalletLedgerRow } from './wallet.repo.ts'
import type { AdminWithdrawalRecord, WithdrawalRow } from './withdrawals.repo.ts'

const text = (amount: string) => moneyText(moneyOf(amount, { negative: true }))

/** A ledger entry: its size and direction, the balance it left. */
export function presentWalletEntry(r: WalletLedgerRow): WalletEntry {
  const amount = moneyOf(r.amount, { negative: true })
  return {
    id: String(r.id),
    amount: moneyText((amount < 0n ? -amount : amount) as typeof amount),
    direction: amount > 0n ? 'INCREASE' : 'REDUCE',
    reason: r.reason,
    ref: r.ref,
    balanceAfter: text(r.balanceAfter),
    createTime: r.createdAt.toISOString(),
  }
}

/** A withdrawal; `full` shows the whole account number (the console), else its last 4 characters. */
export function presentWithdrawal(r: WithdrawalRow, full = false): WithdrawalView {
  const { bank, holder, account } = r.bankAccount
  return {
    id: String(r.id),
    amount: text(r.amount),
    account: {
      method: bank === 'FPS' ? 'FPS' : 'BANK',
      bank,
      holder,
      account: full ? account : `···${account.slice(-4)}`,
    },
    status: r.status,
    reason: r.reason,
    createTime: r.createdAt.toISOString(),
    reviewTime: r.reviewedAt?.toISOString() ?? null,
  }
}

export function presentAdminWithdrawal(r: AdminWithdrawalRecord): AdminWithdrawalRow {
  return {
    ...presentWithdrawal(r.withdrawal, true),
    member: { id: String(r.withdrawal.memberId), username: r.username, nickName: r.nickName },
    balance: text(r.balance),
    reviewedBy: r.withdrawal.reviewedBy === null ? null : String(r.withdrawal.reviewedBy),
  }
}
