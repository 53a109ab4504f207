/**
 * Where the server's log lines go: standard output, through a guard that can never hold up the
 * event loop or the process exit (docs/decisions.md, "Operations").
 *
 * pino's default destination (sonic-boom on fd 1) writes the pending lines synchronously when the
 * process exits; when standard output is a pipe whose reader has stopped reading, the pipe is full
 * and that write retries EAGAIN every 100 ms forever, so `process.exit` never returns and SIGTERM
 * seems ignored. `process.stdout` writes to a pipe or socket through the event loop and never
 * blocks; this guard bounds what may wait in memory meanwhile (later lines are dropped and
 * counted) and stops logging for good once the reader is gone (EPIPE).
 */
import type { Writable } from 'node:stream'

export interface LogStream {
  write(line: string): void
  /** Lines dropped since the last notice about it. */
  readonly dropped: number
}

export const MAX_PENDING_LOG_BYTES = 4 * 1024 * 1024

export function createLogStream(
  out: Writable = process.stdout,
  maxPendingBytes = MAX_PENDING_LOG_BYTES,
): LogStream {
  let broken = false
  let dropped = 0
  // Without a listener an EPIPE (the reader exited) would crash the server.
  out.on('error', () => {
    broken = true
  })
  return {
    get dropped() {
      return dropped
    },
    write(line: string) {
      if (broken || out.destroyed || !out.writable) return
      if (out.writableLength > maxPendingBytes) {
        dropped++
        return
      }
      if (dropped > 0) {
        const notice = {
          level: 40,
          time: Date.now(),
          pid: process.pid,
          dropped,
          msg: 'log lines dropped: standard output was not being read',
        }
        out.write(`${JSON.stringify(notice)}\n`)
        dropped = 0
      }
      out.write(line)
    },
  }
}
