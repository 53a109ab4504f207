// `node bench/search-1m.mjs`: keyword search at a million listings. Creates its own PostgreSQL
// database, starts the server on it (demo data), loads 1,000,000 listings with the bench seed
// (indexes rebuilt after the load), then runs 20 concurrent clients against
// GET /buyer/goods/goods/es?goodsName=… for BENCH_DURATION seconds (30) and reports p50/p95/p99
// (goal: p95 ≤ 100 ms), followed by EXPLAIN ANALYZE of the endpoint's own queries.
// Options: BENCH_DATABASE_URL, BENCH_DURATION, BENCH_CONNECTIONS (20), BENCH_LISTINGS (1,000,000),
// BENCH_1M_DB=<name> to reuse a database kept by an earlier `--keep` run; `--from-source` as in run.mjs.
import { mkdirSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { buildServer, lastJson, runTsx, startServer } from './server.mjs'

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const duration = Number(process.env.BENCH_DURATION ?? 30)
const clients = Number(process.env.BENCH_CONNECTIONS ?? 20)
const listings = Number(process.env.BENCH_LISTINGS ?? 1_000_000)
const port = Number(process.env.BENCH_PORT ?? 3292)
const keep = process.argv.includes('--keep')
const reuse = process.env.BENCH_1M_DB
/** Common words in the three scripts, as people type them (手機 and 手机 are the same search). */
const TERMS = ['手機', '手机', 'iphone', 'iPhone 14', '梳化', 'switch', '相機', '單車', 'MacBook', '九成新']

buildServer()

const dbName = reuse ?? `kf_bench_1m_${Date.now()}`
const admin = new pg.Client({ connectionString: baseUrl })
await admin.connect()
if (!reuse) await admin.query(`create database ${dbName}`)
const dbUrl = new URL(baseUrl)
dbUrl.pathname = `/${dbName}`

const server = startServer(dbUrl.toString(), port)
const tsx = (args) => runTsx(dbUrl.toString(), args)

/** `clients` loops, each sending the next search as soon as the last one answered. */
async function load(seconds) {
  const urls = TERMS.map(
    (t) => `http://127.0.0.1:${port}/buyer/goods/goods/es?goodsName=${encodeURIComponent(t)}`,
  )
  const latencies = []
  let failed = 0
  let n = 0
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const url = urls[n++ % urls.length]
        const t0 = performance.now()
        const res = await fetch(url)
        await res.arrayBuffer()
        latencies.push(performance.now() - t0)
        if (!res.ok) failed++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0) * 10) / 10
  return {
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / seconds),
    p50ms: pct(0.5),
    p95ms: pct(0.95),
    p99ms: pct(0.99),
    maxMs: pct(1),
    failed,
  }
}

let seeded = null
let result = null
let plans = ''
try {
  await server.waitUp()
  if (!reuse) {
    seeded = lastJson(tsx(['apps/server/bench/seed-listings.ts', `--count=${listings}`, '--rebuild-indexes']))
    console.log(`bench seed: ${JSON.stringify(seeded)}`)
  }
  await load(5) // warm-up
  result = await load(duration)
  plans =
    tsx(['apps/server/bench/explain-search.ts', '--keyword=手機']) +
    tsx(['apps/server/bench/explain-search.ts', '--keyword=iPhone 14'])
} finally {
  await server.stop()
  if (!keep && !reuse) await admin.query(`drop database if exists ${dbName} with (force)`)
  else console.log(`kept database ${dbName}`)
  await admin.end()
}

console.log(`\n${plans}`)
console.log(`keyword search, ${clients} concurrent clients, ${duration} s, terms: ${TERMS.join(' / ')}`)
console.table([{ listings: seeded?.listings ?? listings, ...result, goal: 'p95 ≤ 100 ms' }])
mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/search-1m.json',
  JSON.stringify({ clients, duration, seeded, result, plans }, null, 2),
)
if (result && result.failed > 0) process.exitCode = 1
