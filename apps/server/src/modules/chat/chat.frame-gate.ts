/**
 * What one chat socket may send (docs/product/chat.md#the-socket): every frame takes a token from
 * a bucket (CHAT_FRAME_BUDGET) before it is even parsed, and is parsed once (at most 16 KB, ws's
 * maxPayload); "typing" is relayed once per talk in
 * CHAT_TYPING_RELAY_MS and pings answered once in CHAT_PING_EVERY_MS. A frame over a limit is
 * dropped; the first drop of a flood is answered with one warning, and a socket whose flood goes
 * past CHAT_FLOOD_CLOSE_AFTER frames over its budget is closed. Times come from the app's clock
 * (ctx.clock), so tests move them.
 */
import {
  CHAT_FLOOD_CLOSE_AFTER,
  CHAT_FRAME_BUDGET,
  CHAT_PING_EVERY_MS,
  CHAT_TYPING_RELAY_MS,
  clientFrame,
  ErrorCode,
} from '@kaifong/contract'
import type { RawData } from 'ws'
import { AppError } from '../../lib/errors.ts'

export type ParsedFrame = ReturnType<typeof clientFrame.parse>

const paramError = () => new AppError(400, ErrorCode.PARAM_ERROR, 'param.error')

/** A frame read once: the frame, or the refusal to answer (with the client id of a send, when it had one). */
export function parseFrame(
  data: RawData,
  isBinary: boolean,
): { frame: ParsedFrame } | { refused: AppError; clientId?: string } {
  if (isBinary) return { refused: paramError() }
  let json: unknown
  try {
    json = JSON.parse(String(data))
  } catch {
    return { refused: paramError() }
  }
  const result = clientFrame.safeParse(json)
  if (result.success) return { frame: result.data }
  const clientId =
    typeof json === 'object' && json !== null ? (json as { clientId?: unknown }).clientId : undefined
  return typeof clientId === 'string' ? { refused: paramError(), clientId } : { refused: paramError() }
}

/** What to do after a drop: say it once, say nothing, or close the socket. */
export type Overflow = 'warn' | 'quiet' | 'close'

/** A flood ends after this long without a drop; the next one is warned again and counted afresh. */
export const FLOOD_QUIET_MS = 10_000
/** Talks whose last "typing" a socket remembers (a socket typing in more forgets the oldest). */
const TYPING_TALKS_KEPT = 64

export class FrameGate {
  private tokens: number = CHAT_FRAME_BUDGET.burst
  private filledAt: number
  /** Frames over the budget in this flood (those over a type's own pace do not close a socket). */
  private overBudget = 0
  private lastDrop = Number.NEGATIVE_INFINITY
  private lastPing = Number.NEGATIVE_INFINITY
  private readonly typingAt = new Map<string, number>()

  constructor(now: number) {
    this.filledAt = now
  }

  /** A token for the next frame; false: drop it unread. */
  take(now: number): boolean {
    // A clock that moved back (tests) adds nothing.
    const elapsed = Math.max(0, now - this.filledAt)
    this.filledAt = now
    this.tokens = Math.min(
      CHAT_FRAME_BUDGET.burst,
      this.tokens + (elapsed * CHAT_FRAME_BUDGET.perSecond) / 1000,
    )
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }

  /** Whether a "typing" for `talkId` may be relayed now. */
  typing(talkId: string, now: number): boolean {
    const last = this.typingAt.get(talkId)
    if (last !== undefined && now >= last && now - last < CHAT_TYPING_RELAY_MS) return false
    this.typingAt.delete(talkId)
    if (this.typingAt.size >= TYPING_TALKS_KEPT) {
      const oldest = this.typingAt.keys().next()
      if (!oldest.done) this.typingAt.delete(oldest.value)
    }
    this.typingAt.set(talkId, now)
    return true
  }

  /** Whether a ping may be answered now. */
  ping(now: number): boolean {
    if (now >= this.lastPing && now - this.lastPing < CHAT_PING_EVERY_MS) return false
    this.lastPing = now
    return true
  }

  /** Counts a dropped frame (`overBudget`: it had no token) and says what to do about it. */
  dropped(now: number, overBudget: boolean): Overflow {
    const fresh = now - this.lastDrop >= FLOOD_QUIET_MS || now < this.lastDrop
    this.lastDrop = now
    if (fresh) this.overBudget = 0
    if (overBudget) this.overBudget += 1
    if (this.overBudget > CHAT_FLOOD_CLOSE_AFTER) return 'close'
    return fresh ? 'warn' : 'quiet'
  }
}
