// `npm run bench`: starts the built server on a fresh PostgreSQL database (with demo data) and
// measures each endpoint with autocannon, printing req/s and latency percentiles. Only loopback
// traffic; every run is bounded in time. Options: BENCH_DATABASE_URL, BENCH_DURATION (s), BENCH_CONNECTIONS.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3290)

const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const dbName = `kf_bench_${Date.now()}`
const admin = new pg.Client({ connectionString: baseUrl })
await admin.connect()
await admin.query(`create database ${dbName}`)
const dbUrl = new URL(baseUrl)
dbUrl.pathname = `/${dbName}`

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kf-bench-')),
    LOG_LEVEL: 'warn',
    // Measure the endpoints, not the per-IP limiter (all traffic comes from one address here).
    RATE_LIMIT_SCALE: '10000',
  },
})

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/common/common/health`)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${opts.path}`, duration, connections, ...opts },
      (err, result) => {
        if (err) return reject(err)
        resolve({
          title,
          reqPerSec: Math.round(result.requests.average),
          p50ms: result.latency.p50,
          p99ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        })
      },
    )
  })
}

const results = []
try {
  await waitUp()
  const json = { 'content-type': 'application/json' }
  results.push(
    await run('baseline: GET /common/common/health (one indexed select)', { path: '/common/common/health' }),
  )
  results.push(await run('GET /common/common/site', { path: '/common/common/site' }))
  results.push(
    await run('POST userLogin (argon2id verify + session)', {
      method: 'POST',
      path: '/buyer/passport/member/userLogin',
      headers: json,
      body: JSON.stringify({ username: 'demo_buyer', password: 'Demo1234!' }),
    }),
  )
  // The coin ledger's hot path, measured through the service (no HTTP endpoint spends coins yet).
  const coins = spawnSync('npx', ['tsx', 'apps/server/bench/coins-spend.ts'], {
    encoding: 'utf8',
    env: process.env,
  })
  if (coins.status !== 0) throw new Error(`coin bench failed:\n${coins.stderr}`)
  const line = coins.stdout.trim().split('\n').at(-1) ?? '{}'
  results.push(JSON.parse(line))
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  await admin.query(`drop database if exists ${dbName} with (force)`)
  await admin.end()
}

console.log(`\n${connections} connections, ${duration} s each, PostgreSQL, ${new Date().toISOString()}`)
console.table(results)
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/latest.json', JSON.stringify({ connections, duration, results }, null, 2))
if (results.some((r) => r.non2xx > 0 || r.errors > 0)) {
  console.error('Some requests failed: see non2xx / errors above.')
  process.exitCode = 1
}
