// The shop bench (part of `npm run bench`; alone: `node bench/shop.mjs [--from-source]`). On a fresh
// PostgreSQL database with the demo data it seeds three shops, BENCH_SHOP_BUYERS buyers with wallets
// and BENCH_SHOP_READERS members with carts (apps/server/bench/shop-seed.ts), then:
//   1. the cart page's reads: GET /buyer/trade/carts/all and /checked as another member each time,
//      beside the bare server sending the statements our server sent for the same request
//      (bench/run.mjs, "bare"), and the baseline route;
//   2. the hot SKU: BENCH_CONNECTIONS clients, each buyer once, add to cart → create/trade → pay
//      from the wallet (the payment password checked: argon2id) until the stock runs out: orders a
//      second, p50/p99 of one whole order, refusals, and oversold = units sold beyond the stock
//      (goal 0), read back from the database.
// Prints the figures and writes bench/results/shop.json. Fails on oversold, a 5xx, or a non-2xx read.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { measured } from './cpu.mjs'
import { buildServer, lastJson, recordStatements, runTsx, startBareServer, startServer } from './server.mjs'

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const buyersN = Number(process.env.BENCH_SHOP_BUYERS ?? 400)
const readersN = Number(process.env.BENCH_SHOP_READERS ?? 200)
const stock = Number(process.env.BENCH_SHOP_STOCK ?? 300)
const port = Number(process.env.BENCH_SHOP_PORT ?? 3296)

buildServer()
const dbName = `kf_bench_shop_${Date.now()}`
const admin = new pg.Client({ connectionString: baseUrl })
await admin.connect()
await admin.query(`create database ${dbName}`)
const dbUrl = new URL(baseUrl)
dbUrl.pathname = `/${dbName}`
const server = startServer(dbUrl.toString(), port)
const base = `http://127.0.0.1:${port}`
const results = { reads: [], hot: null }
let failed = false
let bare = null

const read = (pid, p, title, first, requests) =>
  measured(
    pid,
    () =>
      new Promise((resolve, reject) => {
        autocannon({ url: `http://127.0.0.1:${p}${first}`, duration, connections, requests }, (err, r) => {
          if (err) return reject(err)
          resolve({
            title,
            reqPerSec: Math.round(r.requests.average),
            p50ms: r.latency.p50,
            p99ms: r.latency.p99,
            requests: r.requests.total,
            non2xx: r.non2xx,
          })
        })
      }),
  )

async function api(method, p, token, body) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { accesstoken: token, 'content-type': 'application/json', language: 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/** One buyer's whole order: add the hot SKU, create the trade, pay it from the wallet. */
async function buyOnce(seed, buyer) {
  const add = await api('POST', '/buyer/trade/carts', buyer.token, { skuId: String(seed.hotSkuId), num: 1 })
  if (add.status !== 200) return { outcome: add.status >= 500 ? 'error' : 'refusedAdd', status: add.status }
  const trade = await api('POST', '/buyer/trade/carts/create/trade', buyer.token, {})
  if (trade.status !== 200)
    return { outcome: trade.status >= 500 ? 'error' : 'soldOut', status: trade.status }
  const sn = trade.body.result.tradeSn
  const pay = await api('POST', '/buyer/payment/pay', buyer.token, {
    sn,
    method: 'WALLET',
    coins: 0,
    password: seed.password,
  })
  return {
    outcome: pay.status === 200 ? 'paid' : pay.status >= 500 ? 'error' : 'payRefused',
    status: pay.status,
  }
}

async function hotSku(seed) {
  let next = 0
  const latencies = []
  const counts = {}
  let soldOutSeen = 0
  const started = performance.now()
  let lastPaidAt = started
  async function client() {
    while (next < seed.buyers.length && soldOutSeen < connections) {
      const buyer = seed.buyers[next++]
      const t0 = performance.now()
      const r = await buyOnce(seed, buyer)
      counts[r.outcome] = (counts[r.outcome] ?? 0) + 1
      if (r.outcome === 'paid') {
        latencies.push(performance.now() - t0)
        lastPaidAt = performance.now()
      }
      if (r.outcome === 'soldOut') soldOutSeen++
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  const seconds = (lastPaidAt - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0)
  const db = new pg.Client({ connectionString: dbUrl.toString() })
  await db.connect()
  const sku = (await db.query('select stock, sold from goods_skus where id = $1', [seed.hotSkuId])).rows[0]
  const units = (
    await db.query(
      `select coalesce(sum(i.num), 0)::int as n from order_items i join orders o on o.id = i.order_id
       where i.sku_id = $1 and o.status <> 'CANCELLED'`,
      [seed.hotSkuId],
    )
  ).rows[0].n
  const paidOrders = (
    await db.query(
      `select count(*)::int as n from orders o join order_items i on i.order_id = o.id
       where i.sku_id = $1 and o.paid_at is not null`,
      [seed.hotSkuId],
    )
  ).rows[0].n
  await db.end()
  return {
    title: `hot SKU: add → create/trade → pay (wallet), ${connections} clients, stock ${seed.stock}`,
    orders: counts.paid ?? 0,
    ordersPerSec: Math.round(((counts.paid ?? 0) / seconds) * 10) / 10,
    p50ms: pct(50),
    p99ms: pct(99),
    seconds: Math.round(seconds * 10) / 10,
    refusedSoldOut: counts.soldOut ?? 0,
    otherRefusals: (counts.refusedAdd ?? 0) + (counts.payRefused ?? 0),
    errors: counts.error ?? 0,
    stockLeft: sku.stock,
    paidInDb: paidOrders,
    oversold: Math.max(0, units - seed.stock),
  }
}

try {
  await server.waitUp()
  const seedFile = path.join(mkdtempSync(path.join(tmpdir(), 'kf-shop-')), 'seed.json')
  const made = lastJson(
    runTsx(dbUrl.toString(), [
      'apps/server/bench/shop-seed.ts',
      `--buyers=${buyersN}`,
      `--readers=${readersN}`,
      `--stock=${stock}`,
      `--out=${seedFile}`,
    ]),
  )
  console.log('shop seed:', JSON.stringify(made))
  const seed = JSON.parse(readFileSync(seedFile, 'utf8'))
  const asReaders = (p) => [
    {
      setupRequest: (req) => {
        const m = seed.readers[Math.floor(Math.random() * seed.readers.length)]
        return { ...req, path: p, headers: { ...req.headers, accesstoken: m.token } }
      },
    },
  ]
  const reads = [
    ['baseline: GET /common/common/health', '/common/common/health', undefined],
    [
      'cart page: GET /buyer/trade/carts/all (8 lines, 3 shops, another member each time)',
      '/buyer/trade/carts/all',
      asReaders('/buyer/trade/carts/all'),
    ],
    [
      'checkout: GET /buyer/trade/carts/checked (priced per shop)',
      '/buyer/trade/carts/checked',
      asReaders('/buyer/trade/carts/checked'),
    ],
  ]
  await read(server.pid, port, 'warm-up', '/buyer/trade/carts/all', asReaders('/buyer/trade/carts/all'))
  const recording = await recordStatements(dbUrl.toString(), port + 1, [
    '/common/common/health',
    ...seed.readers.flatMap((m) =>
      ['/buyer/trade/carts/all', '/buyer/trade/carts/checked'].map((p) => ({
        path: p,
        headers: { accesstoken: m.token },
      })),
    ),
  ])
  bare = startBareServer(dbUrl.toString(), port + 2, recording)
  await bare.waitUp()
  await read(
    bare.pid,
    port + 2,
    'warm-up (bare)',
    '/buyer/trade/carts/all',
    asReaders('/buyer/trade/carts/all'),
  )
  for (const [title, first, requests] of reads) {
    const r = await read(server.pid, port, title, first, requests)
    const b = await read(bare.pid, port + 2, title, first, requests)
    results.reads.push({
      title,
      reqPerSec: r.reqPerSec,
      p50ms: r.p50ms,
      p99ms: r.p99ms,
      bareReqPerSec: b.reqPerSec,
      vsBare: `${Math.round((r.reqPerSec / b.reqPerSec) * 100)} %`,
      usReq: Math.round(r.cpuUs / r.requests),
      bareUsReq: Math.round(b.cpuUs / b.requests),
      pgUsReq: Math.round(r.pgUs / r.requests),
      non2xx: r.non2xx + b.non2xx,
    })
  }
  await bare.stop()
  bare = null
  console.table(results.reads)
  if (results.reads.some((r) => r.non2xx > 0)) failed = true
  results.hot = await hotSku(seed)
  console.table([results.hot])
  if (results.hot.oversold > 0 || results.hot.errors > 0 || results.hot.stockLeft < 0) failed = true
} finally {
  await bare?.stop()
  await server.stop()
  await admin.query(`drop database if exists ${dbName} with (force)`)
  await admin.end()
}
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/shop.json', JSON.stringify({ connections, duration, ...results }, null, 2))
if (failed) {
  console.error('shop bench: oversold, a server error, or a failed read (see above)')
  process.exitCode = 1
}
