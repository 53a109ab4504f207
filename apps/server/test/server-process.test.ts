/**
 * The real server process (src/main.ts through tsx), as an operator runs it: it shuts down within
 * its deadline whatever happens to its standard output, and production refuses to start without
 * mail. Every child is started on port 0 with its own DATA_DIR and killed at the end.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEADLINE_MS,
  listeningUrl,
  MARGIN_MS,
  START_TIMEOUT_MS,
  startServer,
  stopAll,
  waitForExit,
} from './processes.ts'

afterEach(stopAll)

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
