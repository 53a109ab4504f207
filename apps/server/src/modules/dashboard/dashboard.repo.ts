/**
 * The dashboard's figures in SQL (docs/admin.md, "Dashboard"). Each is one statement over an
 * index where the schema has one (docs/admin.md closing notes; bench/dashboard.mjs times them at a
 * million listings):
 * - members not deleted: a count over members;
 * - live listings: an index-only count on goods_close_time_idx (partial: listed, not deleted);
 * - open reports: reports_status_idx and talk_reports_status_idx;
 * - the per-day series: range conditions on created_at, one bucket per Hong Kong day (UTC+8 all
 *   year, so a day is a fixed 86,400 s from the range's first midnight); days without rows are
 *   zeros. Each table has an index on created_at (members_created_idx, goods_created_idx,
 *   talks_created_idx, deals_created_idx; coin_ledger_created_idx holds the amount too, so the coin
 *   sums read the index only); orders placed by created_at (orders_created_idx), orders paid and
 *   their GMV by paid_at (orders_paid_idx, partial on paid_at with flow_price, read alone).
 * The statements are independent and run side by side (the pool's connections on PostgreSQL).
 */
import { type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'

export interface Totals {
  members: number
  liveListings: number
  reportsPending: number
}

const countOf = async (db: DbOrTx, query: SQL): Promise<number> => {
  const [row] = await queryRows<{ n: string | number | null }>(db, query)
  return Number(row?.n ?? 0)
}

/** The three totals, each its own statement, run side by side on PostgreSQL's pool. */
export async function totals(db: DbOrTx, now: Date): Promise<Totals> {
  const [members, liveListings, reportsPending] = await Promise.all([
    countOf(db, sql`select count(*) as n from members where deleted_at is null`),
    // The range condition on close_time reads only the live part of goods_close_time_idx.
    countOf(
      db,
      sql`select count(*) as n from goods
          where market_enable = 'UPPER' and deleted_at is null and close_time > ${now}`,
    ),
    countOf(
      db,
      sql`select (select count(*) from reports where status = 'OPEN')
               + (select count(*) from talk_reports where status = 'OPEN') as n`,
    ),
  ])
  return { members, liveListings, reportsPending }
}

export interface DayRow {
  /** Days from the range's first day (0 … days-1). */
  n: number
  newMembers: number
  newListings: number
  coinsIssued: number
  coinsSpent: number
  chats: number
  deals: number
  orders: number
  paidOrders: number
  /** The day's GMV in cents. */
  gmvCents: bigint
}

/** Figures by day number from the range's first day. */
type Bucket = Map<number, number[]>

/**
 * Rows of `table` created in [start, end), by day from `start` (Hong Kong keeps UTC+8 all year,
 * so each day is 86,400 s from the first midnight), with each of `values` per day.
 */
async function perDay(
  db: DbOrTx,
  table: SQL,
  values: SQL[],
  start: Date,
  end: Date,
  at: SQL = sql`created_at`,
): Promise<Bucket> {
  const rows = await queryRows<{ n: number | string; v: (string | number | null)[] }>(
    db,
    sql`select floor(extract(epoch from (${at} - ${start}::timestamptz)) / 86400)::int as n,
               array[${sql.join(values, sql`, `)}]::bigint[] as v
        from ${table} where ${at} >= ${start} and ${at} < ${end} group by 1`,
  )
  return new Map(rows.map((r) => [Number(r.n), parseArray(r.v).map((v) => Number(v ?? 0))]))
}

/**
 * Orders paid in [start, end) by day: how many, and their flow_price summed in cents as text
 * (exact whatever the size; node-postgres and PGlite both answer text as text).
 */
async function paidPerDay(db: DbOrTx, start: Date, end: Date): Promise<Map<number, [number, bigint]>> {
  const rows = await queryRows<{ n: number | string; c: number | string; cents: string }>(
    db,
    sql`select floor(extract(epoch from (paid_at - ${start}::timestamptz)) / 86400)::int as n,
               count(*) as c, (sum(flow_price) * 100)::bigint::text as cents
        from orders where paid_at >= ${start} and paid_at < ${end} group by 1`,
  )
  return new Map(rows.map((r) => [Number(r.n), [Number(r.c), BigInt(r.cents)]]))
}

/** A bigint[] as node-postgres or PGlite answers it: an array, or its text form "{1,2}". */
function parseArray(value: unknown): (string | number | null)[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string')
    return value
      .replace(/[{}]/g, '')
      .split(',')
      .map((v) => (v === 'NULL' ? null : v))
  return []
}

/**
 * One row per day of [start, start + days); `start` is a Hong Kong midnight. Each figure is its
 * own statement (run side by side on PostgreSQL's pool); days without rows are zeros.
 */
export async function series(db: DbOrTx, start: Date, days: number): Promise<DayRow[]> {
  const end = new Date(start.getTime() + days * 86_400_000)
  const count = [sql`count(*)`]
  const [members, listings, coins, chats, deals, placed, paid] = await Promise.all([
    perDay(db, sql`members`, count, start, end),
    perDay(db, sql`goods`, count, start, end),
    perDay(
      db,
      sql`coin_ledger`,
      [
        sql`coalesce(sum(amount) filter (where amount > 0), 0)`,
        sql`coalesce(-sum(amount) filter (where amount < 0), 0)`,
      ],
      start,
      end,
    ),
    perDay(db, sql`talks`, count, start, end),
    perDay(db, sql`deals`, count, start, end),
    perDay(db, sql`orders`, count, start, end),
    paidPerDay(db, start, end),
  ])
  const first = (bucket: Bucket, n: number) => bucket.get(n)?.[0] ?? 0
  return Array.from({ length: days }, (_, n) => ({
    n,
    newMembers: first(members, n),
    newListings: first(listings, n),
    coinsIssued: first(coins, n),
    coinsSpent: coins.get(n)?.[1] ?? 0,
    chats: first(chats, n),
    deals: first(deals, n),
    orders: first(placed, n),
    paidOrders: paid.get(n)?.[0] ?? 0,
    gmvCents: paid.get(n)?.[1] ?? 0n,
  }))
}
