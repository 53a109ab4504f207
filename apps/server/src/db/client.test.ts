import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { takeLock } from './client.ts'

const clientTs = fileURLToPath(new URL('./client.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))
const inUse = /in use by process (\d+).*DATABASE_URL/s

const dirs: string[] = []
const children: ChildProcess[] = []
function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kf-lock-'))
  dirs.push(dir)
  return path.join(dir, 'db')
}
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Resolves when the child prints `word` on its standard output; rejects after 60 s or on exit. */
function waitFor(child: ChildProcess, word: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => done(new Error(`no "${word}" after 60 s: ${seen}`)), 60_000)
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (seen.includes(word)) done()
    }
    const onExit = () => done(new Error(`exited before "${word}": ${seen}`))
    function done(err?: Error) {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
      if (err) reject(err)
      else resolve()
    }
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
  })
}

/** Another process that takes the lock and holds it until told (a line on stdin) to release it. */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const script = path.join(path.dirname(dataDir), 'holder.mjs')
  writeFileSync(
    script,
    `import { takeLock } from ${JSON.stringify(clientTs)}
const release = await takeLock(${JSON.stringify(dataDir)})
console.log('held')
process.stdin.once('data', async () => { await release(); console.log('released') })
`,
  )
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  children.push(child)
  await waitFor(child, 'held')
  return child
}

describe('the embedded database lock', () => {
  it('is not blocked by a stale lock file naming a live, unrelated process', async () => {
    const dataDir = tempDataDir()
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' })
    children.push(unrelated)
    // The PID file an older version left behind; its PID now belongs to someone else.
    writeFileSync(`${dataDir}.lock`, String(unrelated.pid))
    const release = await takeLock(dataDir)
    await release()
  })

  it('replaces a stale lock file of a dead process, and releases the lock', async () => {
    const dataDir = tempDataDir()
    writeFileSync(`${dataDir}.lock`, '999999999')
    const release = await takeLock(dataDir)
    const other = await takeLock(path.join(path.dirname(dataDir), 'other'))
    await other()
    await release()
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    const again = await takeLock(dataDir)
    await again()
  })

  it('refuses a second open in the same process', async () => {
    const dataDir = tempDataDir()
    const release = await takeLock(dataDir)
    await expect(takeLock(dataDir)).rejects.toThrow(inUse)
    await release()
  })

  it('refuses another process while the holder lives, naming it, and lets it in once released', async () => {
    const dataDir = tempDataDir()
    const holder = await holderProcess(dataDir)
    const refused = takeLock(dataDir)
    await expect(refused).rejects.toThrow(inUse)
    await expect(refused).rejects.toThrow(`in use by process ${holder.pid}`)
    // Also through the lock file alone, as a server in another container sharing DATA_DIR sees it.
    await expect(takeLock(dataDir, { hostLock: false })).rejects.toThrow(`in use by process ${holder.pid}`)

    holder.stdin?.write('release\n')
    await waitFor(holder, 'released')
    const release = await takeLock(dataDir)
    await release()
  }, 90_000)

  it('is free again as soon as its holder is killed', async () => {
    const dataDir = tempDataDir()
    const holder = await holderProcess(dataDir)
    await expect(takeLock(dataDir)).rejects.toThrow(inUse)
    holder.kill('SIGKILL')
    await waitForExit(holder)
    // The killed holder's socket file is still there; nobody answers on it any more.
    expect(existsSync(`${dataDir}.lock`)).toBe(true)
    const release = await takeLock(dataDir)
    await release()
  }, 90_000)

  it('refuses a DATA_DIR too long for a socket path instead of cutting it short', async () => {
    const dataDir = path.join(path.dirname(tempDataDir()), 'x'.repeat(100), 'db')
    await expect(takeLock(dataDir)).rejects.toThrow(/DATA_DIR is too long/)
  })
})
