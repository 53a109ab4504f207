// The image-abuse bench, alone:
//   flock /tmp/kf-cpu.lock node bench/abuse-images.mjs [--from-source|--prebuilt]
// On a fresh PostgreSQL database with the demo data (and six members of its own) it measures what
// a victim sees (a 50 × 50 PNG upload every VICTIM_UPLOAD_MS, and GET /buyer/goods/goods/get/<id>
// back to back), first on a quiet server (BENCH_QUIET_SECONDS), then while three attacker members
// upload, as fast as they are answered (BENCH_ATTACK_CONCURRENCY requests each, from a process of
// their own), the 1 KB AVIF of 6324 × 6324 and truncated 6000 × 6000 PNGs for BENCH_ATTACK_SECONDS.
// Reports the victim's p50/p99 quiet and under attack, the attackers' answers, and the CPU the
// server and its image workers spent (read from /proc as bench/cpu.mjs does). Goal: the victim's
// p50 within 2× of quiet (docs/decisions.md, Images). Prints one JSON line and writes
// bench/results/abuse-images.json.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import sharp from 'sharp'
import { cpuOf } from './cpu.mjs'
import { buildServer, startServer } from './server.mjs'

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const port = Number(process.env.BENCH_ABUSE_PORT ?? 3296)
const quietSeconds = Number(process.env.BENCH_QUIET_SECONDS ?? 10)
const attackSeconds = Number(process.env.BENCH_ATTACK_SECONDS ?? 20)
const perAttacker = Number(process.env.BENCH_ATTACK_CONCURRENCY ?? 2)
/** A victim's upload pace: 20 s of it stays under the 60 uploads per member in 10 minutes. */
const VICTIM_UPLOAD_MS = 400
const PASSWORD = 'Demo1234!'
/** A bound on one request, so that a stalled server ends the bench (as a failure) rather than hangs. */
const REQUEST_LIMIT_MS = 300_000
// Members made for the bench, with no uploads yet (the demo sellers' seeded photos would count
// toward their upload limit on the code before attempts were counted); each phase's victim is
// another member, so neither meets the limit.
const VICTIMS = { warm: 'abuse_warm', quiet: 'abuse_quiet', attack: 'abuse_victim' }
const ATTACKERS = ['abuse_attacker_1', 'abuse_attacker_2', 'abuse_attacker_3']

const base = `http://127.0.0.1:${port}`
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** CPU µs of `pid`, its reaped children and its live descendants (the image workers). */
function treeCpu(pid) {
  const stats = new Map()
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(p), { ppid: Number(f[1]), reaped: (Number(f[13]) + Number(f[14])) * 1e4 })
    } catch {}
  }
  let total = cpuOf(pid) + (stats.get(pid)?.reaped ?? 0)
  const tree = new Set([pid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [p, s] of stats)
      if (!tree.has(p) && tree.has(s.ppid)) {
        tree.add(p)
        total += cpuOf(p)
        grew = true
      }
  }
  return total
}

async function login(username) {
  const res = await fetch(`${base}/buyer/passport/member/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  })
  const body = await res.json()
  if (!body.result?.accessToken) throw new Error(`login ${username}: ${JSON.stringify(body)}`)
  return body.result.accessToken
}

/** One upload; its latency and `<status> <code>`. */
async function upload(token, bytes) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png')
  const started = performance.now()
  const res = await fetch(`${base}/common/common/upload/file`, {
    method: 'POST',
    headers: { accesstoken: token },
    body: form,
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  })
  const body = await res.json().catch(() => ({}))
  return { ms: performance.now() - started, answer: `${res.status} ${body.code ?? ''}`.trim() }
}

async function detail(id) {
  const started = performance.now()
  const res = await fetch(`${base}/buyer/goods/goods/get/${id}`, {
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  })
  await res.arrayBuffer()
  return { ms: performance.now() - started, answer: String(res.status) }
}

function tally(answers) {
  const counts = {}
  for (const a of answers) counts[a] = (counts[a] ?? 0) + 1
  return counts
}

function summary(samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b)
  const at = (q) => Math.round((ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0) * 10) / 10
  return {
    requests: ms.length,
    p50ms: at(0.5),
    p99ms: at(0.99),
    answers: tally(samples.map((s) => s.answer)),
  }
}

/** Runs `step` back to back (at most one every `everyMs`) until `until`; returns its samples. */
async function loop(until, everyMs, step) {
  const samples = []
  while (performance.now() < until) {
    const started = performance.now()
    samples.push(await step())
    const wait = everyMs - (performance.now() - started)
    if (wait > 0) await sleep(Math.min(wait, until - performance.now()))
  }
  return samples
}

/** What the victim sees for `seconds`: its uploads and the listing pages it reads. */
async function victim(token, goodsIds, png, seconds) {
  const until = performance.now() + seconds * 1000
  let next = 0
  const [uploads, reads] = await Promise.all([
    loop(until, VICTIM_UPLOAD_MS, () => upload(token, png)),
    loop(until, 0, () => detail(goodsIds[next++ % goodsIds.length])),
  ])
  return { upload: summary(uploads), detail: summary(reads) }
}

/** The bench: server, members, quiet phase, attack phase, results. */
async function main() {
  buildServer()
  const dbName = `kf_bench_abuse_${Date.now()}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${dbName}`)
  const dbUrl = new URL(baseUrl)
  dbUrl.pathname = `/${dbName}`
  const server = startServer(dbUrl.toString(), port)
  try {
    await server.waitUp()
    const db = new pg.Client({ connectionString: dbUrl.toString() })
    await db.connect()
    const goodsIds = (
      await db.query(
        `select id from goods where market_enable = 'UPPER' and deleted_at is null order by id desc limit 20`,
      )
    ).rows.map((r) => r.id)
    // The demo password (README), copied from a demo member: the hash costs a second to make.
    await db.query(
      `insert into members (username, email, password_hash, nick_name, invitation_code, email_verified_at)
       select u, u || '@bench.example', (select password_hash from members where username = 'demo_buyer'), u,
              'AB' || upper(md5(u)), now()
       from unnest($1::text[]) u`,
      [[...Object.values(VICTIMS), ...ATTACKERS]],
    )
    await db.end()

    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const avif = await sharp({ create: { width: 6324, height: 6324, channels: 3, background: '#3a7' } })
      .avif({ quality: 30, effort: 0 })
      .toBuffer()
    const bigPng = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#a37' } })
      .png()
      .toBuffer()
    const truncated = bigPng.subarray(0, Math.floor(bigPng.length * 0.6))
    const tokens = Object.fromEntries(
      await Promise.all([...Object.values(VICTIMS), ...ATTACKERS].map(async (u) => [u, await login(u)])),
    )

    // Warm: the image workers, the statements, the listing pages.
    await victim(tokens[VICTIMS.warm], goodsIds, png, 2)
    const quietCpu0 = treeCpu(server.pid)
    const quiet = await victim(tokens[VICTIMS.quiet], goodsIds, png, quietSeconds)
    const quietCpuS = Math.round((treeCpu(server.pid) - quietCpu0) / 1e5) / 10

    // The attackers run in a process of their own, so the victim's figures are not their client's.
    const dir = mkdtempSync(path.join(tmpdir(), 'kf-abuse-'))
    const files = [path.join(dir, 'attack.avif'), path.join(dir, 'truncated.png')]
    writeFileSync(files[0], avif)
    writeFileSync(files[1], truncated)
    const attackers = spawn(process.execPath, [fileURLToPath(import.meta.url), '--attackers'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_ABUSE_PORT: String(port),
        BENCH_ABUSE_ATTACK: JSON.stringify({ tokens: ATTACKERS.map((u) => tokens[u]), files }),
      },
    })
    const lines = readline.createInterface({ input: attackers.stdout })[Symbol.asyncIterator]()
    if ((await lines.next()).value !== 'ready') throw new Error('the attackers did not start')
    const attackStart = performance.now()
    const cpu0 = treeCpu(server.pid)
    const [underAttack, attacked] = await Promise.all([
      victim(tokens[VICTIMS.attack], goodsIds, png, attackSeconds),
      lines.next().then((line) => JSON.parse(line.value ?? '{}')),
    ])
    // Until the last answer: requests still in flight when the window closes finish their work.
    const cpuS = Math.round((treeCpu(server.pid) - cpu0) / 1e5) / 10
    const elapsedS = Math.round((performance.now() - attackStart) / 100) / 10
    const answers = attacked.answers

    const ratio = (phase) =>
      Math.round((underAttack[phase].p50ms / Math.max(quiet[phase].p50ms, 0.1)) * 100) / 100
    const result = {
      bench: 'abuse-images',
      at: new Date().toISOString(),
      server: process.argv.includes('--from-source') ? 'source' : 'built',
      attackFiles: { avifBytes: avif.length, truncatedPngBytes: truncated.length },
      quiet: { seconds: quietSeconds, ...quiet, serverCpuSeconds: quietCpuS },
      attack: {
        seconds: attackSeconds,
        attackers: ATTACKERS.length,
        concurrencyEach: perAttacker,
        victim: underAttack,
        attempts: attacked.attempts,
        accepted: answers['200 200'] ?? 0,
        answers,
        secondsToLastAnswer: elapsedS,
        serverCpuSeconds: cpuS,
      },
      p50VsQuiet: { upload: ratio('upload'), detail: ratio('detail') },
      goalMet: ratio('upload') <= 2 && ratio('detail') <= 2,
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/abuse-images.json', `${JSON.stringify(result, null, 2)}\n`)
    console.log(JSON.stringify(result))
  } finally {
    await server.stop()
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
  }
}

/**
 * The attackers' process (`--attackers`): each member's requests back to back, the AVIF and the
 * truncated PNG in turn, for BENCH_ATTACK_SECONDS; prints "ready", then the answers as JSON.
 */
async function attackersProcess() {
  const { tokens, files } = JSON.parse(process.env.BENCH_ABUSE_ATTACK ?? '{}')
  const images = files.map((f) => readFileSync(f))
  console.log('ready')
  const until = performance.now() + attackSeconds * 1000
  const lane = (token, first) => {
    let n = first
    return loop(until, 0, () => upload(token, images[n++ % images.length]))
  }
  const runs = await Promise.all(
    tokens.flatMap((token) => Array.from({ length: perAttacker }, (_, i) => lane(token, i))),
  )
  const answers = runs.flat().map((s) => s.answer)
  console.log(JSON.stringify({ attempts: answers.length, answers: tally(answers) }))
}

if (process.argv.includes('--attackers')) await attackersProcess()
else await main()
