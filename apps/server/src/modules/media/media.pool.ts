/**
 * The image worker processes (docs/decisions.md, Images). Decoding runs in child processes, not
 * in the server: an image that takes too long is stopped by killing its process (a libvips decode
 * cannot be interrupted from outside), a decoder's crash or memory takes only the worker down,
 * and workers for large images run at a lower priority than the server, so requests get the CPU
 * first. Who may render, and when, is the queues' business (media.queue.ts); a pool runs what it
 * is given, one image per process, never more at once than it has workers.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Encoded, Rendered, RenderFailure } from './media.render.ts'
import type { WorkerJob, WorkerReply } from './media.worker.ts'

/** Starting a worker (Node and sharp; from source, tsx too) takes well under this. */
const START_LIMIT_MS = 30_000

export type RenderOutcome =
  | { ok: true; rendered: Rendered }
  | { ok: false; failure: RenderFailure | 'timeout' }

/** The worker's entry: built beside dist/main.js (build.mjs), or run from source through tsx. */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url
  if (!here.endsWith('.ts')) return { file: fileURLToPath(new URL('./image-worker.js', here)), execArgv: [] }
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href
  return { file: fileURLToPath(new URL('./media.worker.ts', here)), execArgv: ['--import', tsx] }
}

/** IPC hands over a Uint8Array; the renditions are Buffers again on this side. */
const encodedOf = (e: Encoded): Encoded => ({
  data: Buffer.from(e.data.buffer, e.data.byteOffset, e.data.byteLength),
  width: e.width,
  height: e.height,
})

interface Pending {
  id: number
  resolve: (outcome: RenderOutcome) => void
  timer: NodeJS.Timeout
}

class Worker {
  private readonly child: ChildProcess
  readonly started: Promise<void>
  private pending: Pending | null = null
  private nextId = 1
  private exited = false
  /** False once killed or gone: never given another job. */
  alive = true

  constructor(nice: number, onExit: (worker: Worker) => void) {
    const { file, execArgv } = workerEntry()
    this.child = fork(file, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    try {
      if (this.child.pid && nice !== 0) setPriority(this.child.pid, nice)
    } catch {
      // Not permitted here: the worker runs at the server's priority, still bounded in number.
    }
    this.started = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('image worker did not start')), START_LIMIT_MS)
      this.child.once('message', () => {
        clearTimeout(timer)
        resolve()
      })
      this.child.once('exit', () => {
        clearTimeout(timer)
        reject(new Error('image worker exited while starting'))
      })
    })
    this.started.catch(() => {})
    this.child.on('message', (reply: WorkerReply) => this.answer(reply))
    const gone = () => {
      if (this.exited) return
      this.exited = true
      this.alive = false
      // A crash while rendering is the image's doing as far as the uploader can tell.
      this.settle({ ok: false, failure: 'unreadable' })
      onExit(this)
    }
    this.child.on('exit', gone)
    this.child.on('error', gone)
    // Idle workers do not keep the server's process alive; a job's timer does while it runs.
    this.child.unref()
    this.child.channel?.unref()
  }

  get pid(): number | undefined {
    return this.child.pid
  }

  /** Renders `bytes`; past `timeLimitMs` the process is killed and the outcome is 'timeout'. */
  async run(bytes: Buffer, maxPixels: number, timeLimitMs: number): Promise<RenderOutcome> {
    await this.started
    return new Promise((resolve) => {
      const id = this.nextId++
      const timer = setTimeout(() => {
        this.settle({ ok: false, failure: 'timeout' })
        this.kill()
      }, timeLimitMs)
      this.pending = { id, resolve, timer }
      const job: WorkerJob = { id, bytes, maxPixels }
      this.child.send(job, (err) => {
        if (err) this.settle({ ok: false, failure: 'unreadable' })
      })
    })
  }

  kill(): void {
    this.alive = false
    this.child.kill('SIGKILL')
  }

  private answer(reply: WorkerReply): void {
    if ('ready' in reply || reply.id !== this.pending?.id) return
    this.settle(
      reply.ok
        ? { ok: true, rendered: { display: encodedOf(reply.display), thumb: encodedOf(reply.thumb) } }
        : { ok: false, failure: reply.failure },
    )
  }

  private settle(outcome: RenderOutcome): void {
    const pending = this.pending
    if (!pending) return
    this.pending = null
    clearTimeout(pending.timer)
    pending.resolve(outcome)
  }
}

export class ImagePool {
  private readonly workers = new Set<Worker>()
  private readonly idle: Worker[] = []
  private readonly waiting: ((worker: Worker) => void)[] = []
  private given = 0

  /** `nice`: the workers' niceness; above 0, the server's requests (niceness 0) run first. */
  constructor(
    readonly size: number,
    readonly nice: number,
  ) {}

  /** Images handed to a worker so far (tests check that a refusal never got this far). */
  get jobs(): number {
    return this.given
  }

  /** Process ids of the live workers (tests check that a timed-out one is gone). */
  get pids(): number[] {
    return [...this.workers].flatMap((w) => (w.pid ? [w.pid] : []))
  }

  async render(bytes: Buffer, maxPixels: number, timeLimitMs: number): Promise<RenderOutcome> {
    this.given++
    const worker = await this.take()
    try {
      return await worker.run(bytes, maxPixels, timeLimitMs)
    } catch {
      return { ok: false, failure: 'unreadable' }
    } finally {
      this.give(worker)
    }
  }

  /** Starts every worker now, so the first uploads do not wait for one to start. */
  async warm(): Promise<void> {
    while (this.workers.size < this.size) this.idle.push(this.spawn())
    await Promise.allSettled([...this.workers].map((w) => w.started))
  }

  /** Ends every worker; the next render starts new ones. */
  close(): void {
    for (const worker of this.workers) worker.kill()
    this.workers.clear()
    this.idle.length = 0
  }

  private spawn(): Worker {
    const worker = new Worker(this.nice, (gone) => {
      this.workers.delete(gone)
      const at = this.idle.indexOf(gone)
      if (at >= 0) this.idle.splice(at, 1)
      // A waiter would otherwise wait for a worker that never comes back.
      const next = this.waiting.shift()
      if (next) next(this.spawn())
    })
    this.workers.add(worker)
    return worker
  }

  private take(): Promise<Worker> {
    const ready = this.idle.pop()
    if (ready) return Promise.resolve(ready)
    if (this.workers.size < this.size) return Promise.resolve(this.spawn())
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  private give(worker: Worker): void {
    if (!worker.alive || !this.workers.has(worker)) return
    const next = this.waiting.shift()
    if (next) next(worker)
    else this.idle.push(worker)
  }
}
