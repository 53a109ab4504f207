/**
 * The shutdown deadline, kept by a worker thread so that it holds even when the main thread can no
 * longer run (stuck in a synchronous call, an exit handler, or a native wait): once armed, the
 * worker kills the whole process with SIGKILL when the deadline passes (docs/decisions.md,
 * "Operations"). Started with the server so arming it needs nothing but a message.
 */
import { Worker } from 'node:worker_threads'

// CommonJS evaluated in the worker: no file to locate, from the sources or from the bundle.
const workerSource = `
const { parentPort } = require('node:worker_threads')
parentPort.once('message', ({ pid, deadline }) => {
  setTimeout(() => process.kill(pid, 'SIGKILL'), Math.max(0, deadline - Date.now()))
})
`

export interface Watchdog {
  /** Kills the process `ms` milliseconds from now unless it has exited by then. */
  arm(ms: number): void
}

export function startWatchdog(): Watchdog {
  const worker = new Worker(workerSource, { eval: true })
  // An idle (or armed) watchdog never keeps the process alive by itself.
  worker.unref()
  worker.on('error', (err) => console.error(`shutdown watchdog stopped: ${err.message}`))
  return {
    arm(ms) {
      worker.postMessage({ pid: process.pid, deadline: Date.now() + ms })
    },
  }
}
