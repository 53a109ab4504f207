/**
 * Server processes for tests (src/main.ts through tsx), as an operator runs them: each child is
 * started on port 0 with its own DATA_DIR; `stopAll` (an afterEach) kills what is left.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = path.resolve(serverRoot, '../..')
const mainTs = path.join(serverRoot, 'src/main.ts')
/** SHUTDOWN_DEADLINE_MS in src/main.ts. */
export const DEADLINE_MS = 10_000
export const MARGIN_MS = 5_000
/** Start-up compiles the sources and creates a fresh embedded database: slow on a busy machine. */
export const START_TIMEOUT_MS = 120_000

/** Settings of the shell the tests run in that would change how a child starts. */
const INHERITED_NOT = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ALLOW_NO_MAIL',
  'PUBLIC_URL',
  'API_DOCS',
  'PHONE_VERIFICATION',
  'SMS_PROVIDER',
  'SMS_TIMEOUT_MS',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_API_KEY',
  'TWILIO_API_SECRET',
  'TWILIO_FROM',
  'TWILIO_MESSAGING_SERVICE_SID',
  'TWILIO_API_BASE',
]

const children: ChildProcess[] = []
const dirs: string[] = []

export function stopAll(): void {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

export interface Server {
  child: ChildProcess
  dataDir: string
  stderr: () => string
}

export function startServer(env: Record<string, string> = {}): Server {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-proc-'))
  dirs.push(dataDir)
  const inherited = { ...process.env }
  for (const name of INHERITED_NOT) delete inherited[name]
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

export type Exit = { code: number | null; signal: NodeJS.Signals | null; ms: number } | 'timeout'

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<Exit> {
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
export function listeningUrl(server: Server): Promise<string> {
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
