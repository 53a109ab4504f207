// The bench server and helpers shared by run.mjs and search-1m.mjs: build (unless --from-source),
// start the server on a given database, wait for it, and run the TypeScript bench scripts.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const fromSource = process.argv.includes('--from-source')

/**
 * Builds the server (and web app) when stale; --from-source runs apps/server/src with tsx instead,
 * --prebuilt runs apps/server/dist as it is.
 */
export function buildServer() {
  if (fromSource || process.argv.includes('--prebuilt')) return
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/**
 * Starts the server on `databaseUrl` (demo data seeded on first start); `stop()` ends it.
 * `recordSql`: a file the server's statements are appended to (bench/record-sql.mjs).
 */
export function startServer(databaseUrl, port, { recordSql } = {}) {
  const entry = fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js']
  if (recordSql) entry.unshift('--import', './bench/record-sql.mjs')
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  if (process.env.BENCH_CPU_PROF) entry.unshift('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`)
  const server = spawn(process.execPath, entry, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kf-bench-')),
      LOG_LEVEL: 'warn',
      // Measure the endpoints, not the per-IP limiter (all traffic comes from one address here).
      RATE_LIMIT_SCALE: '10000',
      ...(recordSql ? { BENCH_RECORD_SQL: recordSql } : {}),
    },
  })
  return waiting(server, port, '/common/common/health')
}

/** The bare baseline server (bench/bare-server.mjs) on `databaseUrl`, answering the recorded URLs. */
export function startBareServer(databaseUrl, port, recordingFile) {
  const server = spawn(
    process.execPath,
    ['bench/bare-server.mjs', String(port), databaseUrl, recordingFile],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return waiting(server, port, null)
}

/** `waitUp()` polls `health` (or, without one, waits for the port to answer at all); `stop()` ends it. */
function waiting(server, port, health) {
  return {
    pid: server.pid,
    async waitUp() {
      for (let i = 0; i < 240; i++) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}${health ?? '/'}`)
          if (!health) return
          if (res.ok) return
        } catch {}
        await new Promise((r) => setTimeout(r, 500))
      }
      throw new Error('server did not start')
    },
    async stop() {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    },
  }
}

/** Runs a TypeScript bench script against `databaseUrl`; returns its stdout. */
export function runTsx(databaseUrl, args) {
  const out = spawnSync('npx', ['tsx', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (out.status !== 0) throw new Error(`${args.join(' ')} failed`)
  return out.stdout
}

/** The last line of a script's output, as JSON. */
export const lastJson = (stdout) => JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')

/**
 * What the bare server answers a request by: its URL, and for a member's request also the
 * member's access token (the same URL reads another member's talks).
 */
export const recordingKey = (url, accessToken) => (accessToken ? `${url}\n${accessToken}` : url)

/**
 * Starts a second server with the statement recorder (bench/record-sql.mjs) on `databaseUrl` and
 * sends each request (a path, or `{ path, headers }`) to it twice, one at a time: the second
 * request's statements (caches warm, as under load) are what the bare server sends for it.
 * Returns the recording's file (bench/bare-server.mjs reads it).
 */
export async function recordStatements(databaseUrl, port, requests) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kf-bench-sql-'))
  const log = path.join(dir, 'statements.jsonl')
  writeFileSync(log, '')
  const recorder = startServer(databaseUrl, port, { recordSql: log })
  const recorded = {}
  try {
    await recorder.waitUp()
    for (const r of requests) {
      const { path: p, headers = {} } = typeof r === 'string' ? { path: r } : r
      const url = `http://127.0.0.1:${port}${p}`
      await fetch(url, { headers }).then((res) => res.arrayBuffer())
      const from = statSync(log).size
      const res = await fetch(url, { headers })
      if (!res.ok) throw new Error(`recording ${p}: ${res.status}`)
      const body = await res.text()
      const lines = readFileSync(log).subarray(from).toString('utf8').trim()
      const statements = lines ? lines.split('\n').map((l) => JSON.parse(l)) : []
      // A request answered without SQL (served from the server's memory): the bare server answers
      // the same bytes from its memory, so both sides send the same response with no query.
      recorded[recordingKey(p, headers.accesstoken)] =
        statements.length > 0 ? { statements } : { statements, body }
    }
  } finally {
    await recorder.stop()
  }
  const file = path.join(dir, 'recording.json')
  writeFileSync(file, JSON.stringify(recorded))
  const counts = Object.values(recorded).map((q) => q.statements.length)
  console.log(
    `recorded the statements of ${requests.length} requests (${Math.min(...counts)}–${Math.max(...counts)} each)`,
  )
  return file
}
