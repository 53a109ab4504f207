/**
 * The console's reads of orders (docs/admin.md, "Orders"): one page of orders by sn, buyer, shop,
 * status and creation time, newest first, each with its buyer, shop and item count (one query per
 * page, one count), and one order by sn. Every filter narrows through an index of orders:
 * `sn` a prefix on orders_sn_prefix_idx (text_pattern_ops); buyer and shop resolve to ids first
 * (members by id, username or nickname; shops by id or name) for orders_buyer_idx and
 * orders_shop_idx; status alone on orders_status_idx; the days on orders_created_idx.
 */
import type { OrderStatus } from '@kaifong/contract'
import { and, count, desc, eq, getTableColumns, gte, like, lt, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { members, orderItems, orders, shops } from '../../db/schema.ts'
import type { OrderRow } from './orders.repo.ts'

export interface ConsoleOrderFilter {
  sn?: string
  buyer?: string
  shop?: string
  status?: OrderStatus
  /** Created at or after. */
  from?: Date
  /** Created before. */
  to?: Date
}

export type ConsoleOrderRow = OrderRow & {
  buyerUsername: string
  buyerNickName: string
  shopName: string
  itemCount: number
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const idOf = (text: string) => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : null)

function buyerIds(q: string): SQL {
  const id = idOf(q)
  const match = or(
    eq(members.username, q.toLowerCase()),
    eq(members.nickName, q),
    id === null ? undefined : eq(members.id, id),
  )
  return sql`${orders.buyerId} in (select ${members.id} from ${members} where ${match})`
}

function shopIds(q: string): SQL {
  const id = idOf(q)
  const match = or(
    sql`lower(${shops.name}) like ${`%${likeEscaped(q.toLowerCase())}%`}`,
    id === null ? undefined : eq(shops.id, id),
  )
  return sql`${orders.shopId} in (select ${shops.id} from ${shops} where ${match})`
}

function whereOf(f: ConsoleOrderFilter): SQL | undefined {
  return and(
    f.sn ? like(orders.sn, `${likeEscaped(f.sn)}%`) : undefined,
    f.buyer ? buyerIds(f.buyer) : undefined,
    f.shop ? shopIds(f.shop) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
  )
}

const rowColumns = {
  ...getTableColumns(orders),
  buyerUsername: members.username,
  buyerNickName: members.nickName,
  shopName: shops.name,
  itemCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`,
}

async function selectRows(db: DbOrTx, where: SQL | undefined, offset: number, limit: number) {
  const rows = await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(members, eq(members.id, orders.buyerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit)
  return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount) })) as ConsoleOrderRow[]
}

export async function pageConsoleOrders(
  db: DbOrTx,
  filter: ConsoleOrderFilter,
  offset: number,
  limit: number,
): Promise<{ rows: ConsoleOrderRow[]; total: number }> {
  const where = whereOf(filter)
  const [rows, [total]] = await Promise.all([
    selectRows(db, where, offset, limit),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** One order by its sn, whoever bought it (the console sees every order). */
export async function consoleOrderBySn(db: DbOrTx, sn: string): Promise<ConsoleOrderRow | null> {
  const [row] = await selectRows(db, eq(orders.sn, sn), 0, 1)
  return row ?? null
}
