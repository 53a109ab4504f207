import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const watchdogTs = fileURLToPath(new URL('./watchdog.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))

const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

interface Outcome {
  code: number | null
  signal: NodeJS.Signals | null
  /** From the script printing "armed" (or starting) to its exit. */
  ms: number
}

/** Runs `body` in a child process that has `const watchdog = startWatchdog()`; gives up after 60 s. */
function run(body: string): Promise<Outcome | 'timeout'> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kf-watchdog-'))
  dirs.push(dir)
  const script = path.join(dir, 'script.mjs')
  writeFileSync(
    script,
    `import { startWatchdog } from ${JSON.stringify(watchdogTs)}\nconst watchdog = startWatchdog()\n${body}\n`,
  )
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve) => {
    let started = Date.now()
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('armed')) started = Date.now()
    })
    const timer = setTimeout(() => resolve('timeout'), 60_000)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, ms: Date.now() - started })
    })
  })
}

describe('the shutdown watchdog', () => {
  it('kills the process at the deadline while the main thread is stuck', async () => {
    const outcome = await run(`watchdog.arm(500)\nconsole.log('armed')\nfor (;;) {}`)
    expect(outcome).toMatchObject({ code: null, signal: 'SIGKILL' })
    if (outcome === 'timeout') return
    expect(outcome.ms).toBeGreaterThanOrEqual(300)
    expect(outcome.ms).toBeLessThan(10_000)
  }, 70_000)

  it('kills the process stuck in an exit handler, as pino was on a full pipe', async () => {
    const outcome = await run(
      `process.on('exit', () => { for (;;) {} })\nwatchdog.arm(500)\nconsole.log('armed')\nsetTimeout(() => process.exit(0), 50)`,
    )
    expect(outcome).toMatchObject({ code: null, signal: 'SIGKILL' })
  }, 70_000)

  it('lets a process that exits in time keep its exit code', async () => {
    const outcome = await run(
      `watchdog.arm(20_000)\nconsole.log('armed')\nsetTimeout(() => process.exit(3), 50)`,
    )
    expect(outcome).toMatchObject({ code: 3, signal: null })
  }, 70_000)

  it('never keeps an idle process alive', async () => {
    const outcome = await run(`console.log('armed')`)
    expect(outcome).toMatchObject({ code: 0, signal: null })
  }, 70_000)
})
