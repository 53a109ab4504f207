/** A socket's frame budget and paces (chat.frame-gate.ts), by the clock it is given. */
import {
  CHAT_FLOOD_CLOSE_AFTER,
  CHAT_FRAME_BUDGET,
  CHAT_PING_EVERY_MS,
  CHAT_TYPING_RELAY_MS,
} from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { FLOOD_QUIET_MS, FrameGate } from './chat.frame-gate.ts'

const T0 = 1_800_000_000_000

/** How many of `n` frames at `now` get a token. */
const taken = (gate: FrameGate, n: number, now: number) =>
  Array.from({ length: n }, () => gate.take(now)).filter(Boolean).length

describe('the frame budget', () => {
  it(`lets ${CHAT_FRAME_BUDGET.burst} frames through at once, then ${CHAT_FRAME_BUDGET.perSecond} a second`, () => {
    const gate = new FrameGate(T0)
    expect(taken(gate, 100, T0)).toBe(CHAT_FRAME_BUDGET.burst)
    expect(taken(gate, 100, T0 + 1000)).toBe(CHAT_FRAME_BUDGET.perSecond)
    expect(taken(gate, 100, T0 + 1500)).toBe(CHAT_FRAME_BUDGET.perSecond / 2)
    // A long pause fills the bucket, never past its size.
    expect(taken(gate, 100, T0 + 3_600_000)).toBe(CHAT_FRAME_BUDGET.burst)
    // A clock that moves back adds nothing.
    expect(taken(gate, 100, T0)).toBe(0)
  })

  it('warns at the first drop of a flood, closes past CHAT_FLOOD_CLOSE_AFTER frames over budget', () => {
    const gate = new FrameGate(T0)
    const answers = Array.from({ length: CHAT_FLOOD_CLOSE_AFTER + 1 }, () => gate.dropped(T0, true))
    expect(answers[0]).toBe('warn')
    expect(answers.slice(1, -1).every((a) => a === 'quiet')).toBe(true)
    expect(answers.at(-1)).toBe('close')
  })

  it('forgets a flood after FLOOD_QUIET_MS without a drop: the next one is warned and counted afresh', () => {
    const gate = new FrameGate(T0)
    for (let i = 0; i < CHAT_FLOOD_CLOSE_AFTER; i++) gate.dropped(T0, true)
    expect(gate.dropped(T0 + FLOOD_QUIET_MS, true)).toBe('warn')
    for (let i = 0; i < CHAT_FLOOD_CLOSE_AFTER - 1; i++)
      expect(gate.dropped(T0 + FLOOD_QUIET_MS, true)).toBe('quiet')
  })

  it('never closes a socket for frames over a type’s own pace ("typing" too often is not a flood)', () => {
    const gate = new FrameGate(T0)
    const answers = Array.from({ length: 10 * CHAT_FLOOD_CLOSE_AFTER }, () => gate.dropped(T0, false))
    expect(answers.filter((a) => a === 'warn')).toHaveLength(1)
    expect(answers).not.toContain('close')
  })
})

describe('paces', () => {
  it('relays one "typing" per talk in CHAT_TYPING_RELAY_MS', () => {
    const gate = new FrameGate(T0)
    expect(gate.typing('1', T0)).toBe(true)
    expect(gate.typing('1', T0 + CHAT_TYPING_RELAY_MS - 1)).toBe(false)
    expect(gate.typing('2', T0 + 1)).toBe(true)
    expect(gate.typing('1', T0 + CHAT_TYPING_RELAY_MS)).toBe(true)
  })

  it('answers one ping in CHAT_PING_EVERY_MS', () => {
    const gate = new FrameGate(T0)
    expect(gate.ping(T0)).toBe(true)
    expect(gate.ping(T0 + CHAT_PING_EVERY_MS - 1)).toBe(false)
    expect(gate.ping(T0 + CHAT_PING_EVERY_MS)).toBe(true)
  })
})
