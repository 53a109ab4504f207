/** Rows of `shops` and `shop_addresses` (modules/shops owns both; docs/product/shops.md). */
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { goods, shopAddresses, shops } from '../../db/schema.ts'

export type ShopRow = typeof shops.$inferSelect
export type ShopAddressRow = typeof shopAddresses.$inferSelect

export async function findShopOfMember(db: DbOrTx, memberId: number): Promise<ShopRow | null> {
  const [row] = await db.select().from(shops).where(eq(shops.memberId, memberId)).limit(1)
  return row ?? null
}

export async function findShopById(db: DbOrTx, shopId: number): Promise<ShopRow | null> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1)
  return row ?? null
}

/** The shop's row, locked until the transaction ends (decisions and pickup points take turns). */
export async function lockShop(db: DbOrTx, shopId: number): Promise<ShopRow | null> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1).for('update')
  return row ?? null
}

export function findShopsByIds(db: DbOrTx, shopIds: number[]): Promise<ShopRow[]> {
  if (shopIds.length === 0) return Promise.resolve([])
  return db.select().from(shops).where(inArray(shops.id, shopIds))
}

/** What an application sets (the member's own fields). */
export type ApplicationValues = Pick<
  typeof shops.$inferInsert,
  'name' | 'logo' | 'intro' | 'brn' | 'contactName' | 'contactPhone' | 'district' | 'pickupAddress'
>

/**
 * The member's application in one statement: a new row, or the member's REFUSED row rewritten as a
 * new application. Null when the member's row is APPLYING, OPEN or CLOSED (also for the losers of
 * concurrent first applications: the unique index on member_id lets one row in).
 */
export async function upsertApplication(
  db: DbOrTx,
  memberId: number,
  values: ApplicationValues,
  at: Date,
): Promise<ShopRow | null> {
  const fresh = { ...values, status: 'APPLYING' as const, createdAt: at, updatedAt: at }
  const rows = await db
    .insert(shops)
    .values({ memberId, ...fresh })
    .onConflictDoUpdate({
      target: shops.memberId,
      set: { ...fresh, refuseReason: '', reviewedBy: null, reviewedAt: null },
      setWhere: eq(shops.status, 'REFUSED'),
    })
    .returning()
  return rows[0] ?? null
}

export type SettingsValues = Partial<
  Pick<
    typeof shops.$inferInsert,
    'logo' | 'banner' | 'intro' | 'deliveryFee' | 'lockerFee' | 'convenienceFee' | 'freeShippingOver'
  >
>

/** Changes an OPEN shop's settings; null when it is not open (any more). */
export async function updateSettings(
  db: DbOrTx,
  shopId: number,
  values: SettingsValues,
  at: Date,
): Promise<ShopRow | null> {
  const [row] = await db
    .update(shops)
    .set({ ...values, updatedAt: at })
    .where(and(eq(shops.id, shopId), eq(shops.status, 'OPEN')))
    .returning()
  return row ?? null
}

/**
 * Live goods per shop: listed, not expired, not hidden, not deleted — what buyers can find (the
 * goods module's `liveWhere`, goods.cards.ts). Written out here, as the console's counts do,
 * because goods uses shops' face and a module folder may not use one that uses it back.
 */
export async function liveGoodsCounts(
  db: DbOrTx,
  shopIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map()
  const rows = await db
    .select({ shopId: goods.storeId, n: count() })
    .from(goods)
    .where(
      and(
        inArray(goods.storeId, shopIds),
        eq(goods.marketEnable, 'UPPER'),
        isNull(goods.deletedAt),
        gt(goods.closeTime, now),
        isNull(goods.hiddenAt),
      ),
    )
    .groupBy(goods.storeId)
  return new Map(rows.map((r) => [Number(r.shopId), r.n]))
}

/** A live pickup point of the shop; null when missing, deleted or another shop's. */
export async function findAddressOfShop(
  db: DbOrTx,
  shopId: number,
  addressId: number,
): Promise<ShopAddressRow | null> {
  const [row] = await db
    .select()
    .from(shopAddresses)
    .where(
      and(eq(shopAddresses.id, addressId), eq(shopAddresses.shopId, shopId), isNull(shopAddresses.deletedAt)),
    )
    .limit(1)
  return row ?? null
}

/** The shop's live pickup points, oldest first (the application's address is the first). */
export function listAddressesOfShop(db: DbOrTx, shopId: number): Promise<ShopAddressRow[]> {
  return db
    .select()
    .from(shopAddresses)
    .where(and(eq(shopAddresses.shopId, shopId), isNull(shopAddresses.deletedAt)))
    .orderBy(asc(shopAddresses.id))
}

export type AddressValues = Pick<typeof shopAddresses.$inferInsert, 'name' | 'district' | 'detail' | 'hours'>

export async function insertAddress(
  db: DbOrTx,
  shopId: number,
  values: AddressValues,
  at: Date,
): Promise<ShopAddressRow> {
  const [row] = await db
    .insert(shopAddresses)
    .values({ shopId, ...values, createdAt: at })
    .returning()
  if (!row) throw new Error('insert shop address returned nothing')
  return row
}

/** Null when the point is missing, deleted or another shop's. */
export async function updateAddress(
  db: DbOrTx,
  shopId: number,
  addressId: number,
  values: AddressValues,
): Promise<ShopAddressRow | null> {
  const [row] = await db
    .update(shopAddresses)
    .set(values)
    .where(
      and(eq(shopAddresses.id, addressId), eq(shopAddresses.shopId, shopId), isNull(shopAddresses.deletedAt)),
    )
    .returning()
  return row ?? null
}

/**
 * Deletes a pickup point softly (orders keep their copy of it, and a cart's choice of it lapses):
 * false when it was missing, deleted already or another shop's.
 */
export async function deleteAddress(db: DbOrTx, shopId: number, addressId: number, at: Date) {
  const rows = await db
    .update(shopAddresses)
    .set({ deletedAt: at })
    .where(
      and(eq(shopAddresses.id, addressId), eq(shopAddresses.shopId, shopId), isNull(shopAddresses.deletedAt)),
    )
    .returning({ id: shopAddresses.id })
  return rows.length > 0
}

/** Adds one order review's score (1–5) to the shop's rating. */
export async function addScore(db: DbOrTx, shopId: number, score: number): Promise<void> {
  await db
    .update(shops)
    .set({ scoreSum: sql`${shops.scoreSum} + ${score}`, reviewCount: sql`${shops.reviewCount} + 1` })
    .where(eq(shops.id, shopId))
}
