/**
 * The expiry job (SPEC §4 notices, DESIGN §4): every minute, tell sellers whose listing ends within
 * EXPIRY_SOON_HOURS (GOODS_EXPIRED_SOON) and whose listing has ended (GOODS_EXPIRED). Each notice
 * goes out once even with several server instances: a run holds a transaction-scoped advisory lock
 * (others skip that minute), and each listing is claimed by the UPDATE that sets its flag.
 * Renewing or putting up again clears the flags, so the next period is announced again.
 */
import { EXPIRY_SOON_HOURS, type NoticeType } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { localized, type MessageKey } from '../../lib/messages.ts'
import { notify } from '../notices/notices.service.ts'
import { type Claimed, claimExpired, claimExpiringSoon } from './expiry.repo.ts'

export const EXPIRY_JOB_INTERVAL_MS = 60_000
/** Rows per transaction, so one run never holds thousands of row locks at once. */
const BATCH = 500
/** Advisory lock key (two int4s: a namespace, then the job), distinct from single-bigint keys. */
const LOCK_SPACE = 0x4b46 // "KF"
const LOCK_EXPIRY = 1
const HOUR_MS = 60 * 60 * 1000

export interface ExpiryRun {
  soon: number
  expired: number
  /** Another instance held the lock; it does the work this time. */
  skipped: boolean
}

async function tell(db: DbOrTx, rows: Claimed[], type: NoticeType, texts: 'expiring' | 'expired') {
  const title: MessageKey = `notice.${texts}.title`
  const content: MessageKey = `notice.${texts}.content`
  for (const g of rows) {
    await notify(db, g.sellerId, type, {
      title: localized(title),
      content: localized(content, { goods: g.name }),
      goods: { id: g.id, name: g.name, picture: g.cover },
    })
  }
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
    await tell(tx, soon, 'GOODS_EXPIRED_SOON', 'expiring')
    const expired = await claimExpired(tx, now, BATCH)
    await tell(tx, expired, 'GOODS_EXPIRED', 'expired')
    return { soon: soon.length, expired: expired.length }
  })
}

/** One pass over everything due now (in batches). Exposed for tests and scripts. */
export async function runExpiryOnce(ctx: AppContext): Promise<ExpiryRun> {
  const total: ExpiryRun = { soon: 0, expired: 0, skipped: false }
  for (;;) {
    const run = await runBatch(ctx)
    if (!run) return { ...total, skipped: true }
    total.soon += run.soon
    total.expired += run.expired
    if (run.soon < BATCH && run.expired < BATCH) return total
  }
}

/** Runs now and then every `everyMs`; a tick is skipped while the previous run is still going. */
export function startExpiryJob(ctx: AppContext, log: FastifyBaseLogger, everyMs = EXPIRY_JOB_INTERVAL_MS) {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = runExpiryOnce(ctx)
      .then((run) => {
        if (run.soon || run.expired) log.info(run, 'expiry notices sent')
      })
      .catch((err: unknown) => log.error({ err }, 'expiry job failed'))
      .finally(() => {
        running = null
      })
  }
  tick()
  const timer = setInterval(tick, everyMs)
  // The job must never keep a process alive on its own (scripts, tests).
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
