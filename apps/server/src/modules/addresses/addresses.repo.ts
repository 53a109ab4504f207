/** Address rows. Every query is scoped to one member, so another member's address is never touched. */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { addresses } from '../../db/schema.ts'

export type AddressRow = typeof addresses.$inferSelect
export type AddressFields = Pick<AddressRow, 'name' | 'district' | 'detail' | 'consignee' | 'mobile'>

export function listAddresses(db: DbOrTx, memberId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
}

export async function findAddress(db: DbOrTx, memberId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .limit(1)
  return row ?? null
}

export async function countAddresses(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId))
  return row?.n ?? 0
}

export async function insertAddress(db: DbOrTx, values: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning()
  if (!row) throw new Error('insert address returned nothing')
  return row
}

export async function updateAddress(
  db: DbOrTx,
  memberId: number,
  id: number,
  values: Partial<AddressFields> & { isDefault?: boolean; updatedAt: Date },
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .returning()
  return row ?? null
}

/** Clears the default flag (before another address takes it: the partial unique index allows one). */
export async function clearDefault(db: DbOrTx, memberId: number, updatedAt: Date): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt })
    .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)))
}

export async function deleteAddress(db: DbOrTx, memberId: number, id: number): Promise<void> {
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
}

/** The whole address book of a member (account deletion). */
export async function deleteAllAddresses(db: DbOrTx, memberId: number): Promise<void> {
  await db.delete(addresses).where(eq(addresses.memberId, memberId))
}

export async function newestAddress(db: DbOrTx, memberId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1)
  return row ?? null
}

export function addressesIn(db: DbOrTx, memberId: number, ids: number[]): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), inArray(addresses.id, ids)))
}
