/**
 * Counting searches for the hot words (docs/decisions.md, Search): each searcher counts once per
 * term per Hong Kong day, so one client repeating a word cannot push it up the tags. A searcher is
 * the client's address (an IPv6 client's /64) and, when signed in, the member too; a search counts
 * only when neither has counted the term that day. Nothing the client chooses (the `uuid` header,
 * a fresh one per request) makes a new searcher.
 *
 * A search only adds its hit to this instance's buffer (deduplicated in memory too); the buffer is
 * written every few seconds, when it fills up and when the app closes (recordSearchHits), so a
 * search never waits for a write and a popular word is not one hot row written by every request.
 * Across instances the hits table's key does the deduplicating. Hits of days before yesterday are
 * no longer needed and are deleted in batches, once an hour per instance.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { AppContext } from '../../lib/context.ts'
import { hkDay, hkYesterday } from '../../lib/hk-time.ts'
import { addressOf } from '../../lib/ip.ts'
import { deleteSearchHitsBefore, recordSearchHits, type SearchHit } from './search-terms.repo.ts'

export const SEARCH_HITS_FLUSH_MS = 5_000
/** A buffer this full is written at once rather than waiting for the timer. */
const MAX_PENDING = 2_000
/** While the database cannot keep up, hits beyond this many are dropped rather than held. */
const HARD_MAX_PENDING = 20_000
/** Hits per transaction (three parameters each, well under PostgreSQL's 65,535). */
const WRITE_BATCH = 1_000
const CLEANUP_EVERY_MS = 60 * 60 * 1000
const CLEANUP_BATCH = 5_000

/** Who searched: the address, and the member when signed in (each must be new to the term today). */
export function searcherOf(request: FastifyRequest): string[] {
  const address = `a:${addressOf(request.ip)}`
  return request.member ? [address, `m:${request.member.id}`] : [address]
}

export class SearchHitBuffer {
  private pending = new Map<string, SearchHit>()
  /** Writes run one after another, each taking what is pending when it starts. */
  private writing: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | null = null
  private earlyFlush = false
  private cleanedAt: number | null = null

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One search of `term` by `searchers` now; repeats within the day change nothing. */
  add(term: string, display: string, searchers: string[]): void {
    const at = this.ctx.clock.now()
    const day = hkDay(at)
    const key = `${day}\u0000${term}\u0000${searchers.join('\u0000')}`
    if (this.pending.has(key) || this.pending.size >= HARD_MAX_PENDING) return
    this.pending.set(key, { term, display, searchers, day, at })
    if (this.pending.size >= MAX_PENDING && !this.earlyFlush) {
      this.earlyFlush = true
      void this.flush().then(() => {
        this.earlyFlush = false
      })
    }
  }

  /** Writes what is pending. Never fails: counting is a side matter, a failure is logged. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write())
    return this.writing
  }

  /** Flushes every `everyMs` until stopped; the timer never keeps a process alive on its own. */
  start(everyMs = SEARCH_HITS_FLUSH_MS): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.flush(), everyMs)
    this.timer.unref()
  }

  /** Stops the timer and writes what is left (the app is closing). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.flush()
  }

  private async write(): Promise<void> {
    const batch = [...this.pending.values()]
    this.pending = new Map()
    for (let i = 0; i < batch.length; i += WRITE_BATCH) {
      const part = batch.slice(i, i + WRITE_BATCH)
      try {
        await recordSearchHits(this.ctx.db, part)
      } catch (err) {
        this.log.warn({ err, hits: part.length }, 'could not count search terms')
      }
    }
    await this.cleanUp()
  }

  private async cleanUp(): Promise<void> {
    const now = this.ctx.clock.now()
    // A clock that moved backwards (tests) also cleans up.
    if (this.cleanedAt !== null && Math.abs(now.getTime() - this.cleanedAt) < CLEANUP_EVERY_MS) return
    this.cleanedAt = now.getTime()
    try {
      const before = hkYesterday(now)
      let gone = CLEANUP_BATCH
      while (gone === CLEANUP_BATCH) gone = await deleteSearchHitsBefore(this.ctx.db, before, CLEANUP_BATCH)
    } catch (err) {
      this.log.warn({ err }, 'could not delete old search hits')
    }
  }
}

const buffers = new WeakMap<AppContext, SearchHitBuffer>()

/** The app's buffer (search.routes.ts makes it when the app is built). */
export function searchHitsOf(ctx: AppContext, log: FastifyBaseLogger): SearchHitBuffer {
  let buffer = buffers.get(ctx)
  if (!buffer) {
    buffer = new SearchHitBuffer(ctx, log)
    buffers.set(ctx, buffer)
  }
  return buffer
}

/** Writes the app's pending hits now (tests and scripts). */
export async function flushSearchHits(ctx: AppContext): Promise<void> {
  await buffers.get(ctx)?.flush()
}
