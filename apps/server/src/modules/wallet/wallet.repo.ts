/** Wallet accounts and the wallet ledger. Writes happen only through the wallet's services. */

import { WALLET_PASSWORD_TRIES } from '@kaifong/contract'
import { and, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { walletAccounts, walletLedger } from '../../db/schema.ts'

export type WalletLedgerRow = typeof walletLedger.$inferSelect
export type WalletAccountRow = typeof walletAccounts.$inferSelect

export async function ensureAccount(db: DbOrTx, memberId: number) {
  await db.insert(walletAccounts).values({ memberId }).onConflictDoNothing()
}

/**
 * Adds `amount` (exact decimal text, negative to take) unless the balance would go below zero:
 * one conditional UPDATE, so concurrent debits of one wallet take turns on its row and each sees
 * the balance the one before left. Answers the new balance, or null when it would go below zero.
 */
export async function changeBalance(db: DbOrTx, memberId: number, amount: string): Promise<string | null> {
  const [row] = await db
    .update(walletAccounts)
    .set({ balance: sql`${walletAccounts.balance} + ${amount}::numeric`, updatedAt: sql`now()` })
    .where(
      sql`${walletAccounts.memberId} = ${memberId} and ${walletAccounts.balance} + ${amount}::numeric >= 0`,
    )
    .returning({ balance: walletAccounts.balance })
  return row?.balance ?? null
}

export async function insertEntry(
  db: DbOrTx,
  values: typeof walletLedger.$inferInsert,
): Promise<WalletLedgerRow> {
  const [row] = await db.insert(walletLedger).values(values).returning()
  if (!row) throw new Error('insert wallet ledger entry returned nothing')
  return row
}

export async function findEntryByKey(db: DbOrTx, key: string): Promise<WalletLedgerRow | null> {
  const [row] = await db.select().from(walletLedger).where(eq(walletLedger.idempotencyKey, key)).limit(1)
  return row ?? null
}

export async function findAccount(db: DbOrTx, memberId: number, forUpdate = false) {
  const query = db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

export async function pageEntries(db: DbOrTx, memberId: number, offset: number, limit: number) {
  const where = eq(walletLedger.memberId, memberId)
  const [rows, [total]] = await Promise.all([
    db.select().from(walletLedger).where(where).orderBy(desc(walletLedger.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(walletLedger).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** A new payment password: the wrong tries and any lock start over. */
export async function setPasswordHash(db: DbOrTx, memberId: number, passwordHash: string) {
  await db
    .update(walletAccounts)
    .set({ passwordHash, failedTries: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(walletAccounts.memberId, memberId))
}

/** Counts one try (before the password is checked); `lockedUntil` is set by the try that reaches the limit. */
export async function countTry(db: DbOrTx, memberId: number, failedTries: number, lockedUntil: Date | null) {
  await db
    .update(walletAccounts)
    .set({ failedTries, lockedUntil, updatedAt: sql`now()` })
    .where(eq(walletAccounts.memberId, memberId))
}

/** After a wrong try: locks the wallet until `until` once 5 tries are spent (and it is not locked already). */
export async function lockIfSpent(db: DbOrTx, memberId: number, until: Date) {
  await db
    .update(walletAccounts)
    .set({ lockedUntil: until, updatedAt: sql`now()` })
    .where(
      and(
        eq(walletAccounts.memberId, memberId),
        gte(walletAccounts.failedTries, WALLET_PASSWORD_TRIES),
        or(isNull(walletAccounts.lockedUntil), lte(walletAccounts.lockedUntil, sql`now()`)),
      ),
    )
}
