/**
 * The orders' jobs (docs/product/orders.md, "Jobs"), every minute on every instance:
 * - cancel UNPAID orders past their pay_before (TIMEOUT): stock and coins go back, `order.cancelled`;
 * - complete DELIVERED orders shipped more than `order.autoCompleteDays` ago (AUTO_COMPLETE): the
 *   seller is paid, `order.completed`.
 * Safe on several instances: a batch claims its orders with FOR UPDATE SKIP LOCKED, so instances
 * share the work and never take the same order, and each step is still the conditional UPDATE
 * from the status it starts from (an order a buyer is paying right now is locked by that payment
 * and skipped). A batch is one transaction; if an order in it fails, the batch is rolled back and
 * its orders are done one transaction each, so a bad one is logged and stops only itself. Tests call runCancelUnpaidOnce / runAutoCompleteOnce with their own clock.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { intervalJobPlugin, startIntervalJob } from '../../lib/interval-job.ts'
import { claimDue, claimOne, type OrderRow } from './orders.repo.ts'
import { orderSettings } from './orders.settings.ts'
import { cancelOrder, completeOrder } from './orders.steps.ts'

export const ORDERS_JOB_INTERVAL_MS = 60_000
/** Orders per transaction. */
const BATCH = 100
/** 20 × 100 orders a minute per instance at most; a backlog drains over the next minutes. */
const MAX_BATCHES = 20
const DAY_MS = 24 * 60 * 60 * 1000

export interface JobRun {
  done: number
  failed: number
  /** Stopped at the batch limit with more due. */
  more: boolean
}

type Work = (tx: Tx, order: OrderRow, now: Date) => Promise<unknown>
type Due = 'UNPAID' | 'DELIVERED'

/** One transaction over a batch of claimed orders; the number claimed. Throws when one failed (all rolled back). */
async function batchOnce(ctx: AppContext, status: Due, due: Date, work: Work): Promise<number> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const rows = await claimDue(tx, status, due, BATCH)
    for (const order of rows) await work(tx, order, now)
    return rows.length
  })
}

/** After a failed batch: the same orders one transaction each, so one bad order stops only itself. */
async function oneByOne(
  ctx: AppContext,
  status: Due,
  due: Date,
  work: Work,
  run: JobRun,
  log?: FastifyBaseLogger,
) {
  const ids = (await ctx.db.transaction((tx) => claimDue(tx, status, due, BATCH))).map((o) => o.id)
  let done = 0
  for (const id of ids) {
    try {
      const now = ctx.clock.now()
      const ok = await ctx.db.transaction(async (tx) => {
        const order = await claimOne(tx, id, status, due)
        if (order) await work(tx, order, now)
        return order !== null
      })
      if (ok) done += 1
    } catch (err) {
      run.failed += 1
      log?.error({ err, orderId: id }, 'orders job: an order failed')
    }
  }
  run.done += done
  return done
}

async function runBatches(
  ctx: AppContext,
  status: Due,
  due: Date,
  work: Work,
  log?: FastifyBaseLogger,
): Promise<JobRun> {
  const run: JobRun = { done: 0, failed: 0, more: false }
  for (let batch = 1; ; batch++) {
    let claimed: number
    try {
      claimed = await batchOnce(ctx, status, due, work)
      run.done += claimed
    } catch {
      // Something in the batch failed and nothing of it was written: the orders one by one.
      if ((await oneByOne(ctx, status, due, work, run, log)) === 0) return run
      claimed = BATCH
    }
    if (claimed < BATCH) return run
    if (batch >= MAX_BATCHES) return { ...run, more: true }
  }
}

/** Cancels every UNPAID order whose pay_before has passed. */
export function runCancelUnpaidOnce(ctx: AppContext, log?: FastifyBaseLogger): Promise<JobRun> {
  return runBatches(
    ctx,
    'UNPAID',
    ctx.clock.now(),
    (tx, order, now) => cancelOrder(ctx, tx, order, 'TIMEOUT', now),
    log,
  )
}

/** Completes every DELIVERED order shipped more than the setting's days ago. */
export async function runAutoCompleteOnce(ctx: AppContext, log?: FastifyBaseLogger): Promise<JobRun> {
  const { autoCompleteDays } = await orderSettings(ctx.db)
  const due = new Date(ctx.clock.now().getTime() - autoCompleteDays * DAY_MS)
  return runBatches(
    ctx,
    'DELIVERED',
    due,
    (tx, order, now) => completeOrder(ctx, tx, order, 'AUTO_COMPLETE', now),
    log,
  )
}

function startOrdersJob(ctx: AppContext, log: FastifyBaseLogger, everyMs = ORDERS_JOB_INTERVAL_MS) {
  const run = async () => {
    const cancelled = await runCancelUnpaidOnce(ctx, log)
    const completed = await runAutoCompleteOnce(ctx, log)
    if (cancelled.done || completed.done || cancelled.failed || completed.failed)
      log.info({ cancelled, completed }, 'orders job')
  }
  return startIntervalJob('orders job', run, log, everyMs)
}

/** The job as a plugin (app.ts): it starts when the app is ready and stops when it closes. */
export const ordersJobPlugin = (ctx: AppContext): FastifyPluginAsync =>
  intervalJobPlugin((log) => startOrdersJob(ctx, log))
