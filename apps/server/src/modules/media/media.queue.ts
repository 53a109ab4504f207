/**
 * A process-wide bound on simultaneous image decodes (docs/decisions.md, Images). Decoding is the
 * one CPU-heavy step of an upload: without a bound, a burst of large photos takes every core and
 * every libuv thread, and all other requests stall. With it, a burst waits its turn, and once the
 * queue is full further uploads are refused at once with 429 1003 rather than waiting for minutes.
 */
import { tooMany } from '../../lib/errors.ts'

/** Decodes at once: leaves libuv threads for file writes and password hashing. */
export const DECODE_SLOTS = 2
/** Uploads waiting for a slot before more are refused: a few listings' worth of photos. */
export const DECODE_QUEUE_MAX = 16

export class DecodeQueue {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks holding a slot now. */
  get running(): number {
    return this.active
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length
  }

  /** Runs `task` once a slot is free; 429 1003 when the queue is already full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      return await task()
    } finally {
      this.release()
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.slots) {
      this.active++
      return Promise.resolve()
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(tooMany())
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Hands the slot straight to the next waiter, so a newcomer cannot overtake the queue. */
  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.active--
  }
}

/** The one queue of this process: sharp's thread pool is per process too. */
export const decodeQueue = new DecodeQueue(DECODE_SLOTS, DECODE_QUEUE_MAX)
