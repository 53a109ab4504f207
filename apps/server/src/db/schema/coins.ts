/** Coin balances and the ledger (modules/coins; docs/decisions.md, Coins). */
import type { CoinReason } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'

/** Each member's coin balance; changed only together with a ledger row (coins.service.ts). */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coin_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
)

/** Append-only: every coin that moves, with the balance it left behind. */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<CoinReason>().notNull(),
    ref: text('ref').notNull().default(''),
    balanceAfter: integer('balance_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_ledger_idempotency_key').on(t.idempotencyKey),
    index('coin_ledger_member_idx').on(t.memberId, t.createdAt),
    /** The dashboard's coins issued and spent per day: an index-only range (docs/admin.md). */
    index('coin_ledger_created_idx').on(t.createdAt, t.amount),
    check('coin_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('coin_ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
)
