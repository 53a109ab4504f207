/**
 * after_sales and after_sale_logs (modules/aftersales): writes and reads. Every status change is
 * `moveStatus`, one conditional UPDATE (`WHERE status = from`), so of racing steps exactly one
 * moves the request (docs/product/after-sales.md, "States").
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { type AfterSaleStatus, afterSaleLogs, afterSales } from '../../db/schema.ts'

export type AfterSaleRow = typeof afterSales.$inferSelect
export type NewAfterSale = typeof afterSales.$inferInsert
export type AfterSaleLogRow = typeof afterSaleLogs.$inferSelect
export type Actor = 'BUYER' | 'SELLER' | 'SYSTEM' | 'OPERATOR'
export type AfterSaleChanges = Partial<
  Pick<
    NewAfterSale,
    | 'refuseReason'
    | 'carrier'
    | 'trackingNo'
    | 'refundWallet'
    | 'refundProvider'
    | 'refundCoinsValue'
    | 'refundCoins'
    | 'sellerDebited'
    | 'refundedAt'
  >
>

export const OPEN_STATUSES: AfterSaleStatus[] = ['APPLIED', 'ACCEPTED', 'BUYER_SHIPPED']

export async function insertAfterSale(tx: DbOrTx, values: NewAfterSale): Promise<AfterSaleRow> {
  const [row] = await tx.insert(afterSales).values(values).returning()
  if (!row) throw new Error('insert after-sale returned nothing')
  return row
}

export async function insertLog(
  tx: DbOrTx,
  values: { afterSaleId: number; status: AfterSaleStatus; actor: Actor; note?: string; createdAt: Date },
): Promise<void> {
  await tx.insert(afterSaleLogs).values({ ...values, note: values.note ?? '' })
}

/** Moves the request from `from` to `to`; null when it was not in `from` (a lost race). */
export async function moveStatus(
  tx: DbOrTx,
  id: number,
  from: AfterSaleStatus,
  to: AfterSaleStatus,
  changes: AfterSaleChanges,
  now: Date,
): Promise<AfterSaleRow | null> {
  const [row] = await tx
    .update(afterSales)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(afterSales.id, id), eq(afterSales.status, from)))
    .returning()
  return row ?? null
}

export type Viewer = { buyerId: number } | { shopId: number }
const ofViewer = (v: Viewer): SQL =>
  'buyerId' in v ? eq(afterSales.buyerId, v.buyerId) : eq(afterSales.shopId, v.shopId)

export async function findAfterSale(db: DbOrTx, viewer: Viewer, sn: string): Promise<AfterSaleRow | null> {
  const [row] = await db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.sn, sn), ofViewer(viewer)))
    .limit(1)
  return row ?? null
}

/** Every request of an order (open, refunded or closed), oldest first: caps and refunds read them. */
export function afterSalesOfOrder(db: DbOrTx, orderId: number): Promise<AfterSaleRow[]> {
  return db.select().from(afterSales).where(eq(afterSales.orderId, orderId)).orderBy(afterSales.id)
}

export async function pageAfterSales(
  db: DbOrTx,
  viewer: Viewer,
  status: AfterSaleStatus | 'ALL',
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: AfterSaleRow[]; total: number }> {
  const where = and(ofViewer(viewer), status === 'ALL' ? undefined : eq(afterSales.status, status))
  const rows = await db
    .select()
    .from(afterSales)
    .where(where)
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(afterSales).where(where)
  return { rows, total: count?.n ?? 0 }
}

export function logsOf(db: DbOrTx, ids: number[]): Promise<AfterSaleLogRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(afterSaleLogs)
    .where(inArray(afterSaleLogs.afterSaleId, ids))
    .orderBy(afterSaleLogs.id)
}

/** Records how much the seller's wallet gave back for the request. */
export async function setSellerDebited(
  tx: DbOrTx,
  id: number,
  amount: string,
  now: Date,
): Promise<AfterSaleRow | null> {
  const [row] = await tx
    .update(afterSales)
    .set({ sellerDebited: amount, updatedAt: now })
    .where(eq(afterSales.id, id))
    .returning()
  return row ?? null
}

/** REFUNDED requests of an order whose amount the seller has not given back yet (the income came later). */
export function refundedNotDebited(db: DbOrTx, orderId: number): Promise<AfterSaleRow[]> {
  return db
    .select()
    .from(afterSales)
    .where(
      and(
        eq(afterSales.orderId, orderId),
        eq(afterSales.status, 'REFUNDED'),
        eq(afterSales.sellerDebited, '0.00'),
      ),
    )
}
