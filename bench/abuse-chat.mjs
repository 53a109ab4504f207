// The chat socket under abuse (`node bench/abuse-chat.mjs [--from-source]`; on a shared machine
// `flock /tmp/kf-cpu.lock node bench/abuse-chat.mjs …`). On a fresh PostgreSQL database with the
// demo data (BENCH_DATABASE_URL, default the local server), and then on PGlite (the server without
// DATABASE_URL; BENCH_ABUSE_DB=postgres or =pglite for one), it measures a victim member's
// `GET /buyer/goods/goods/get/<id>` (one request at a time, 20 ms apart, 20 s time-out):
//   1. quiet, for BENCH_ABUSE_SECONDS (10);
//   2. while one socket of another member sends `read` frames for its talk at BENCH_ABUSE_RATE
//      (900) a second (every 10th frame a probe about a talk that does not exist, which the server
//      answers when it handles it: 10 × the probes answered estimates the frames it let in);
//   3. the same with `typing` frames (the other member of the talk counts those relayed);
//   4. the read flood again from an attacker who opens a new socket whenever one is closed;
//   5. while BENCH_ABUSE_SOCKETS (200) sockets are opened on that member's one token, 20 at a time.
// For each it reports the victim's p50/p99, the attacker's frames sent / accepted / dropped, the
// read positions written (each is told to both members, so the attacker hears every UPDATE),
// the warnings heard, whether and how the socket was closed, and the server's and PostgreSQL's
// CPU meanwhile (bench/cpu.mjs: every postgres process on the machine, so keep it quiet).
// BENCH_ABUSE_LABEL names the run ("after" by default; "before" in a checkout of the old code);
// BENCH_ABUSE_BEFORE=<file>: the "before" run's JSON, put beside this one's for comparison.
// Prints one JSON line and writes bench/results/abuse-chat.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { WebSocket } from 'ws'
import { cpuOf, postgresCpu } from './cpu.mjs'
import { buildServer, startServer } from './server.mjs'

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const port = Number(process.env.BENCH_ABUSE_PORT ?? 3395)
const seconds = Number(process.env.BENCH_ABUSE_SECONDS ?? 10)
const rate = Number(process.env.BENCH_ABUSE_RATE ?? 900)
const socketCount = Number(process.env.BENCH_ABUSE_SOCKETS ?? 200)
const backends = (process.env.BENCH_ABUSE_DB ?? 'postgres,pglite').split(',')
const label = process.env.BENCH_ABUSE_LABEL ?? 'after'
const PASSWORD = 'Demo1234!'
const VICTIM = 'mongkok_mary'
const ATTACKER = 'demo_buyer'
/** Talk ids nobody has, a new one for each probe: the server answers every probe it handles (30002). */
const PROBE_TALKS_FROM = 900_000_000
const PROBE_EVERY = 10
const TICK_MS = 10
const VICTIM_TIMEOUT_MS = 20_000

const base = `http://127.0.0.1:${port}`
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const seconds1 = (us) => Math.round(us / 1e5) / 10

async function api(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { accesstoken: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json()
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json.result
}

const login = async (username) =>
  (await api('/buyer/passport/member/userLogin', { method: 'POST', body: { username, password: PASSWORD } }))
    .accessToken

const pct = (xs, p) => {
  if (xs.length === 0) return null
  const sorted = Float64Array.from(xs).sort()
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10
}

/** The victim asks for the listing one request at a time until `until()` is false. */
async function victim(token, goodsId, until) {
  const latencies = []
  let timeouts = 0
  let failures = 0
  while (until()) {
    const t0 = performance.now()
    try {
      const res = await fetch(`${base}/buyer/goods/goods/get/${goodsId}`, {
        headers: { accesstoken: token },
        signal: AbortSignal.timeout(VICTIM_TIMEOUT_MS),
      })
      await res.arrayBuffer()
      if (res.ok) latencies.push(performance.now() - t0)
      else failures++
    } catch {
      // Counted at the time-out: the request took at least that long.
      latencies.push(VICTIM_TIMEOUT_MS)
      timeouts++
    }
    await sleep(20)
  }
  return {
    requests: latencies.length,
    p50ms: pct(latencies, 50),
    p99ms: pct(latencies, 99),
    timeouts,
    failures,
  }
}

function connect(token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/im/ws`, ['kaifong.v1', `token.${token}`], {
      origin: base,
      perMessageDeflate: false,
    })
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error('refused'), { status: res.statusCode })),
    )
    ws.once('error', reject)
  })
}

/**
 * A socket for the attacker once the server lets them open one again: after a socket of theirs
 * was closed for flooding, their new ones are refused (429) for a while. Answers the wait too.
 */
async function connectWhenLetIn(token) {
  const started = performance.now()
  for (;;) {
    try {
      return { ws: await connect(token), waitedMs: Math.round(performance.now() - started) }
    } catch (err) {
      if (err.status !== 429 || performance.now() - started > 120_000) throw err
      await sleep(2000)
    }
  }
}

/** Runs `measure` and adds the server's and PostgreSQL's CPU seconds spent meanwhile. */
async function withCpu(pid, measure) {
  const [cpu0, pg0] = [cpuOf(pid), postgresCpu()]
  const result = await measure()
  let pgUs = 0
  for (const [p, us] of postgresCpu()) pgUs += us - (pg0.get(p) ?? 0)
  return { ...result, serverCpuS: seconds1(cpuOf(pid) - cpu0), postgresCpuS: seconds1(pgUs) }
}

/**
 * The attacker sends `frameOf(talkId, n)` at `rate` a second for `seconds` while the victim asks:
 * on one socket until the server closes it, or (`reconnect`) on a new socket each time it is
 * closed, as a determined attacker would. `watcher` (a socket of the talk's other member) counts
 * what reaches it.
 */
async function flood(s, frameOf, { reconnect = false } = {}) {
  const watcher = await connect(s.victimToken)
  const seen = { updates: 0, probeAnswers: 0, warnings: 0, relayedTyping: 0 }
  const closes = []
  const attackers = []
  let refused = 0
  let sent = 0
  let started = performance.now()
  const listen = (ws) => {
    ws.on('message', (data) => {
      const f = JSON.parse(String(data))
      if (f.type === 'error' && f.code === 30002) seen.probeAnswers++
      else if (f.type === 'error' && f.code === 1003 && !f.clientId) seen.warnings++
    })
    ws.on('close', (code) => {
      closes.push({ code, afterMs: Math.round(performance.now() - started), sentBeforeClose: sent })
    })
  }
  const openAttacker = async () => {
    const ws = await connect(s.attackerToken)
    attackers.push(ws)
    listen(ws)
    return ws
  }
  // The other member hears every read position written (one UPDATE each) and every "typing" relayed.
  watcher.on('message', (data) => {
    const f = JSON.parse(String(data))
    if (f.type === 'typing' && f.talkId === s.talkId) seen.relayedTyping++
    if (f.type === 'read' && f.talkId === s.talkId && f.memberId === s.attackerId) seen.updates++
  })
  const first = await connectWhenLetIn(s.attackerToken)
  attackers.push(first.ws)
  listen(first.ws)
  let attacker = first.ws
  started = performance.now()
  const end = started + seconds * 1000
  const measured = await withCpu(s.pid, async () => {
    const asking = victim(s.victimToken, s.goodsId, () => performance.now() < end)
    while (performance.now() < end) {
      if (attacker.readyState !== WebSocket.OPEN) {
        if (!reconnect) break
        attacker = await openAttacker().catch(async () => {
          refused++
          await sleep(100)
          return attacker
        })
        continue
      }
      // By the clock, not by ticks: a tick that comes late (a busy machine) sends what is due.
      const due = Math.floor(((performance.now() - started) / 1000) * rate) - sent
      for (let k = 0; k < due && attacker.readyState === WebSocket.OPEN; k++) {
        sent++
        const talkId = sent % PROBE_EVERY === 0 ? String(PROBE_TALKS_FROM + sent) : s.talkId
        attacker.send(JSON.stringify(frameOf(talkId, sent)))
      }
      await sleep(TICK_MS)
    }
    return { victim: await asking }
  })
  const sendingMs = Math.min(
    seconds * 1000,
    reconnect ? Number.POSITIVE_INFINITY : (closes[0]?.afterMs ?? Number.POSITIVE_INFINITY),
  )
  // What was let in is still being handled: wait until 2 s pass with nothing new (at most 60 s),
  // so the next run does not start under this one's backlog.
  const drainStart = performance.now()
  for (
    let last = '', quietSince = performance.now();
    performance.now() - quietSince < 2000;
    await sleep(250)
  ) {
    const now = JSON.stringify(seen)
    if (now !== last) [last, quietSince] = [now, performance.now()]
    if (performance.now() - drainStart > 60_000) break
  }
  const drainMs = Math.round(performance.now() - drainStart)
  const closedByServer = closes.length
  for (const ws of attackers) ws.terminate()
  watcher.terminate()
  const accepted = Math.min(sent, seen.probeAnswers * PROBE_EVERY)
  return {
    ...measured,
    attacker: {
      sent,
      sentPerSec: Math.round(sent / (sendingMs / 1000)),
      acceptedEst: accepted,
      droppedEst: sent - accepted,
      readPositionsWritten: seen.updates,
      typingRelayed: seen.relayedTyping,
      warnings: seen.warnings,
      sockets: attackers.length,
      refusedUpgrades: refused,
      /** How long the attacker waited to be let in at the start (after the last run's flood). */
      waitedToConnectMs: first.waitedMs,
      closed: closedByServer > 0,
      closeCodes: [...new Set(closes.map((c) => c.code))],
      firstClosedAfterMs: closes[0]?.afterMs ?? null,
      sentBeforeFirstClose: closes[0]?.sentBeforeClose ?? null,
      /** How long after the flood the server was still answering it. */
      drainMs,
    },
  }
}

const rssMb = (pid) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    return Math.round(kb / 102.4) / 10
  } catch {
    return null
  }
}

/** `socketCount` sockets on the attacker's one token, 20 at a time, while the victim asks. */
async function manySockets(s) {
  // Once the attacker may open sockets again (the last run closed one for flooding), and not counted.
  const { ws: first, waitedMs } = await connectWhenLetIn(s.attackerToken)
  first.terminate()
  await sleep(500)
  const rss0 = rssMb(s.pid)
  const opened = []
  const closes = {}
  let ending = false
  let refused = 0
  const refusedStatus = {}
  let done = false
  const measured = await withCpu(s.pid, async () => {
    const asking = victim(s.victimToken, s.goodsId, () => !done)
    const started = performance.now()
    for (let i = 0; i < socketCount; i += 20) {
      const wave = Array.from({ length: Math.min(20, socketCount - i) }, () =>
        connect(s.attackerToken).then(
          (ws) => {
            opened.push(ws)
            ws.on('close', (code) => {
              if (!ending) closes[code] = (closes[code] ?? 0) + 1
            })
          },
          (err) => {
            refused++
            refusedStatus[err.status ?? 'error'] = (refusedStatus[err.status ?? 'error'] ?? 0) + 1
          },
        ),
      )
      await Promise.all(wave)
    }
    const openMs = Math.round(performance.now() - started)
    await sleep(Math.max(1000, seconds * 1000 - openMs))
    done = true
    return { openMs, victim: await asking }
  })
  const stillOpen = opened.filter((ws) => ws.readyState === WebSocket.OPEN).length
  const rss1 = rssMb(s.pid)
  ending = true
  for (const ws of opened) ws.terminate()
  return {
    ...measured,
    sockets: {
      asked: socketCount,
      opened: opened.length,
      refused,
      refusedStatus,
      closedByServer: closes,
      stillOpen,
      waitedToConnectMs: waitedMs,
    },
    serverRssMb: {
      before: rss0,
      after: rss1,
      grew: rss0 === null || rss1 === null ? null : Math.round((rss1 - rss0) * 10) / 10,
    },
  }
}

/** Logs in the victim and the attacker and finds their talk and a listing to ask for. */
async function setUp(pid) {
  const victimToken = await login(VICTIM)
  const attackerToken = await login(ATTACKER)
  const talksOf = async (token) => (await api('/im/talk?pageNumber=1&pageSize=50', { token })).records
  const victimTalks = new Set((await talksOf(victimToken)).map((t) => t.id))
  const shared = (await talksOf(attackerToken)).find((t) => victimTalks.has(t.id))
  if (!shared) throw new Error(`no talk between ${ATTACKER} and ${VICTIM} in the demo data`)
  const page = await api('/buyer/goods/goods/es?pageNumber=1&pageSize=1', { token: victimToken })
  const goodsId = page.records?.[0]?.id
  if (!goodsId) throw new Error('no live listing to ask for')
  const attackerId = shared.buyerId === shared.userId ? shared.sellerId : shared.buyerId
  return { pid, victimToken, attackerToken, attackerId, talkId: shared.id, goodsId }
}

async function runOn(backend) {
  let dbUrl
  let admin
  let dbName
  if (backend === 'postgres') {
    dbName = `kf_bench_abuse_${Date.now()}`
    admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const url = new URL(baseUrl)
    url.pathname = `/${dbName}`
    dbUrl = url.toString()
  }
  const server = startServer(dbUrl, port)
  try {
    await server.waitUp()
    const s = await setUp(server.pid)
    // Warm the route and the sockets' code before measuring.
    await victim(
      s.victimToken,
      s.goodsId,
      (
        (n) => () =>
          n-- > 0
      )(50),
    )
    const quiet = await withCpu(s.pid, async () => {
      const end = performance.now() + seconds * 1000
      return { victim: await victim(s.victimToken, s.goodsId, () => performance.now() < end) }
    })
    const readFlood = await flood(s, (talkId, n) => ({ type: 'read', talkId, seq: (n % 3) + 1 }))
    await sleep(3000)
    const typingFlood = await flood(s, (talkId) => ({ type: 'typing', talkId }))
    await sleep(3000)
    const readFloodReconnecting = await flood(
      s,
      (talkId, n) => ({ type: 'read', talkId, seq: (n % 3) + 1 }),
      {
        reconnect: true,
      },
    )
    await sleep(3000)
    const sockets = await manySockets(s)
    const ratio = (r) =>
      quiet.victim.p50ms && r.victim.p50ms
        ? Math.round((r.victim.p50ms / quiet.victim.p50ms) * 100) / 100
        : null
    return {
      backend,
      quiet,
      readFlood: { ...readFlood, victimP50VsQuiet: ratio(readFlood) },
      typingFlood: { ...typingFlood, victimP50VsQuiet: ratio(typingFlood) },
      readFloodReconnecting: { ...readFloodReconnecting, victimP50VsQuiet: ratio(readFloodReconnecting) },
      sockets: { ...sockets, victimP50VsQuiet: ratio(sockets) },
    }
  } finally {
    await server.stop()
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
    }
  }
}

buildServer()
const runs = []
for (const backend of backends) runs.push(await runOn(backend))
const goal = (r) =>
  [r.readFlood, r.typingFlood, r.readFloodReconnecting, r.sockets].every(
    (x) => x.victimP50VsQuiet !== null && x.victimP50VsQuiet <= 2,
  )
const result = {
  at: new Date().toISOString(),
  label,
  seconds,
  rate,
  runs,
  goalVictimP50Within2x: runs.every(goal),
  ...(process.env.BENCH_ABUSE_BEFORE
    ? { before: JSON.parse(readFileSync(process.env.BENCH_ABUSE_BEFORE, 'utf8')) }
    : {}),
}
console.log(JSON.stringify(result))
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/abuse-chat.json', JSON.stringify(result, null, 2))
process.exit(0)
