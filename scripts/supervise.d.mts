/** Types for supervise.mjs, imported by the start script's test (apps/server/test/start-script.test.ts). */
import type { ChildProcess } from 'node:child_process'

export function supervise(
  child: ChildProcess,
  options?: { killAfterMs?: number; parentPollMs?: number },
): void
