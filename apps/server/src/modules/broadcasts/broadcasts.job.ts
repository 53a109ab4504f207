/**
 * The broadcast job (docs/admin.md, "System notices"): every 15 seconds, send the scheduled system
 * notices whose time has come, so each goes out within 30 s of `sendAt`. A broadcast is claimed by a
 * conditional UPDATE (SCHEDULED → SENDING, the row taken with SKIP LOCKED), so with several instances
 * only one sends it. Not registered under test: tests call `runBroadcastsOnce` with their own clock.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../../lib/context.ts'
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

/** Runs now and then every `everyMs`; a tick is skipped while the previous run is still going. */
export function startBroadcastJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  everyMs = BROADCAST_JOB_INTERVAL_MS,
) {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = runBroadcastsOnce(ctx)
      .then((run) => {
        if (run.sent) log.info(run, 'scheduled notices sent')
      })
      .catch((err: unknown) => log.error({ err }, 'broadcast job failed'))
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

/** The job as a plugin (app.ts): it starts when the app is ready; closing waits for sends under way. */
export const broadcastJobPlugin =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    let job: ReturnType<typeof startBroadcastJob> | null = null
    app.addHook('onReady', async () => {
      job = startBroadcastJob(ctx, app.log)
    })
    app.addHook('onClose', async () => {
      await job?.stop()
      await broadcastsSettled(ctx)
    })
  }
