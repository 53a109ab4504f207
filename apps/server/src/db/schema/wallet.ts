/** The HK$ wallet: balances, the ledger and withdrawals (modules/wallet; docs/product/money.md). */
import type { WalletReason } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'

const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

/**
 * Each member's wallet: the balance (changed only together with a ledger row, never below zero)
 * and the 6-digit payment password (an argon2id hash; locked for 15 minutes after 5 wrong tries).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: money('balance').notNull().default('0.00'),
    passwordHash: text('password_hash'),
    failedTries: smallint('failed_tries').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
)

/** Append-only: every cent that moves in or out of a wallet, with the balance it left behind. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    amount: money('amount').notNull(),
    reason: text('reason').$type<WalletReason>().notNull(),
    ref: text('ref').notNull().default(''),
    balanceAfter: money('balance_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_idempotency_key').on(t.idempotencyKey),
    index('wallet_ledger_member_idx').on(t.memberId, t.createdAt),
    check('wallet_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('wallet_ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
)

export type BankAccountRow = { bank: string; holder: string; account: string }

/** A member's request to take money out of the wallet, reviewed by an operator. The amount is held (debited) when asked. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    amount: money('amount').notNull(),
    bankAccount: jsonb('bank_account').$type<BankAccountRow>().notNull(),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REFUSED'>().notNull().default('PENDING'),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.createdAt.desc()),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    /** One pending request per member at a time (docs/product/money.md, "Withdrawals"). */
    uniqueIndex('withdrawals_one_pending').on(t.memberId).where(sql`${t.status} = 'PENDING'`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
)
