/**
 * Spends per second on one hot wallet (issue goal: ≥ 500/s on PostgreSQL). Every spend runs the
 * real service: its own transaction, the conditional balance update and the ledger insert.
 * Run by `npm run bench`; prints one JSON line.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import { openPostgres } from '../src/db/client.ts'
import { members } from '../src/db/schema.ts'
import { systemClock } from '../src/lib/clock.ts'
import type { AppContext } from '../src/lib/context.ts'
import { createEventBus } from '../src/lib/events.ts'
import { memoryLimiter } from '../src/lib/limiter.ts'
import type { Mailer } from '../src/lib/mailer.ts'
import { createRealtime } from '../src/lib/realtime.ts'
import { earn, spend } from '../src/modules/coins/coins.service.ts'

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const seconds = Number(process.env.BENCH_DURATION ?? 10)
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 20)

const name = `kf_bench_coins_${Date.now()}`
const admin = new pg.Client({ connectionString: base })
await admin.connect()
await admin.query(`create database ${name}`)
const url = new URL(base)
url.pathname = `/${name}`
const database = await openPostgres(url.toString(), { max: concurrency })
const noMail: Mailer = { send: async () => {}, close: async () => {} }
const ctx: AppContext = {
  config: loadConfig({ NODE_ENV: 'test' }),
  db: database.db,
  clock: systemClock,
  mailer: noMail,
  events: createEventBus(),
  jwtKey: new Uint8Array(32),
  codeKey: new Uint8Array(32),
  realtime: createRealtime(null, () => {}),
  limits: memoryLimiter(),
}

try {
  const [m] = await database.db
    .insert(members)
    .values({
      username: 'hot_wallet',
      email: 'hot@example.com',
      passwordHash: 'x',
      nickName: 'hot',
      invitationCode: 'HOT00001',
    })
    .returning()
  if (!m) throw new Error('no member')
  await earn(ctx, { memberId: m.id, amount: 10_000_000, reason: 'ADMIN_ADJUST', key: 'bench-seed' })

  const latencies: number[] = []
  const prefix = randomBytes(4).toString('hex')
  let n = 0
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now()
        await spend(ctx, { memberId: m.id, amount: 1, reason: 'BOOST_GOODS', key: `${prefix}-${n++}` })
        latencies.push(performance.now() - t0)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Math.round((latencies[Math.floor(latencies.length * p)] ?? 0) * 10) / 10
  console.log(
    JSON.stringify({
      title: 'coin spends on one hot wallet (service, PostgreSQL)',
      reqPerSec: Math.round(latencies.length / seconds),
      p50ms: pct(0.5),
      p99ms: pct(0.99),
      non2xx: 0,
      errors: 0,
    }),
  )
} finally {
  await database.close()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
