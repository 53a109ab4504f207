/**
 * A background job that runs now and then every `everyMs` on one instance (the listing expiry job,
 * the scheduled-notice job): a tick is skipped while the previous run is still going, a failed run
 * is logged and the next tick tries again, and the timer never keeps a process alive on its own.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'

export interface IntervalJob {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>
}

export function startIntervalJob(
  name: string,
  run: () => Promise<void>,
  log: FastifyBaseLogger,
  everyMs: number,
): IntervalJob {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = run()
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
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

/**
 * A job as a plugin (app.ts): it starts when the app is ready; closing stops it, waits for its run,
 * then for `settled` (work the run handed on, e.g. notices being sent after commit).
 */
export function intervalJobPlugin(
  start: (log: FastifyBaseLogger) => IntervalJob,
  settled: () => Promise<void> = async () => {},
): FastifyPluginAsync {
  return async (app) => {
    let job: IntervalJob | null = null
    app.addHook('onReady', async () => {
      job = start(app.log)
    })
    app.addHook('onClose', async () => {
      await job?.stop()
      await settled()
    })
  }
}
