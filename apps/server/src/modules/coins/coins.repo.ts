/** Coin balances and the ledger. Writes happen only through coins.service.ts. */
import { count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { coinAccounts, coinLedger } from '../../db/schema.ts'

export type LedgerRow = typeof coinLedger.$inferSelect

export async function ensureAccount(db: DbOrTx, memberId: number) {
  await db.insert(coinAccounts).values({ memberId }).onConflictDoNothing()
}

/** Adds `amount` (negative to take) unless the balance would go below zero; null when it would. */
export async function changeBalance(db: DbOrTx, memberId: number, amount: number): Promise<number | null> {
  const [row] = await db
    .update(coinAccounts)
    .set({ balance: sql`${coinAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
    .where(sql`${coinAccounts.memberId} = ${memberId} and ${coinAccounts.balance} + ${amount} >= 0`)
    .returning({ balance: coinAccounts.balance })
  return row?.balance ?? null
}

export async function insertEntry(db: DbOrTx, values: typeof coinLedger.$inferInsert): Promise<LedgerRow> {
  const [row] = await db.insert(coinLedger).values(values).returning()
  if (!row) throw new Error('insert ledger entry returned nothing')
  return row
}

export async function findEntryByKey(db: DbOrTx, key: string): Promise<LedgerRow | null> {
  const [row] = await db.select().from(coinLedger).where(eq(coinLedger.idempotencyKey, key)).limit(1)
  return row ?? null
}

export async function balanceOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(eq(coinAccounts.memberId, memberId))
  return row?.balance ?? 0
}

export async function pageEntries(db: DbOrTx, memberId: number, offset: number, limit: number) {
  const where = eq(coinLedger.memberId, memberId)
  const [rows, [total]] = await Promise.all([
    db.select().from(coinLedger).where(where).orderBy(desc(coinLedger.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(coinLedger).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
