// `node bench/dashboard.mjs`: the operator dashboard's queries at a million listings
// (docs/admin.md, "Dashboard"). Creates the PostgreSQL database kf_bench_dashboard (dropped first
// if an earlier run left it, and dropped again at the end), then runs bench/dashboard.ts with tsx
// on it: migrations, a load of 100,000 members, 1,000,000 listings, 2,000,000 coin ledger entries,
// 300,000 talks, 100,000 deals, 2,000 shops and 500,000 orders (INSERT … SELECT generate_series), then each figure's query for
// 7, 30 and 90 days, median of 5, beside a bare `select 1`. Prints the table and writes
// bench/results/dashboard.json (not committed). Options: BENCH_DATABASE_URL (or TEST_DATABASE_URL;
// default the local server), BENCH_MEMBERS, BENCH_LISTINGS, BENCH_LEDGER, BENCH_TALKS,
// BENCH_DEALS, BENCH_SHOPS, BENCH_ORDERS; `--keep` leaves the database for another look.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import pg from 'pg'

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = 'kf_bench_dashboard'
const keep = process.argv.includes('--keep')

const admin = new pg.Client({ connectionString: baseUrl })
await admin.connect()
await admin.query(`drop database if exists ${DB_NAME} with (force)`)
await admin.query(`create database ${DB_NAME}`)
const dbUrl = new URL(baseUrl)
dbUrl.pathname = `/${DB_NAME}`

let status = 1
try {
  const run = spawnSync('npx', ['tsx', 'bench/dashboard.ts'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: dbUrl.toString() },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  })
  status = run.status ?? 1
  const lines = (run.stdout ?? '').trim().split('\n')
  const json = lines.at(-1) ?? '{}'
  process.stdout.write(`${lines.slice(0, -1).join('\n')}\n`)
  if (status === 0) {
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/dashboard.json', `${json}\n`)
  }
} finally {
  if (!keep) await admin.query(`drop database if exists ${DB_NAME} with (force)`)
  await admin.end()
}
process.exit(status)
