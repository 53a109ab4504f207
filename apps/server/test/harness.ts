/**
 * One app per test file over one shared database; `reset()` empties the tables between tests.
 * Usage:
 *   const h = useTestApp()
 *   it('…', async () => { const res = await h.app.inject(...) })
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { buildApp } from '../src/app.ts'
import { type Config, loadConfig } from '../src/config.ts'
import type { Database, Db } from '../src/db/client.ts'
import { FakeClock } from '../src/lib/clock.ts'
import { createMailer, type Mailer, mailerOptions, type OutgoingMessage } from '../src/lib/mailer.ts'
import { openTestDatabase, resetDatabase } from './db.ts'

/** Records messages in memory and passes them on to the real mailer (outbox, or SMTP / the SMS provider when set). */
export class RecordingMailer implements Mailer {
  sent: OutgoingMessage[] = []
  constructor(private readonly inner: Mailer) {}
  async send(message: OutgoingMessage) {
    this.sent.push(message)
    await this.inner.send(message)
  }
  async close() {
    await this.inner.close()
  }
  last(to: string): OutgoingMessage | undefined {
    return this.sent.filter((m) => m.to === to).at(-1)
  }
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  clock: FakeClock
  mailer: RecordingMailer
  config: Config
}

export function useTestApp(env: Record<string, string> = {}): TestApp {
  const h = {} as TestApp
  let database: Database
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kf-test-'))
    database = await openTestDatabase()
    h.db = database.db
    h.clock = new FakeClock()
    // Request limits are tested on their own (rate-limit.test.ts); elsewhere they would only get in the way.
    h.config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RATE_LIMIT_SCALE: '1000',
      // Test files share one Redis and all count members from 1: each file's counters stay its own
      // (instances that must share them pass the same namespace).
      REDIS_NAMESPACE: `test-${randomUUID()}:`,
      ...env,
    })
    h.mailer = new RecordingMailer(createMailer(h.db, mailerOptions(h.config)))
    h.app = await buildApp({ config: h.config, db: h.db, clock: h.clock, mailer: h.mailer })
    await h.app.ready()
  }, 60_000)
  beforeEach(async () => {
    await resetDatabase(h.db)
    await h.app.ctx.limits.clear()
    h.mailer.sent = []
    h.clock.set('2026-11-23T02:00:00Z')
  })
  afterAll(async () => {
    await h.app?.close()
    await database?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
  return h
}

export interface ApiResponse<T = unknown> {
  status: number
  body: { success: boolean; code: number; message: string; result: T; timestamp: number }
  headers: Record<string, unknown>
}

/** app.inject with the envelope parsed. */
export async function call<T = unknown>(app: FastifyInstance, opts: InjectOptions): Promise<ApiResponse<T>> {
  const res = await app.inject(opts)
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}
