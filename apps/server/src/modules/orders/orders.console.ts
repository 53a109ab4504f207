/**
 * The console's orders view (docs/admin.md, "Orders"; right `orders`): a page of orders by sn,
 * buyer, shop, status and Hong Kong days, and one order's page with its items, amounts, payment
 * split, history, buyer and shop. Reading only: nothing here writes, so nothing is audited.
 */
import type { Language, OrderStatus } from '@kaifong/contract'
import type { AdminOrderDetail, AdminOrderRow } from '@kaifong/contract/admin'
import type { AppContext } from '../../lib/context.ts'
import { type ConsoleOrderRow, consoleOrderBySn, pageConsoleOrders } from './orders.console.repo.ts'
import { orderNotFound } from './orders.errors.ts'
import { detailOf } from './orders.service.ts'

const DAY_MS = 86_400_000

export interface ConsoleOrderQuery {
  pageNumber: number
  pageSize: number
  sn?: string
  buyer?: string
  shop?: string
  status?: OrderStatus
  /** Hong Kong days (YYYY-MM-DD), both included. */
  from?: string
  to?: string
}

/** The first moment of a Hong Kong day (UTC+8 all year). */
const hkMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`)

const buyerOf = (row: ConsoleOrderRow) => ({
  id: String(row.buyerId),
  username: row.buyerUsername,
  nickName: row.buyerNickName,
})
const shopOf = (row: ConsoleOrderRow) => ({ id: String(row.shopId), name: row.shopName })

export function presentConsoleRow(row: ConsoleOrderRow): AdminOrderRow {
  return {
    sn: row.sn,
    tradeSn: row.tradeSn,
    status: row.status,
    buyer: buyerOf(row),
    shop: shopOf(row),
    flowPrice: row.flowPrice,
    itemCount: row.itemCount,
    createTime: row.createdAt.toISOString(),
    paidTime: row.paidAt ? row.paidAt.toISOString() : null,
  }
}

export async function consoleOrdersPage(
  ctx: AppContext,
  query: ConsoleOrderQuery,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const { pageNumber, pageSize, from, to, ...rest } = query
  const filter = {
    ...rest,
    from: from ? hkMidnight(from) : undefined,
    to: to ? new Date(hkMidnight(to).getTime() + DAY_MS) : undefined,
  }
  const { rows, total } = await pageConsoleOrders(ctx.db, filter, (pageNumber - 1) * pageSize, pageSize)
  return { rows: rows.map(presentConsoleRow), total }
}

/** One order by sn; an unknown sn answers the orders module's 404. */
export async function consoleOrderDetail(
  ctx: AppContext,
  sn: string,
  lang: Language,
): Promise<AdminOrderDetail> {
  const row = await consoleOrderBySn(ctx.db, sn)
  if (!row) throw orderNotFound()
  const detail = await detailOf(ctx.db, row, 'SELLER', lang)
  return { ...detail, actions: [], buyer: buyerOf(row), shop: shopOf(row) }
}
