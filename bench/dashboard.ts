// The dashboard's queries at a million listings (docs/admin.md, "Dashboard"), run by
// bench/dashboard.mjs with DATABASE_URL set to a fresh database: migrates it, loads 100,000
// members, 1,000,000 listings, 2,000,000 ledger entries, 300,000 talks, 100,000 deals, some
// reports, 2,000 shops and 500,000 orders (two in three paid) with INSERT … SELECT generate_series (triggers off for the load), then times each query
// (median of 5 after one warm-up) beside a bare `select 1`, and prints a table and each plan's
// access paths. The last line is the figures as JSON.
import { sql } from 'drizzle-orm'
import { openPostgres } from '../apps/server/src/db/client.ts'
import { series, totals } from '../apps/server/src/modules/dashboard/dashboard.repo.ts'
import { rangeStart } from '../apps/server/src/modules/dashboard/dashboard.service.ts'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000)
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000)
const LEDGER = Number(process.env.BENCH_LEDGER ?? 2_000_000)
const TALKS = Number(process.env.BENCH_TALKS ?? 300_000)
const DEALS = Number(process.env.BENCH_DEALS ?? 100_000)
const SHOPS = Number(process.env.BENCH_SHOPS ?? 2_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500_000)
const RUNS = 5

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')
const { db, close } = await openPostgres(url, { max: 2 })
const now = new Date()
const log = (line: string) => process.stderr.write(`${line}\n`)

async function load(): Promise<void> {
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t0 = performance.now()
    await db.execute(query)
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  }
  log('loading…')
  // One session for the load: triggers (the search copy, the append-only ledger) and foreign keys off.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    const exec = (label: string, query: ReturnType<typeof sql>) => {
      const t0 = performance.now()
      return tx
        .execute(query)
        .then(() => log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`))
    }
    // Created over the last 365 days, evenly.
    await exec(
      'members',
      sql`insert into members (username, email, password_hash, nick_name, invitation_code, created_at, deleted_at)
          select 'bench' || i, 'bench' || i || '@example.com', 'x', 'bench' || i, 'B' || i,
                 now() - (i::double precision / ${MEMBERS}) * interval '365 days',
                 case when i % 50 = 0 then now() else null end
          from generate_series(1, ${MEMBERS}) i`,
    )
    await exec(
      'categories',
      sql`insert into categories (id, parent_id, level, name) overriding system value values
            (900001, 0, 1, '{"zh-Hant":"a","zh-Hans":"a","en":"a"}'),
            (900002, 900001, 2, '{"zh-Hant":"b","zh-Hans":"b","en":"b"}'),
            (900003, 900002, 3, '{"zh-Hant":"c","zh-Hans":"c","en":"c"}')`,
    )
    // 70% listed (half of them still open), the rest taken down, sold or deleted.
    await exec(
      'goods',
      sql`insert into goods (seller_id, category_id, category_path, name, intro, goods_status, price,
                             trading_methods, market_enable, open_days, open_time, close_time,
                             search_vector, created_at, updated_at, deleted_at)
          select (select min(id) from members) + i % ${MEMBERS}, 900003, '{900001,900002,900003}', 'listing ' || i,
                 'intro', 1, 100, '{0}',
                 case when i % 10 < 7 then 'UPPER' when i % 10 < 9 then 'DOWN' else 'SOLD_OUT' end,
                 30, c, c + case when i % 2 = 0 then interval '400 days' else interval '30 days' end,
                 ''::tsvector, c, c, case when i % 97 = 0 then now() else null end
          from generate_series(1, ${LISTINGS}) i,
               lateral (select now() - (i::double precision / ${LISTINGS}) * interval '365 days' as c) t`,
    )
    await exec(
      'coin_ledger',
      sql`insert into coin_ledger (member_id, amount, reason, balance_after, idempotency_key, created_at)
          select (select min(id) from members) + i % ${MEMBERS},
                 case when i % 3 = 0 then -(1 + i % 20) else 1 + i % 50 end,
                 case when i % 3 = 0 then 'LIST_GOODS' else 'CHECK_IN' end, 0, 'bench:' || i,
                 now() - (i::double precision / ${LEDGER}) * interval '365 days'
          from generate_series(1, ${LEDGER}) i`,
    )
    await exec(
      'talks',
      sql`insert into talks (goods_id, buyer_id, seller_id, created_at)
          select g.id, g.buyer, g.seller_id, g.created_at + interval '1 hour'
          from (select id, seller_id, created_at,
                       (select min(id) from members) + (id * 7919) % ${MEMBERS} as buyer
                from goods order by id limit ${TALKS}) g
          where g.buyer <> g.seller_id`,
    )
    await exec(
      'deals',
      sql`insert into deals (goods_id, talk_id, quote_id, buyer_id, seller_id, price, single_stock, status, created_at)
          select goods_id, id, id, buyer_id, seller_id, 100, false, 'ACTIVE', created_at + interval '2 hours'
          from talks order by id limit ${DEALS}`,
    )
    await exec(
      'reports',
      sql`insert into reports (reporter_id, goods_id, type_num, goods_name, status, created_at)
          select (select min(id) from members) + i, g, 1, 'x', case when i % 4 = 0 then 'OPEN' else 'HANDLED' end, now()
          from generate_series(1, 20000) i, lateral (select (select min(id) from goods) + i * 37 as g) t`,
    )
    await exec(
      'talk_reports',
      sql`insert into talk_reports (reporter_id, talk_id, reported_id, type_num, excerpt, status, created_at)
          select buyer_id, id, seller_id, 0, '[]', case when id % 4 = 0 then 'OPEN' else 'HANDLED' end, now()
          from talks order by id limit 5000`,
    )
    await exec(
      'shops',
      sql`insert into shops (member_id, status, name, brn, contact_name, contact_phone, district)
          select (select min(id) from members) + i, 'OPEN', 'bench shop ' || i, '12345678', 'x', '91234567', 'SHA_TIN'
          from generate_series(0, ${SHOPS - 1}) i`,
    )
    // Placed over the last 365 days; two in three paid 10 minutes after.
    await exec(
      'orders',
      sql`insert into orders (sn, trade_sn, buyer_id, shop_id, seller_id, status, goods_price, shipping_fee,
                              flow_price, way, pay_before, paid_at, created_at)
          select 'B' || i, 'BT' || i, (select min(id) from members) + ${SHOPS} + i % ${MEMBERS - SHOPS},
                 (select min(id) from shops) + i % ${SHOPS}, (select min(id) from members) + i % ${SHOPS}, case when i % 3 = 0 then 'CANCELLED' else 'COMPLETED' end,
                 (i % 500) + 0.5, 30, (i % 500) + 30.5, 'DELIVERY', c + interval '30 minutes',
                 case when i % 3 = 0 then null else c + interval '10 minutes' end, c
          from generate_series(1, ${ORDERS}) i,
               lateral (select now() - (i::double precision / ${ORDERS}) * interval '365 days' as c) t`,
    )
  })
  // The visibility map (index-only scans) and statistics, as autovacuum would leave them.
  await step(
    'vacuum analyze',
    sql`vacuum analyze members, goods, coin_ledger, talks, deals, reports, talk_reports, shops, orders`,
  )
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    await run()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(RUNS / 2)] ?? 0
}

/** The access paths of a statement's plan (which index or scan each table was read with). */
async function accessPaths(query: ReturnType<typeof sql>): Promise<string> {
  const rows = (await db.execute(sql`explain ${query}`)) as unknown as { rows?: { 'QUERY PLAN': string }[] }
  const lines = (rows.rows ?? (rows as unknown as { 'QUERY PLAN': string }[])).map((r) => r['QUERY PLAN'])
  const paths = lines
    .map((l) =>
      /(Parallel )?(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)( using \w+)? on (\w+)/.exec(l),
    )
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[2]}${m[3] ?? ''} on ${m[4]}`)
  return [...new Set(paths)].join('; ')
}

/** One figure's own statement, as the repository's query computes it. */
function figureQuery(
  table: string,
  days: number,
  what = 'count(*)',
  at = 'created_at',
): ReturnType<typeof sql> {
  const start = rangeStart(now, days)
  const end = new Date(start.getTime() + days * 86_400_000)
  const column = sql.raw(at)
  return sql`select floor(extract(epoch from (${column} - ${start}::timestamptz)) / 86400)::int as n, ${sql.raw(what)}
             from ${sql.raw(table)} where ${column} >= ${start} and ${column} < ${end} group by 1`
}

await load()

const rows: { figure: string; days: number | '-'; ms: number; plan: string }[] = []
const time = async (figure: string, days: number | '-', query: ReturnType<typeof sql>) => {
  const ms = await median(() => db.execute(query))
  rows.push({ figure, days, ms, plan: await accessPaths(query) })
}

await time('baseline: select 1', '-', sql`select 1`)
await time('members (not deleted)', '-', sql`select count(*) from members where deleted_at is null`)
await time(
  'live listings',
  '-',
  sql`select count(*) from goods where market_enable = 'UPPER' and deleted_at is null and close_time > ${now}`,
)
await time(
  'reports pending',
  '-',
  sql`select (select count(*) from reports where status = 'OPEN') + (select count(*) from talk_reports where status = 'OPEN')`,
)
for (const days of [7, 30, 90]) {
  await time('new members', days, figureQuery('members', days))
  await time('new listings', days, figureQuery('goods', days))
  await time(
    'coins issued / spent',
    days,
    figureQuery(
      'coin_ledger',
      days,
      'sum(amount) filter (where amount > 0), -sum(amount) filter (where amount < 0)',
    ),
  )
  await time('chats started', days, figureQuery('talks', days))
  await time('deals made', days, figureQuery('deals', days))
  await time('orders placed', days, figureQuery('orders', days))
  await time(
    'orders paid / GMV',
    days,
    figureQuery('orders', days, 'count(*), (sum(flow_price) * 100)::bigint::text', 'paid_at'),
  )
}
const whole: { days: number; ms: number }[] = []
for (const days of [7, 30, 90]) {
  const ms = await median(async () => {
    await totals(db, now)
    await series(db, rangeStart(now, days), days)
  })
  whole.push({ days, ms })
}

const pad = (s: string, n: number) => s.padEnd(n)
console.log(`\n${pad('figure', 24)} ${pad('days', 5)} ${'median ms'.padStart(10)}  access path`)
for (const r of rows) {
  console.log(`${pad(r.figure, 24)} ${pad(String(r.days), 5)} ${r.ms.toFixed(2).padStart(10)}  ${r.plan}`)
}
for (const w of whole) {
  console.log(
    `${pad('whole dashboard', 24)} ${pad(String(w.days), 5)} ${w.ms.toFixed(2).padStart(10)}  totals() + series()`,
  )
}
console.log(JSON.stringify({ rows, whole, counts: { MEMBERS, LISTINGS, LEDGER, TALKS, DEALS } }))
await close()
