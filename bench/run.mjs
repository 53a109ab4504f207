// `npm run bench`: starts the built server on a fresh PostgreSQL database (with demo data), adds
// the bench seed of listings (apps/server/bench/seed-listings.ts, 100k by default), and measures
// each endpoint with autocannon, printing req/s and latency percentiles beside the baseline route.
// Hot reads are also measured on a bare Fastify + node-postgres server replaying the same SQL
// (bench/bare-server.mjs), and the home page as whole loads of distinct visitors (bench/home-load.mjs).
// Only loopback traffic; every run is bounded in time. Options: BENCH_DATABASE_URL,
// BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_LISTINGS, BENCH_ONLY (keys of the reads to run,
// `home` for the home loads; skips login and coins), BENCH_ROUNDS (alternating runs per read),
// BENCH_KEEP_DB (reuse a database), BENCH_CPU_PROF (a directory for CPU profiles); `--from-source`
// runs the server with tsx from apps/server/src instead of building apps/server/dist. Then the chat
// bench (bench/chat.mjs: talk list, history, delivery over 2,000 sockets) and the abuse section
// (bench/abuse-images.mjs, bench/abuse-chat.mjs: a victim's latency beside an attacker's flood),
// and the shop bench (bench/shop.mjs: the cart page's reads, orders on one hot SKU until it runs out).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import autocannon from 'autocannon'
import pg from 'pg'
import { measured } from './cpu.mjs'
import { HOME_API_CALLS, homeCallRequests, homeLoadRequests } from './home-load.mjs'
import { buildServer, lastJson, recordStatements, runTsx, startBareServer, startServer } from './server.mjs'

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)

// `npm run bench -- --scale=1m`: the separate keyword search run at a million listings.
if (process.argv.includes('--scale=1m')) {
  const args = process.argv.slice(2).filter((a) => a !== '--scale=1m')
  const heavy = spawnSync(process.execPath, ['bench/search-1m.mjs', ...args], { stdio: 'inherit' })
  process.exit(heavy.status ?? 1)
}

const port = Number(process.env.BENCH_PORT ?? 3290)
const recordPort = port + 1
const barePort = port + 2
const listings = Number(process.env.BENCH_LISTINGS ?? 100_000)
// BENCH_ONLY=site,detail,…: measure only these reads (keys below) and skip the login and coin runs.
// BENCH_ROUNDS=<n>: measure each read n times on each server, alternating (ours, bare, ours, …).
const rounds = Number(process.env.BENCH_ROUNDS ?? 1)
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null

buildServer()
// BENCH_ONLY=chat, =abuse or =chat,abuse: those benches alone, without the reads.
if (only && [...only].every((key) => key === 'chat' || key === 'abuse' || key === 'shop')) {
  if (only.has('chat')) runChatBench()
  if (only.has('shop')) runScript('bench/shop.mjs')
  if (only.has('abuse')) runAbuseBench()
  process.exit()
}

// BENCH_KEEP_DB=<name>: use (and keep) that database, created and seeded only the first time.
const keptDb = process.env.BENCH_KEEP_DB
const dbName = keptDb ?? `kf_bench_${Date.now()}`
const admin = new pg.Client({ connectionString: baseUrl })
await admin.connect()
const exists = keptDb
  ? (await admin.query('select 1 from pg_database where datname = $1', [keptDb])).rowCount > 0
  : false
if (!exists) await admin.query(`create database ${dbName}`)
const dbUrl = new URL(baseUrl)
dbUrl.pathname = `/${dbName}`

const server = startServer(dbUrl.toString(), port)

/** The bench seed, written by SQL into the server's database once the demo data is there. */
function seedListings() {
  return lastJson(runTsx(dbUrl.toString(), ['apps/server/bench/seed-listings.ts', `--count=${listings}`]))
}

/** Keyword searches mixing scripts and case: 手機 and 手机 meet, as do iphone and iPhone. */
const SEARCH_TERMS = ['手機', '手机', 'iphone', 'iPhone 14']
const es = (query) => `/buyer/goods/goods/es?${query}`

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${opts.port ?? port}${opts.path}`, duration, connections, ...opts },
      (err, result) => {
        if (err) return reject(err)
        resolve({
          title,
          reqPerSec: Math.round(result.requests.average),
          p50ms: result.latency.p50,
          p99ms: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
        })
      },
    )
  })
}

const results = []
const homeResults = []
/** A measured run with its CPU per request (our server, PostgreSQL). */
const perRequest = ({ cpuUs, pgUs, requests, ...r }) => ({
  ...r,
  usReq: Math.round(cpuUs / requests),
  pgUsReq: Math.round(pgUs / requests),
})
let seeded = null
let recording = null
let bare = null
try {
  await server.waitUp()
  seeded = exists ? { reused: dbName } : seedListings()
  console.log(`bench seed: ${JSON.stringify(seeded)}`)
  const db = new pg.Client({ connectionString: dbUrl.toString() })
  await db.connect()
  const { rows } = await db.query(
    `select id from categories where level = 1 and name->>'en' = 'Mobile Phones & Gadgets'`,
  )
  const categoryId = rows[0]?.id
  if (!categoryId) throw new Error('no level-1 category in the bench database')
  // One account per connection for the logins: logins of one account take turns by design (one
  // attempt at a time per account), so twenty clients on one account measure that queue instead.
  await db.query(
    `update members set password_hash = (select password_hash from members where username = 'demo_buyer')
     where username = any($1::text[])`,
    [Array.from({ length: connections }, (_, i) => `bench_${i + 1}`)],
  )
  const detailIds = (
    await db.query(
      `select id from goods where market_enable = 'UPPER' and deleted_at is null and close_time > now() order by id desc limit 20`,
    )
  ).rows.map((r) => r.id)
  await db.end()
  const get = (paths) => paths.map((p) => ({ method: 'GET', path: p }))
  // The hot read endpoints, each measured on the real server and on the bare one (bench/bare-server.mjs).
  const reads = [
    {
      key: 'health',
      title: 'baseline: GET /common/common/health (one indexed select)',
      paths: ['/common/common/health'],
    },
    { key: 'site', title: 'GET /common/common/site', paths: ['/common/common/site'] },
    {
      key: 'categories',
      title: 'categories: GET /buyer/goods/category/get/0',
      paths: ['/buyer/goods/category/get/0'],
    },
    // The home's carousel; PAGE_SIZE.popular in packages/contract/src/constants.ts is 10.
    {
      key: 'popular',
      title: 'home: GET /buyer/goods/goods/Popular',
      paths: ['/buyer/goods/goods/Popular?pageNumber=1&pageSize=10'],
    },
    {
      key: 'browse',
      title: `category browse: es?categoryId=<level 1>&sort=0 (${listings.toLocaleString('en')} listings)`,
      paths: [es(`categoryId=${categoryId}&sort=0`)],
    },
    {
      key: 'search',
      title: `keyword search: es?goodsName= ${SEARCH_TERMS.join(' / ')}`,
      paths: SEARCH_TERMS.map((t) => es(`goodsName=${encodeURIComponent(t)}`)),
    },
    {
      key: 'detail',
      title: `listing detail: GET /buyer/goods/goods/get/:id (${detailIds.length} listings)`,
      paths: detailIds.map((id) => `/buyer/goods/goods/get/${id}`),
    },
  ].filter((r) => !only || only.has(r.key))
  // Warm the server and the database caches on the paths measured below.
  await run('warm-up', {
    duration: 3,
    requests: [
      ...get(reads.flatMap((r) => r.paths)),
      ...(only && !only.has('home') ? [] : homeLoadRequests()),
    ],
    path: '/common/common/health',
  })
  if (reads.length > 0) {
    recording = await recordStatements(
      dbUrl.toString(),
      recordPort,
      reads.flatMap((r) => r.paths),
    )
    bare = startBareServer(dbUrl.toString(), barePort, recording)
    await bare.waitUp()
    await run('warm-up (bare)', {
      duration: 3,
      port: barePort,
      requests: get(reads.flatMap((r) => r.paths)),
      path: '/common/common/health',
    })
  }
  const json = { 'content-type': 'application/json' }
  for (const r of reads) {
    const oursRuns = []
    const bareRuns = []
    for (let i = 0; i < rounds; i++) {
      oursRuns.push(
        await measured(server.pid, () => run(r.title, { path: r.paths[0], requests: get(r.paths) })),
      )
      bareRuns.push(
        await measured(bare.pid, () =>
          run(r.title, { path: r.paths[0], requests: get(r.paths), port: barePort }),
        ),
      )
    }
    const sum = (xs, f) => xs.reduce((a, x) => a + f(x), 0)
    const ours = oursRuns.at(-1)
    const ratios = oursRuns.map((o, i) => Math.round((o.reqPerSec / bareRuns[i].reqPerSec) * 100))
    results.push({
      ...ours,
      reqPerSec: Math.round(sum(oursRuns, (x) => x.reqPerSec) / rounds),
      bareReqPerSec: Math.round(sum(bareRuns, (x) => x.reqPerSec) / rounds),
      vsBare: `${Math.round((sum(oursRuns, (x) => x.reqPerSec) / sum(bareRuns, (x) => x.reqPerSec)) * 100)} %`,
      ...(rounds > 1 ? { rounds: ratios.join('/') } : {}),
      // CPU time of each server process (and of all PostgreSQL processes) per request.
      usReq: Math.round(sum(oursRuns, (x) => x.cpuUs) / sum(oursRuns, (x) => x.requests)),
      bareUsReq: Math.round(sum(bareRuns, (x) => x.cpuUs) / sum(bareRuns, (x) => x.requests)),
      pgUsReq: Math.round(sum(oursRuns, (x) => x.pgUs) / sum(oursRuns, (x) => x.requests)),
      barePgUsReq: Math.round(sum(bareRuns, (x) => x.pgUs) / sum(bareRuns, (x) => x.requests)),
    })
  }
  if (!only || only.has('home')) {
    // The home page at scale (bench/home-load.mjs): each call alone, then whole home loads.
    for (const p of ['/', ...HOME_API_CALLS]) {
      const r = await measured(server.pid, () =>
        run(`home call: ${p === '/' ? 'GET / (the document)' : p}`, {
          path: p,
          requests: homeCallRequests(p),
        }),
      )
      homeResults.push(perRequest(r))
    }
    const loads = await measured(server.pid, () =>
      run('home loads (document + 5 API calls, distinct visitors)', {
        path: '/',
        requests: homeLoadRequests(),
      }),
    )
    const perLoad = HOME_API_CALLS.length + 1
    homeResults.push({
      ...perRequest(loads),
      homeLoadsPerSec: Math.round(loads.reqPerSec / perLoad),
      usLoad: Math.round((loads.cpuUs / loads.requests) * perLoad),
      pgUsLoad: Math.round((loads.pgUs / loads.requests) * perLoad),
    })
  }
  if (!only) {
    results.push(
      await run('POST userLogin (argon2id verify + session; one account per connection)', {
        method: 'POST',
        path: '/buyer/passport/member/userLogin',
        headers: json,
        body: JSON.stringify({ username: 'bench_1', password: 'Demo1234!' }),
        setupClient: (() => {
          let next = 0
          return (client) => {
            next += 1
            client.setBody(JSON.stringify({ username: `bench_${next}`, password: 'Demo1234!' }))
          }
        })(),
      }),
    )
    // The coin ledger's hot path, measured through the service.
    results.push(lastJson(runTsx(baseUrl, ['apps/server/bench/coins-spend.ts'])))
  }
} finally {
  await bare?.stop()
  await server.stop()
  if (!keptDb) await admin.query(`drop database if exists ${dbName} with (force)`)
  await admin.end()
}

const baseline = results[0]?.reqPerSec ?? 0
// Goal (docs/architecture.md): every hot read endpoint at ≥ 80 % of the bare server.
for (const r of results) r.vsBaseline = baseline ? `${Math.round((r.reqPerSec / baseline) * 100)} %` : '-'
console.log(`\n${connections} connections, ${duration} s each, PostgreSQL, ${new Date().toISOString()}`)
console.log(`bench seed: ${JSON.stringify(seeded)}`)
console.table(results, [
  'title',
  'reqPerSec',
  'p50ms',
  'p99ms',
  'bareReqPerSec',
  'vsBare',
  ...(rounds > 1 ? ['rounds'] : []),
  'usReq',
  'bareUsReq',
  'pgUsReq',
  'barePgUsReq',
  'vsBaseline',
  'non2xx',
])
console.log("usReq / bareUsReq: CPU µs per request of our server / the bare one; pgUsReq: PostgreSQL's")
if (homeResults.length > 0) {
  console.log(
    '\nThe home page at scale (bench/home-load.mjs): distinct visitors, three languages, compressed',
  )
  console.table(homeResults, [
    'title',
    'reqPerSec',
    'homeLoadsPerSec',
    'p50ms',
    'p99ms',
    'usReq',
    'pgUsReq',
    'usLoad',
    'pgUsLoad',
    'non2xx',
  ])
}
mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/latest.json',
  JSON.stringify({ connections, duration, seeded, results, home: homeResults }, null, 2),
)
if ([...results, ...homeResults].some((r) => r.non2xx > 0 || r.errors > 0)) {
  console.error('Some requests failed: see non2xx / errors above.')
  process.exitCode = 1
}

// The chat bench (bench/chat.mjs) and the abuse section (bench/abuse-images.mjs,
// bench/abuse-chat.mjs), each on its own database, follow unless BENCH_ONLY leaves them out.
if (!only || only.has('chat')) runChatBench()
if (!only || only.has('shop')) runScript('bench/shop.mjs')
if (!only || only.has('abuse')) runAbuseBench()

/** A bench script of its own on the server as built above (or from source with --from-source). */
function runScript(file) {
  const mode = process.argv.includes('--from-source') ? '--from-source' : '--prebuilt'
  const run = spawnSync(process.execPath, [file, mode], { stdio: 'inherit' })
  if (run.status !== 0) process.exitCode = 1
}

function runChatBench() {
  runScript('bench/chat.mjs')
}

/**
 * What an attacker costs everyone else (bench/README.md, "Abuse"): a victim's latency quiet and
 * while 1 KB pictures that decode to 40 MP are uploaded, and while one chat socket floods frames.
 */
function runAbuseBench() {
  runScript('bench/abuse-images.mjs')
  runScript('bench/abuse-chat.mjs')
}
