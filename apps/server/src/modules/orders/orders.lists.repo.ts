/**
 * Order lists (docs/product/orders.md, "Lists"): a buyer's by tab and a shop's by status, newest
 * first, each row with its shop's name and logo and its buyer's name (one query per page, one
 * count). The orders_buyer_idx and orders_shop_idx indexes serve them.
 */
import type { OrderStatus } from '@kaifong/contract'
import { and, count, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { members, orderItems, orders, shops } from '../../db/schema.ts'
import type { OrderRow } from './orders.repo.ts'
import type { TagFilter } from './orders.states.ts'

export type CardRow = OrderRow & { shopName: string; shopLogo: string; buyerName: string }

const cardColumns = {
  ...getTableColumns(orders),
  shopName: shops.name,
  shopLogo: shops.logo,
  buyerName: members.nickName,
}

async function selectCards(db: DbOrTx, where: SQL | undefined, offset: number, limit: number) {
  const rows = await db
    .select(cardColumns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(members, eq(members.id, orders.buyerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit)
  return rows as CardRow[]
}

async function pageWhere(db: DbOrTx, where: SQL | undefined, offset: number, limit: number) {
  const rows = await selectCards(db, where, offset, limit)
  const [total] = await db.select({ n: count() }).from(orders).where(where)
  return { rows, total: total?.n ?? 0 }
}

const unreviewed = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.reviewedAt} is null)`

export function pageBuyerOrders(
  db: DbOrTx,
  buyerId: number,
  filter: TagFilter,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(orders.buyerId, buyerId),
    isNull(orders.buyerDeletedAt),
    filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
    filter.unreviewed ? unreviewed : undefined,
  )
  return pageWhere(db, where, offset, limit)
}

export function pageShopOrders(
  db: DbOrTx,
  shopId: number,
  filter: { status: OrderStatus | null; sn: string | null },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(orders.shopId, shopId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.sn ? eq(orders.sn, filter.sn) : undefined,
  )
  return pageWhere(db, where, offset, limit)
}

/** One order with its shop's and buyer's names, for the detail pages. */
export async function cardOf(db: DbOrTx, orderId: number): Promise<CardRow | null> {
  const [row] = await selectCards(db, eq(orders.id, orderId), 0, 1)
  return row ?? null
}
