// The chat bench (part of `npm run bench`; alone: `node bench/chat.mjs [--from-source]`). On a
// fresh PostgreSQL database with the demo data it seeds BENCH_CHAT_PAIRS talks (2 members each,
// every one with a live session; apps/server/bench/chat-seed.ts), then:
//   1. reads: the baseline route, the talk list and a page of history, each request as another
//      member, with autocannon (BENCH_DURATION s, BENCH_CONNECTIONS connections), each also on the
//      bare server sending the statements our server sent for the same request (as bench/run.mjs);
//   2. delivery: every member's socket connected at once, BENCH_CHAT_RATE messages a second for
//      BENCH_CHAT_SECONDS (bench/chat-load.mjs, its own process): send → acknowledgement and
//      send → arrival latency, lost and duplicated messages; afterwards every acknowledged message
//      is looked up in the database (acknowledged means stored).
// Prints the figures and writes bench/results/chat.json. Fails when a message is lost, duplicated
// or acknowledged without being stored, or a read answers non-2xx.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { cpuOf, measured, postgresCpu } from './cpu.mjs'
import { buildServer, lastJson, recordStatements, runTsx, startBareServer, startServer } from './server.mjs'

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const pairs = Number(process.env.BENCH_CHAT_PAIRS ?? 1000)
const port = Number(process.env.BENCH_CHAT_PORT ?? 3295)
/** The reads ask as this many members (each request one of them, at random). */
const READ_MEMBERS = 200

buildServer()
const dbName = `kf_bench_chat_${Date.now()}`
const admin = new pg.Client({ connectionString: baseUrl })
await admin.connect()
await admin.query(`create database ${dbName}`)
const dbUrl = new URL(baseUrl)
dbUrl.pathname = `/${dbName}`

const server = startServer(dbUrl.toString(), port)
const base = `http://127.0.0.1:${port}`
const results = { reads: [], delivery: null }
let failed = false
let bare = null
try {
  await server.waitUp()
  const seedFile = path.join(mkdtempSync(path.join(tmpdir(), 'kf-chat-')), 'seed.json')
  const seed = lastJson(
    runTsx(dbUrl.toString(), ['apps/server/bench/chat-seed.ts', `--pairs=${pairs}`, `--out=${seedFile}`]),
  )
  console.log('chat seed:', JSON.stringify(seed))
  const { talks } = JSON.parse(readFileSync(seedFile, 'utf8'))
  const members = talks.flatMap((t) => [
    { token: t.buyerToken, talkId: t.talkId },
    { token: t.sellerToken, talkId: t.talkId },
  ])

  // The reads ask as READ_MEMBERS members, each request another one picked at random, so no two
  // in a row read the same talks; the bare server (bench/bare-server.mjs) gets the statements our
  // server sent for each of those members' requests.
  const readers = members.slice(0, READ_MEMBERS)
  const asMembers = (pathOf) => [
    {
      setupRequest: (req) => {
        const m = readers[Math.floor(Math.random() * readers.length)]
        return { ...req, path: pathOf(m), headers: { ...req.headers, accesstoken: m.token } }
      },
    },
  ]
  const run = (pid, port, title, path, requests) =>
    measured(
      pid,
      () =>
        new Promise((resolve, reject) => {
          autocannon(
            { url: `http://127.0.0.1:${port}${path}`, duration, connections, requests },
            (err, r) => {
              if (err) return reject(err)
              resolve({
                title,
                reqPerSec: Math.round(r.requests.average),
                p50ms: r.latency.p50,
                p99ms: r.latency.p99,
                requests: r.requests.total,
                non2xx: r.non2xx,
              })
            },
          )
        }),
    )
  const talkList = () => '/im/talk?pageNumber=1&pageSize=20'
  const history = (m) => `/im/talk/${m.talkId}/messages?limit=30`
  const reads = [
    ['baseline: GET /common/common/health', '/common/common/health', undefined],
    ['talk list: GET /im/talk (page 1 of 20, another member each time)', '/im/talk', asMembers(talkList)],
    [
      'history: GET /im/talk/:id/messages (newest 30, another talk each time)',
      '/im/talk',
      asMembers(history),
    ],
  ]
  await run(server.pid, port, 'warm-up', '/common/common/health', asMembers(history))
  const recording = await recordStatements(dbUrl.toString(), port + 1, [
    '/common/common/health',
    ...readers.flatMap((m) =>
      [talkList(m), history(m)].map((p) => ({ path: p, headers: { accesstoken: m.token } })),
    ),
  ])
  bare = startBareServer(dbUrl.toString(), port + 2, recording)
  await bare.waitUp()
  await run(bare.pid, port + 2, 'warm-up (bare)', '/common/common/health', asMembers(history))
  for (const [title, p, requests] of reads) {
    const r = await run(server.pid, port, title, p, requests)
    const b = await run(bare.pid, port + 2, title, p, requests)
    results.reads.push({
      ...r,
      bareReqPerSec: b.reqPerSec,
      vsBare: `${Math.round((r.reqPerSec / b.reqPerSec) * 100)} %`,
      usReq: Math.round(r.cpuUs / r.requests),
      bareUsReq: Math.round(b.cpuUs / b.requests),
      pgUsReq: Math.round(r.pgUs / r.requests),
      barePgUsReq: Math.round(b.pgUs / b.requests),
      non2xx: r.non2xx + b.non2xx,
    })
  }
  await bare.stop()
  bare = null
  const baseline = results.reads[0].reqPerSec
  for (const r of results.reads) r.vsBaseline = `${Math.round((r.reqPerSec / baseline) * 100)} %`
  console.table(results.reads.map(({ cpuUs, pgUs, requests, ...r }) => r))
  if (results.reads.some((r) => r.non2xx > 0)) failed = true

  // BENCH_CHAT_DELIVERY=0: the reads only (e.g. with BENCH_CPU_PROF, to profile them alone).
  if (process.env.BENCH_CHAT_DELIVERY === '0')
    throw Object.assign(new Error('reads only'), { readsOnly: true })
  const [cpu0, pg0] = [cpuOf(server.pid), postgresCpu()]
  const load = spawn(process.execPath, ['bench/chat-load.mjs', base, seedFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  })
  let out = ''
  load.stdout.on('data', (c) => {
    out += c
  })
  await new Promise((resolve) => load.once('exit', resolve))
  const delivery = lastJson(out)
  let pgUs = 0
  for (const [p, us] of postgresCpu()) pgUs += us - (pg0.get(p) ?? 0)
  const serverCpuS = (cpuOf(server.pid) - cpu0) / 1e6
  // Acknowledged means stored: every bench message the clients saw acknowledged is in the table.
  const chat = new pg.Client({ connectionString: dbUrl.toString() })
  await chat.connect()
  const stored = Number(
    (await chat.query(`select count(*) as n from messages where text like 'bench %'`)).rows[0].n,
  )
  await chat.end()
  results.delivery = {
    ...delivery,
    storedInDatabase: stored,
    serverCpuSeconds: serverCpuS,
    postgresCpuSeconds: pgUs / 1e6,
  }
  console.log('delivery:', JSON.stringify(results.delivery, null, 1))
  if (delivery.lost > 0 || delivery.duplicated > 0 || delivery.unacked > 0 || stored < delivery.acked)
    failed = true
} catch (err) {
  if (!err.readsOnly) throw err
} finally {
  await bare?.stop()
  await server.stop()
  await admin.query(`drop database if exists ${dbName} with (force)`)
  await admin.end()
}
mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/chat.json',
  JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2),
)
if (failed) {
  console.error('chat bench failed: a read answered non-2xx, or a message was lost, duplicated or not stored')
  process.exit(1)
}
