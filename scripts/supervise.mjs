// The server child of `npm start` (scripts/start.mjs) lives and dies with the start process.
//
// `npm start` runs `sh -c "node scripts/start.mjs"`. On SIGTERM npm signals only its own child, the
// shell, and dash dies without passing the signal on: this process is left behind (its parent
// becomes init) with the server still listening. So a signal here is forwarded to the server, and
// a parent that goes away counts as a SIGTERM too; either way this process exits once the server
// has (with its status), or kills it when it outlives its own shutdown deadline.
import { constants } from 'node:os'

/** The server gives itself 10 s to shut down (apps/server/src/main.ts); past that, it is killed. */
const KILL_AFTER_MS = 15_000
/** How often the parent is looked for: a stop arrives within this after the shell is gone. */
const PARENT_POLL_MS = 250

/**
 * Forwards SIGINT, SIGTERM and SIGHUP to `child`, stops it when this process's parent is gone, and
 * exits with the child's status once it has exited (128 + the signal number when a signal ended it).
 */
export function supervise(child, { killAfterMs = KILL_AFTER_MS, parentPollMs = PARENT_POLL_MS } = {}) {
  const parent = process.ppid
  let stopping = false
  const stop = (signal) => {
    // Ctrl+C reaches every process of the terminal's group and npm forwards it too: one is enough.
    if (stopping) return
    stopping = true
    child.kill(signal)
    setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM')
  }, parentPollMs)
  child.on('exit', (code, signal) => {
    clearInterval(watch)
    process.exit(code ?? 128 + (constants.signals[signal] ?? 0))
  })
}
