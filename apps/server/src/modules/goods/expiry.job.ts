/**
 * The expiry job (docs/product/states-and-notices.md notices, docs/product/domain-rules.md): every minute, tell sellers whose listing ends within
 * EXPIRY_SOON_HOURS (GOODS_EXPIRED_SOON) and whose listing has ended (GOODS_EXPIRED). Each notice
 * goes out once even with several server instances: a run holds a transaction-scoped advisory lock
 * (others skip that minute), and each listing is claimed by the UPDATE that sets its flag.
 * Renewing or putting up again clears the flags, so the next period is announced again.
 *
 * Bulk work never starves requests: notices go out in one INSERT per batch of 500, a tick does at
 * most MAX_BATCHES_PER_TICK batches (the rest waits for the next minute), and after each batch the
 * job rests three times as long as the batch took, so it uses at most a quarter of one database
 * connection's time however far behind it is (docs/decisions.md, Listings).
 */
import { EXPIRY_SOON_HOURS, type NoticeType } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { intervalJobPlugin, startIntervalJob } from '../../lib/interval-job.ts'
import { localized, type MessageKey } from '../../lib/messages.ts'
import { notifyMany } from '../notices/index.ts'
import { type Claimed, claimExpired, claimExpiringSoon } from './expiry.repo.ts'

export const EXPIRY_JOB_INTERVAL_MS = 60_000
/** Rows per transaction, so one run never holds thousands of row locks at once. */
const BATCH = 500
/** Advisory lock key (two int4s: a namespace, then the job), distinct from single-bigint keys. */
const LOCK_SPACE = 0x4b46 // "KF"
const LOCK_EXPIRY = 1
const HOUR_MS = 60 * 60 * 1000
/** 20 × 500 = 10,000 listings a minute at most; a backlog drains over the next minutes. */
export const MAX_BATCHES_PER_TICK = 20
/** Rest after a batch, as a multiple of the time the batch took. */
const REST_FACTOR = 3
const MIN_REST_MS = 20

export interface ExpiryRun {
  soon: number
  expired: number
  /** Another instance held the lock; it does the work this time. */
  skipped: boolean
  /** Stopped at the batch limit with more due: the next tick goes on. */
  more: boolean
}

/** How a run spaces its batches: none for tests and scripts, paced for the job. */
export interface Pace {
  maxBatches: number
  rest(batchMs: number): Promise<void>
}
const unpaced: Pace = { maxBatches: Number.POSITIVE_INFINITY, rest: async () => {} }
export const jobPace: Pace = {
  maxBatches: MAX_BATCHES_PER_TICK,
  rest: (batchMs) => new Promise((r) => setTimeout(r, Math.max(MIN_REST_MS, batchMs * REST_FACTOR))),
}

function tell(ctx: AppContext, db: DbOrTx, rows: Claimed[], type: NoticeType, texts: 'expiring' | 'expired') {
  const title: MessageKey = `notice.${texts}.title`
  const content: MessageKey = `notice.${texts}.content`
  return notifyMany(
    ctx,
    db,
    type,
    rows.map((g) => ({
      memberId: g.sellerId,
      payload: {
        title: localized(title),
        content: localized(content, { goods: g.name }),
        goods: { id: g.id, name: g.name, picture: g.cover },
      },
    })),
  )
}

async function runBatch(ctx: AppContext): Promise<{ soon: number; expired: number } | null> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}::int, ${LOCK_EXPIRY}::int) as locked`,
    )
    if (!lock?.locked) return null
    const soon = await claimExpiringSoon(
      tx,
      now,
      new Date(now.getTime() + EXPIRY_SOON_HOURS * HOUR_MS),
      BATCH,
    )
    await tell(ctx, tx, soon, 'GOODS_EXPIRED_SOON', 'expiring')
    const expired = await claimExpired(tx, now, BATCH)
    await tell(ctx, tx, expired, 'GOODS_EXPIRED', 'expired')
    return { soon: soon.length, expired: expired.length }
  })
}

/** One pass over what is due now, in batches of BATCH, spaced by `pace`. Exposed for tests and scripts. */
export async function runExpiryOnce(ctx: AppContext, pace: Pace = unpaced): Promise<ExpiryRun> {
  const total: ExpiryRun = { soon: 0, expired: 0, skipped: false, more: false }
  for (let batches = 1; ; batches++) {
    const started = performance.now()
    const run = await runBatch(ctx)
    if (!run) return { ...total, skipped: true }
    total.soon += run.soon
    total.expired += run.expired
    if (run.soon < BATCH && run.expired < BATCH) return total
    if (batches >= pace.maxBatches) return { ...total, more: true }
    await pace.rest(performance.now() - started)
  }
}

/** Runs now and then every `everyMs` (lib/interval-job.ts). */
export function startExpiryJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  everyMs = EXPIRY_JOB_INTERVAL_MS,
  pace: Pace = jobPace,
) {
  const run = async () => {
    const done = await runExpiryOnce(ctx, pace)
    if (done.soon || done.expired) log.info(done, 'expiry notices sent')
  }
  return startIntervalJob('expiry job', run, log, everyMs)
}

/** The job as a plugin (app.ts): it starts when the app is ready and stops when it closes. */
export const expiryJobPlugin = (ctx: AppContext): FastifyPluginAsync =>
  intervalJobPlugin((log) => startExpiryJob(ctx, log))
