/**
 * Rows of the cart (modules/cart owns cart_lines, cart_choices and cart_shipping): every query is
 * scoped to one member, so another member's line or choice is never read or touched.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { cartChoices, cartLines, cartShipping, type ReceiptRow, type ShippingWay } from '../../db/schema.ts'

export type CartLineRow = typeof cartLines.$inferSelect
export type CartChoicesRow = typeof cartChoices.$inferSelect
export type CartShippingRow = typeof cartShipping.$inferSelect

/** The member's lines, newest first. */
export function linesOf(db: DbOrTx, memberId: number): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.memberId, memberId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.skuId))
}

export async function findLine(db: DbOrTx, memberId: number, skuId: number): Promise<CartLineRow | null> {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.memberId, memberId), eq(cartLines.skuId, skuId)))
    .limit(1)
  return row ?? null
}

export async function countLines(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.memberId, memberId))
  return row?.n ?? 0
}

/**
 * Adds `num` units to the member's line of the SKU, or makes the line: one statement, the line's
 * number never above `cap`, so twins never make a second line or pass the cap. The line is ticked
 * and its seen price becomes today's. Answers the line's number.
 */
export async function addToLine(
  db: DbOrTx,
  line: { memberId: number; skuId: number; num: number; cap: number; price: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(cartLines)
    .values({
      memberId: line.memberId,
      skuId: line.skuId,
      num: Math.min(line.num, line.cap),
      checked: true,
      priceSeen: line.price,
      createdAt: line.now,
      updatedAt: line.now,
    })
    .onConflictDoUpdate({
      target: [cartLines.memberId, cartLines.skuId],
      set: {
        num: sql`least(${cartLines.num} + ${line.num}, ${line.cap})`,
        checked: true,
        priceSeen: line.price,
        updatedAt: line.now,
      },
    })
    .returning({ num: cartLines.num })
  return row?.num ?? 0
}

export async function setLineNum(
  db: DbOrTx,
  memberId: number,
  skuId: number,
  num: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ num, updatedAt: now })
    .where(and(eq(cartLines.memberId, memberId), eq(cartLines.skuId, skuId)))
    .returning({ skuId: cartLines.skuId })
  return rows.length > 0
}

/** Ticks or unticks the member's lines among `skuIds` (all of them when null); answers how many. */
export async function setChecked(
  db: DbOrTx,
  memberId: number,
  skuIds: number[] | null,
  checked: boolean,
  now: Date,
): Promise<number> {
  if (skuIds?.length === 0) return 0
  const rows = await db
    .update(cartLines)
    .set({ checked, updatedAt: now })
    .where(
      and(eq(cartLines.memberId, memberId), skuIds === null ? undefined : inArray(cartLines.skuId, skuIds)),
    )
    .returning({ skuId: cartLines.skuId })
  return rows.length
}

/** Today's prices become the seen ones, for the lines whose price changed since. */
export async function markPricesSeen(
  db: DbOrTx,
  memberId: number,
  prices: { skuId: number; price: string }[],
): Promise<void> {
  for (const p of prices) {
    await db
      .update(cartLines)
      .set({ priceSeen: p.price })
      .where(and(eq(cartLines.memberId, memberId), eq(cartLines.skuId, p.skuId)))
  }
}

/** Deletes the member's lines among `skuIds` (all of them when null). */
export async function deleteLines(db: DbOrTx, memberId: number, skuIds: number[] | null): Promise<number> {
  if (skuIds?.length === 0) return 0
  const rows = await db
    .delete(cartLines)
    .where(
      and(eq(cartLines.memberId, memberId), skuIds === null ? undefined : inArray(cartLines.skuId, skuIds)),
    )
    .returning({ skuId: cartLines.skuId })
  return rows.length
}

export async function choicesOf(db: DbOrTx, memberId: number): Promise<CartChoicesRow | null> {
  const [row] = await db.select().from(cartChoices).where(eq(cartChoices.memberId, memberId)).limit(1)
  return row ?? null
}

export async function saveChoices(
  db: DbOrTx,
  memberId: number,
  change: { addressId?: number | null; receipt?: ReceiptRow | null },
  now: Date,
): Promise<void> {
  await db
    .insert(cartChoices)
    .values({ memberId, addressId: null, receipt: null, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: cartChoices.memberId, set: { ...change, updatedAt: now } })
}

export function shippingOf(db: DbOrTx, memberId: number): Promise<CartShippingRow[]> {
  return db.select().from(cartShipping).where(eq(cartShipping.memberId, memberId))
}

export async function saveShipping(
  db: DbOrTx,
  row: { memberId: number; shopId: number; way: ShippingWay; shopAddressId: number | null; now: Date },
): Promise<void> {
  const values = { way: row.way, shopAddressId: row.shopAddressId, updatedAt: row.now }
  await db
    .insert(cartShipping)
    .values({ memberId: row.memberId, shopId: row.shopId, ...values })
    .onConflictDoUpdate({ target: [cartShipping.memberId, cartShipping.shopId], set: values })
}
