/**
 * The process-wide bound on image work, shared fairly between members (docs/decisions.md,
 * Images). Decoding is the one CPU-heavy step of an upload: a few run at once, each member has at
 * most one of them, and a freed slot goes to the member who has waited longest since their last
 * turn, so one member's burst never makes another's picture wait behind it. A member over their
 * share, or a line already too long, is refused at once with 429 1003 rather than queued. Small
 * images have a line of their own, so they never wait behind a large one.
 */
import { tooMany } from '../../lib/errors.ts'

/** Large images worked on at once: one worker process each, on this machine's two cores. */
export const DECODE_SLOTS = 2
/** Small images worked on at once, apart from the large (media.image.ts, `isQuick`). */
export const QUICK_SLOTS = 1
/** Members waiting for a slot before newcomers are refused: a few listings' worth of photos. */
export const DECODE_QUEUE_MAX = 16
/**
 * One member's images in work or waiting: a listing's photos, which the sell page uploads all at
 * once (MAX_GOODS_IMAGES). Only one of them is worked on at a time.
 */
export const MEMBER_IMAGES_MAX = 8

/** Whose image: a member's id, or the server's own work (avatars cut from checked uploads). */
export type Owner = number | 'server'

interface Lane {
  running: boolean
  waiting: (() => void)[]
}

export class DecodeQueue {
  private active = 0
  private readonly lanes = new Map<Owner, Lane>()
  /** Owners with a task waiting and none running, in the order they get the next free slots. */
  private readonly turns: Owner[] = []

  constructor(
    readonly slots: number,
    readonly maxOwnersWaiting: number,
    readonly perOwner: number,
  ) {}

  /** Tasks holding a slot now. */
  get running(): number {
    return this.active
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    let n = 0
    for (const lane of this.lanes.values()) n += lane.waiting.length
    return n
  }

  /** Runs `task` in `owner`'s turn; 429 1003 when the owner has their share or the line is full. */
  async run<T>(task: () => Promise<T>, owner: Owner = 'server'): Promise<T> {
    await this.acquire(owner)
    try {
      return await task()
    } finally {
      this.release(owner)
    }
  }

  private ownersWaiting(): number {
    let n = 0
    for (const lane of this.lanes.values()) if (lane.waiting.length > 0) n++
    return n
  }

  private acquire(owner: Owner): Promise<void> {
    const lane = this.lanes.get(owner) ?? { running: false, waiting: [] }
    if (Number(lane.running) + lane.waiting.length >= this.perOwner) return Promise.reject(tooMany())
    // A free slot means nobody is waiting: every release hands its slot on first.
    if (!lane.running && lane.waiting.length === 0 && this.active < this.slots) {
      lane.running = true
      this.lanes.set(owner, lane)
      this.active++
      return Promise.resolve()
    }
    if (lane.waiting.length === 0 && this.ownersWaiting() >= this.maxOwnersWaiting) {
      return Promise.reject(tooMany())
    }
    this.lanes.set(owner, lane)
    return new Promise((resolve) => {
      lane.waiting.push(resolve)
      if (!lane.running && !this.turns.includes(owner)) this.turns.push(owner)
    })
  }

  /** The owner's next task (if any) goes to the back of the line; the slot goes to the front. */
  private release(owner: Owner): void {
    this.active--
    const lane = this.lanes.get(owner)
    if (lane) {
      lane.running = false
      if (lane.waiting.length > 0) this.turns.push(owner)
      else this.lanes.delete(owner)
    }
    this.handOut()
  }

  private handOut(): void {
    while (this.active < this.slots) {
      const owner = this.turns.shift()
      if (owner === undefined) return
      const lane = this.lanes.get(owner)
      const next = lane?.waiting.shift()
      if (!lane || !next) continue
      lane.running = true
      this.active++
      next()
    }
  }
}

/** This process's line for large images (and avatars): the worker pools are per process too. */
export const decodeQueue = new DecodeQueue(DECODE_SLOTS, DECODE_QUEUE_MAX, MEMBER_IMAGES_MAX)
/** The line for small images, so that they never wait behind a large one's decode. */
export const quickQueue = new DecodeQueue(QUICK_SLOTS, DECODE_QUEUE_MAX, MEMBER_IMAGES_MAX)
