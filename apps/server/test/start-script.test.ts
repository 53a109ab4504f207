/**
 * `npm start` (scripts/start.mjs) stops with its server: a SIGTERM to npm, to the start process or
 * the loss of npm's shell stops the server child, and nothing of the chain is left running. The
 * server here is a stand-in that takes 200 ms to stop (the real one's shutdown has its own tests,
 * server-process.test.ts); the start process is the real supervise.mjs.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const superviseUrl = pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/supervise.mjs')).href

/**
 * A start script that supervises a stand-in server; each prints its process id once its signal
 * handlers are in place.
 */
const startScript = (serverCode: string) => `
import { spawn } from 'node:child_process'
import { supervise } from ${JSON.stringify(superviseUrl)}
const server = spawn(process.execPath, ['-e', ${JSON.stringify(serverCode)}], { stdio: ['ignore', 'inherit', 'inherit'] })
supervise(server, { killAfterMs: 2000, parentPollMs: 100 })
console.log('start ' + process.pid)
`
const READY = "setInterval(() => {}, 1000); console.log('server ' + process.pid)"
const STOPS = `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 200)); ${READY}`
const IGNORES = `for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => {}); ${READY}`

const started: ChildProcess[] = []
/** Every start process and stand-in server seen: a failing test leaves them running otherwise. */
const seen: number[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL')
  for (const pid of seen.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A folder with package.json (`npm start` runs the start script) and start.mjs. */
function project(serverCode: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kf-start-'))
  dirs.push(dir)
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ private: true, scripts: { start: 'node start.mjs' } }),
  )
  writeFileSync(path.join(dir, 'start.mjs'), startScript(serverCode))
  return dir
}

/** Starts `command` in `dir`; resolves with the start process's and the server's ids once printed. */
function run(command: string, args: string[], dir: string) {
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] })
  started.push(child)
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const pids = new Promise<{ start: number; server: number }>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const start = /start (\d+)/.exec(out)?.[1]
      const server = /server (\d+)/.exec(out)?.[1]
      if (!start || !server) return
      seen.push(Number(start), Number(server))
      resolve({ start: Number(start), server: Number(server) })
    })
    child.on('exit', () => reject(new Error(`exited before starting: ${out}`)))
  })
  return { child, exit, pids }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Waits until none of `pids` runs (an exited child is reaped once its parent is gone). */
async function gone(pids: number[], withinMs: number) {
  const until = Date.now() + withinMs
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
  return pids.filter(alive)
}

describe('npm start', () => {
  it('stops the server and itself when npm gets SIGTERM (npm signals only its shell)', async () => {
    const { child, exit, pids } = run('npm', ['start', '--silent'], project(STOPS))
    const { start, server } = await pids
    child.kill('SIGTERM')
    await exit
    expect(await gone([start, server], 5000)).toEqual([])
  }, 30_000)

  it('forwards SIGTERM to the server and exits with its status once it has stopped', async () => {
    const { exit, pids } = run(process.execPath, ['start.mjs'], project(STOPS))
    const { start, server } = await pids
    process.kill(start, 'SIGTERM')
    expect(await exit).toEqual({ code: 0, signal: null })
    expect(await gone([server], 2000)).toEqual([])
  }, 30_000)

  it('stops the server when its shell is killed from under it', async () => {
    const { child, pids } = run('sh', ['-c', 'node start.mjs; echo after'], project(STOPS))
    const { start, server } = await pids
    child.kill('SIGKILL')
    expect(await gone([start, server], 5000)).toEqual([])
  }, 30_000)

  it('kills a server that outlives its shutdown deadline (exit status 137)', async () => {
    const { exit, pids } = run(process.execPath, ['start.mjs'], project(IGNORES))
    const { start, server } = await pids
    process.kill(start, 'SIGINT')
    expect(await exit).toEqual({ code: 137, signal: null })
    expect(await gone([server], 2000)).toEqual([])
  }, 30_000)
})
