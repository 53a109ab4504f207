import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { takeLock } from './client.ts'

const dirs: string[] = []
function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kf-lock-'))
  dirs.push(dir)
  return path.join(dir, 'db')
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('the embedded database lock', () => {
  it('refuses a second holder while the first is alive, naming the holder', () => {
    const dataDir = tempDataDir()
    // Another live process (our parent) holds the lock.
    writeFileSync(`${dataDir}.lock`, String(process.ppid))
    expect(() => takeLock(dataDir)).toThrow(/in use by process \d+.*DATABASE_URL/s)
  })

  it('takes over a stale lock left by a dead process, and releases it', () => {
    const dataDir = tempDataDir()
    writeFileSync(`${dataDir}.lock`, '999999999')
    const release = takeLock(dataDir)
    expect(() => takeLock(path.join(path.dirname(dataDir), 'other'))).not.toThrow()
    release()
    const again = takeLock(dataDir)
    again()
  })
})
