/**
 * What the socket relays besides messages (docs/product/chat.md#the-socket): "typing", never to a
 * member either side has blocked, and read positions, written at most once per member and talk in
 * CHAT_READ_WRITE_MS on this instance: the highest seq read meanwhile is written when that time is
 * up, so a flood of read frames is one UPDATE a second and the member still sees their position
 * move. Both check membership from the talk cache (chat.talk-cache.ts), not with a query per frame.
 */
import { CHAT_READ_WRITE_MS, type ServerFrame } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { readTalk } from './chat.messages.ts'
import { assertMember } from './chat.policy.ts'
import { cachedTalk } from './chat.talk-cache.ts'

/** Relays "typing" to the other member (nothing is stored), unless either has blocked the other. */
export async function typing(ctx: AppContext, memberId: number, talkId: number): Promise<void> {
  const talk = await cachedTalk(ctx, talkId)
  const { otherId } = assertMember(talk, memberId)
  if (talk.blocked) return
  const frame: ServerFrame = { type: 'typing', talkId: String(talkId), memberId: String(memberId) }
  ctx.realtime.deliver([{ memberId: otherId, json: JSON.stringify(frame) }])
}

/** One member's read position in one talk, between writes. */
interface ReadState {
  memberId: number
  talkId: number
  /** The highest seq read since, still to write. */
  wanted: number | null
  writing: boolean
  timer: NodeJS.Timeout | null
}

export interface ReadPositions {
  /**
   * A read frame: moves the member's position to `seq` now if it was not written in the last
   * CHAT_READ_WRITE_MS (real time: a timer), else when that time is up. A talk that is not the
   * member's is refused at once.
   */
  read(memberId: number, talkId: number, seq: number): Promise<void>
  /** Drops the writes still waiting (the app is closing): read positions are not worth holding it up. */
  stop(): void
}

/** The instance's read positions in waiting; `warn` hears of a delayed write that failed (no socket waits for it). */
export function createReadPositions(ctx: AppContext, warn: (err: unknown) => void): ReadPositions {
  const states = new Map<string, ReadState>()
  let stopped = false

  const write = async (state: ReadState): Promise<void> => {
    const seq = state.wanted
    state.wanted = null
    if (seq === null) return
    state.writing = true
    try {
      await readTalk(ctx, state.memberId, state.talkId, seq)
    } finally {
      state.writing = false
      // Whatever comes in the next interval waits for it; a quiet one lets the state go.
      later(state)
    }
  }

  const later = (state: ReadState): void => {
    if (stopped) return
    state.timer = setTimeout(() => {
      state.timer = null
      if (stopped) return
      if (state.wanted === null) {
        states.delete(`${state.memberId}:${state.talkId}`)
        return
      }
      write(state).catch(warn)
    }, CHAT_READ_WRITE_MS)
    state.timer.unref()
  }

  return {
    async read(memberId, talkId, seq) {
      assertMember(await cachedTalk(ctx, talkId), memberId)
      const key = `${memberId}:${talkId}`
      let state = states.get(key)
      if (!state) {
        state = { memberId, talkId, wanted: null, writing: false, timer: null }
        states.set(key, state)
      }
      state.wanted = Math.max(state.wanted ?? 0, seq)
      // Written in the last interval (or being written): this one waits for the interval's end.
      if (state.writing || state.timer) return
      await write(state)
    },
    stop() {
      stopped = true
      for (const state of states.values()) if (state.timer) clearTimeout(state.timer)
      states.clear()
    },
  }
}
