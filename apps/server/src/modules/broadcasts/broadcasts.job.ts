/**
 * The broadcast job (docs/admin.md, "System notices"): every 15 seconds, send the scheduled system
 * notices whose time has come, so each goes out within 30 s of `sendAt`. A broadcast is claimed by a
 * conditional UPDATE (SCHEDULED → SENDING, the row taken with SKIP LOCKED), so with several instances
 * only one sends it. Not registered under test: tests call `runBroadcastsOnce` with their own clock.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../../lib/context.ts'
import { intervalJobPlugin, startIntervalJob } from '../../lib/interval-job.ts'
import { claimDue } from './broadcasts.repo.ts'
import { broadcastsSettled, sendClaimed } from './broadcasts.service.ts'

export const BROADCAST_JOB_INTERVAL_MS = 15_000

export interface BroadcastRun {
  /** Broadcasts this run sent. */
  sent: number
  /** Notices written. */
  recipients: number
}

/** Sends every due broadcast this instance can claim, one after another. Exposed for tests and scripts. */
export async function runBroadcastsOnce(ctx: AppContext): Promise<BroadcastRun> {
  const run: BroadcastRun = { sent: 0, recipients: 0 }
  for (;;) {
    const claimed = await claimDue(ctx.db, ctx.clock.now())
    if (!claimed) return run
    run.recipients += await sendClaimed(ctx, claimed)
    run.sent += 1
  }
}

/** Runs now and then every `everyMs` (lib/interval-job.ts). */
export function startBroadcastJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  everyMs = BROADCAST_JOB_INTERVAL_MS,
) {
  const run = async () => {
    const done = await runBroadcastsOnce(ctx)
    if (done.sent) log.info(done, 'scheduled notices sent')
  }
  return startIntervalJob('broadcast job', run, log, everyMs)
}

/** The job as a plugin (app.ts): it starts when the app is ready; closing waits for sends under way. */
export const broadcastJobPlugin = (ctx: AppContext): FastifyPluginAsync =>
  intervalJobPlugin(
    (log) => startBroadcastJob(ctx, log),
    () => broadcastsSettled(ctx),
  )
