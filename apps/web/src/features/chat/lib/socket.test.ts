import { CHAT_CLOSE, CHAT_FLOOD_COOLDOWN_MS } from '@kaifong/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeWebSocket } from '../../../testing/fake-socket.ts'
import {
  BACKOFF_MS,
  backoffDelay,
  ChatSocket,
  HEARTBEAT_MS,
  type LinkState,
  PONG_TIMEOUT_MS,
  socketUrl,
} from './socket.ts'

/** Lets the token promise and the timers due by now run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

function start(token: () => Promise<string | null> = async () => 'access-1') {
  const socket = new ChatSocket({
    token,
    url: () => 'ws://localhost/im/ws?lang=en',
    WebSocket: FakeWebSocket as unknown as new (url: string, protocols: string[]) => WebSocket,
    // The back-off's lower bound, so waits are known.
    random: () => 0,
  })
  const states: LinkState[] = []
  socket.events.on('state', (s) => states.push(s))
  socket.start()
  return { socket, states }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeWebSocket.reset()
})
afterEach(() => vi.useRealTimers())

describe('ChatSocket', () => {
  it('offers the token in the protocol list, never in the address', async () => {
    start()
    await settle()
    const ws = FakeWebSocket.latest()
    expect(ws.protocols).toEqual(['kaifong.v1', 'token.access-1'])
    expect(ws.url).toBe('ws://localhost/im/ws?lang=en')
    expect(ws.url).not.toContain('access-1')
    expect(socketUrl('zh-Hant', { protocol: 'https:', host: 'kaifong.hk' })).toBe(
      'wss://kaifong.hk/im/ws?lang=zh-Hant',
    )
  })

  it('backs off from 0.5 s to 30 s with jitter in the upper half', () => {
    expect(backoffDelay(1, () => 0)).toBe(250)
    expect(backoffDelay(1, () => 1)).toBe(BACKOFF_MS.first)
    expect(backoffDelay(3, () => 1)).toBe(2000)
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MS.max)
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_MS.max / 2)
  })

  it('reconnects after a drop and says "open" each time', async () => {
    const { socket, states } = start()
    const opened = vi.fn()
    socket.events.on('open', opened)
    await settle()
    FakeWebSocket.latest().accept()
    expect(socket.state).toBe('open')
    FakeWebSocket.latest().drop()
    expect(socket.state).toBe('connecting')
    await settle(250)
    expect(FakeWebSocket.instances).toHaveLength(2)
    FakeWebSocket.latest().accept()
    expect(opened).toHaveBeenCalledTimes(2)
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open'])
  })

  it('falls back to REST after three failed attempts and keeps trying in the background', async () => {
    const { socket } = start()
    await settle()
    FakeWebSocket.latest().drop()
    await settle(250)
    FakeWebSocket.latest().drop()
    expect(socket.state).toBe('connecting')
    await settle(500)
    FakeWebSocket.latest().drop()
    expect(socket.state).toBe('fallback')
    // Still trying: the fourth attempt after 1 s (the lower half of 2 s), and its success ends the fallback.
    await settle(1000)
    expect(FakeWebSocket.instances).toHaveLength(4)
    FakeWebSocket.latest().accept()
    expect(socket.state).toBe('open')
  })

  it('after the server closes it for a newer socket (4409) or too many frames (4429), uses REST and waits before trying again', async () => {
    const { socket } = start()
    await settle()
    const cases = [
      [CHAT_CLOSE.REPLACED, BACKOFF_MS.max],
      [CHAT_CLOSE.FLOODING, CHAT_FLOOD_COOLDOWN_MS],
    ] as const
    for (const [code, wait] of cases) {
      FakeWebSocket.latest().accept()
      const count = FakeWebSocket.instances.length
      FakeWebSocket.latest().drop(code)
      expect(socket.state).toBe('fallback')
      await settle(wait - 1)
      expect(FakeWebSocket.instances).toHaveLength(count)
      await settle(1)
      expect(FakeWebSocket.instances).toHaveLength(count + 1)
    }
    // Refused again (429 at the upgrade): the next try is still at the longest back-off, not at once.
    FakeWebSocket.latest().drop()
    await settle(BACKOFF_MS.max / 2 - 1)
    const count = FakeWebSocket.instances.length
    await settle(1)
    expect(FakeWebSocket.instances).toHaveLength(count + 1)
    FakeWebSocket.latest().accept()
    expect(socket.state).toBe('open')
  })

  it('pings every 20 s and reconnects when no pong comes within 10 s', async () => {
    const { socket } = start()
    await settle()
    const first = FakeWebSocket.latest()
    first.accept()
    await settle(HEARTBEAT_MS)
    expect(first.sentOf('ping')).toHaveLength(1)
    first.receive({ type: 'pong' })
    await settle(HEARTBEAT_MS)
    expect(first.sentOf('ping')).toHaveLength(2)
    await settle(PONG_TIMEOUT_MS)
    expect(socket.state).toBe('connecting')
    expect(first.readyState).toBe(3)
    await settle(250)
    expect(FakeWebSocket.instances).toHaveLength(2)
  })

  it('stops for good when the server ends the session (20444), and says so', async () => {
    const { socket } = start()
    const ended = vi.fn()
    socket.events.on('ended', ended)
    await settle()
    FakeWebSocket.latest().accept()
    FakeWebSocket.latest().receive({ type: 'error', code: 20444, message: 'logged in elsewhere' })
    expect(ended).toHaveBeenCalledWith(20444)
    expect(socket.state).toBe('ended')
    FakeWebSocket.latest().drop()
    await settle(60_000)
    expect(FakeWebSocket.instances).toHaveLength(1)
  })

  it('does not connect without a session, and uses REST where there is no WebSocket', async () => {
    const { socket } = start(async () => null)
    await settle()
    expect(FakeWebSocket.instances).toHaveLength(0)
    expect(socket.state).toBe('idle')
    const bare = new ChatSocket({ token: async () => 't', url: () => '', WebSocket: undefined })
    bare.start()
    expect(bare.state).toBe('fallback')
  })

  it('passes other frames on and sends only on an open socket', async () => {
    const { socket } = start()
    const frames = vi.fn()
    socket.events.on('frame', frames)
    await settle()
    expect(socket.send({ type: 'typing', talkId: '30' })).toBe(false)
    FakeWebSocket.latest().accept()
    expect(socket.send({ type: 'typing', talkId: '30' })).toBe(true)
    FakeWebSocket.latest().receive({ type: 'typing', talkId: '30', memberId: '9' })
    expect(frames).toHaveBeenCalledWith({ type: 'typing', talkId: '30', memberId: '9' })
  })
})
