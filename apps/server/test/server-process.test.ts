/**
 * The real server process (src/main.ts through tsx), as an operator runs it: it shuts down within
 * its deadline whatever happens to its standard output, and production refuses to start without
 * mail. Every child is started on port 0 with its own DATA_DIR and killed at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = path.resolve(serverRoot, '../..')
const mainTs = path.join(serverRoot, 'src/main.ts')
/** SHUTDOWN_DEADLINE_MS in src/main.ts. */
const DEADLINE_MS = 10_000
const MARGIN_MS = 5_000
/** Start-up compiles the sources and creates a fresh embedded database: slow on a busy machine. */
const START_TIMEOUT_MS = 120_000

const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

interface Server {
  child: ChildProcess
  dataDir: string
  stderr: () => string
}

function startServer(env: Record<string, string> = {}): Server {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-proc-'))
  dirs.push(dataDir)
  const inherited = { ...process.env }
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ALLOW_NO_MAIL', 'PUBLIC_URL', 'API_DOCS']) {
    delete inherited[name]
  }
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk
  })
  return { child, dataDir, stderr: () => stderr }
}

type Exit = { code: number | null; signal: NodeJS.Signals | null; ms: number } | 'timeout'

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<Exit> {
  const started = Date.now()
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 })
      return
    }
    const timer = setTimeout(() => resolve('timeout'), timeoutMs)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, ms: Date.now() - started })
    })
  })
}

/** Reads standard output until pino says where the server listens, then stops reading it. */
function listeningUrl(server: Server): Promise<string> {
  const { child } = server
  const stdout = child.stdout
  if (!stdout) throw new Error('no stdout pipe')
  return new Promise((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(
      () => finish(new Error(`not listening after ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    )
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8')
      const match = /Server listening at (http:\/\/[\d.:]+)/.exec(seen)
      if (match?.[1]) finish(null, match[1])
    }
    const onExit = () => finish(new Error(`server exited during start-up:\n${server.stderr()}`))
    function finish(err: Error | null, url?: string) {
      clearTimeout(timer)
      stdout?.off('data', onData)
      child.off('exit', onExit)
      stdout?.pause()
      if (err || !url) reject(err ?? new Error('no url'))
      else resolve(url)
    }
    stdout.on('data', onData)
    child.once('exit', onExit)
  })
}

/** Each request logs its 6 KB URL: 300 of them are far more than any pipe holds. */
async function makeLogs(url: string, requests = 300) {
  const pad = 'x'.repeat(6000)
  for (let i = 0; i < requests; i += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        fetch(`${url}/no-such-page-${i + j}?pad=${pad}`, { signal: AbortSignal.timeout(10_000) }).then(
          (res) => res.arrayBuffer(),
        ),
      ),
    )
  }
}

describe('shutdown', () => {
  it(
    'finishes within the deadline when standard output is a full pipe nobody reads',
    async () => {
      const server = startServer()
      const url = await listeningUrl(server)
      // The reader is alive but has stopped reading (stuck, or a log shipper that died while
      // something else still holds the pipe open): the pipe fills up.
      await makeLogs(url)
      server.child.kill('SIGTERM')
      const exit = await waitForExit(server.child, DEADLINE_MS + MARGIN_MS)
      expect(exit, server.stderr()).not.toBe('timeout')
      // Not even the watchdog was needed: closing finished and exited normally.
      expect(exit).toMatchObject({ code: 0, signal: null })
    },
    START_TIMEOUT_MS + 60_000,
  )

  it(
    'finishes within the deadline when the reader of standard output is gone',
    async () => {
      const server = startServer()
      const url = await listeningUrl(server)
      server.child.stdout?.destroy()
      await makeLogs(url, 40)
      server.child.kill('SIGTERM')
      const exit = await waitForExit(server.child, DEADLINE_MS + MARGIN_MS)
      expect(exit, server.stderr()).not.toBe('timeout')
      expect(exit).toMatchObject({ code: 0, signal: null })
    },
    START_TIMEOUT_MS + 60_000,
  )
})

describe('the embedded database', () => {
  it(
    'refuses a second server on the same DATA_DIR, naming the first',
    async () => {
      const first = startServer()
      await listeningUrl(first)
      const second = startServer({ DATA_DIR: first.dataDir })
      const exit = await waitForExit(second.child, START_TIMEOUT_MS)
      expect(exit).toMatchObject({ code: 1 })
      expect(second.stderr()).toContain(`is in use by process ${first.child.pid}`)
      expect(first.child.exitCode).toBeNull()
    },
    2 * START_TIMEOUT_MS,
  )
})

describe('production configuration', () => {
  it(
    'refuses to start without SMTP_URL, naming SMTP_URL and ALLOW_NO_MAIL, before opening the database',
    async () => {
      const server = startServer({ NODE_ENV: 'production' })
      const exit = await waitForExit(server.child, START_TIMEOUT_MS)
      expect(exit).toMatchObject({ code: 1 })
      expect(server.stderr()).toMatch(/SMTP_URL/)
      expect(server.stderr()).toMatch(/ALLOW_NO_MAIL/)
      expect(existsSync(path.join(server.dataDir, 'db'))).toBe(false)
    },
    START_TIMEOUT_MS,
  )
})
