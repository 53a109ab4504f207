/**
 * The chat socket (docs/product/chat.md#the-socket): one connection to /im/ws, the access token
 * in the protocol list (never in the address), heartbeats, and reconnection with exponential
 * back-off and jitter. After FAILURES_BEFORE_FALLBACK failed attempts in a row (or with no
 * WebSocket at all) it says "fallback", so the sync layer (live.ts) uses REST meanwhile, and it
 * keeps trying in the background. It knows nothing of talks or React: it only reports what it hears.
 */
import {
  CHAT_CLOSE,
  CHAT_FLOOD_COOLDOWN_MS,
  type ClientFrame,
  ErrorCode,
  type ServerFrame,
} from '@kaifong/contract'
import { createEmitter } from './emitter.ts'

/** idle: not started; connecting: no socket yet; fallback: REST while retrying; ended: the session is over. */
export type LinkState = 'idle' | 'connecting' | 'open' | 'fallback' | 'ended'

export interface SocketEvents {
  state: LinkState
  frame: ServerFrame
  /** The socket is open, the first time or again: time to catch up. */
  open: undefined
  /** The server ended the session (20004 or 20444): no more reconnecting. */
  ended: number
}

export const CHAT_PROTOCOL = 'kaifong.v1'
/** The server pings every 25 s; the client pings more often so a dead link shows sooner. */
export const HEARTBEAT_MS = 20_000
export const PONG_TIMEOUT_MS = 10_000
export const BACKOFF_MS = { first: 500, max: 30_000 } as const
export const FAILURES_BEFORE_FALLBACK = 3

type SocketClass = new (url: string, protocols: string[]) => WebSocket

export interface SocketOptions {
  /** The token to offer, refreshed first when it is expiring; null when nobody is logged in. */
  token: () => Promise<string | null>
  url: () => string
  /** The browser's WebSocket; undefined where there is none (REST only). */
  WebSocket: SocketClass | undefined
  random?: () => number
}

/** The wait before attempt `n` (1, 2, …): doubling from 0.5 s up to 30 s, each somewhere in its upper half. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** Math.max(0, attempt - 1))
  // Half fixed, half random: many tabs that lost the server together do not come back together.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** The socket's address on this page's origin: wss: on https. */
export function socketUrl(lang: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/im/ws?lang=${encodeURIComponent(lang)}`
}

const SESSION_END_CODES: readonly number[] = [ErrorCode.SESSION_EXPIRED, ErrorCode.SESSION_REPLACED]
/** An attempt number whose back-off is already the longest (BACKOFF_MS.max). */
const CEILING_ATTEMPT = Math.ceil(Math.log2(BACKOFF_MS.max / BACKOFF_MS.first)) + 1

export class ChatSocket {
  readonly events = createEmitter<SocketEvents>()
  state: LinkState = 'idle'
  private ws: WebSocket | null = null
  private running = false
  /** Failed attempts in a row (an open socket that drops starts a new count). */
  private failures = 0
  /** Attempts since the last open socket, for the back-off. */
  private attempt = 0
  /** Bumped by every connect and stop, so a token that arrives late for an old attempt is dropped. */
  private generation = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private heartbeat: ReturnType<typeof setInterval> | undefined
  private pongTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly options: SocketOptions) {}

  start(): void {
    if (this.running) return
    this.running = true
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline)
      window.addEventListener('offline', this.onOffline)
    }
    if (!this.options.WebSocket) {
      this.setState('fallback')
      return
    }
    void this.connect()
  }

  stop(): void {
    this.running = false
    this.generation += 1
    this.clearTimers()
    this.closeSocket()
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline)
      window.removeEventListener('offline', this.onOffline)
    }
    if (this.state !== 'ended') this.setState('idle')
  }

  /** Sends a frame if the socket is open; false otherwise (the caller keeps it or uses REST). */
  send(frame: ClientFrame): boolean {
    const ws = this.ws
    if (this.state !== 'open' || !ws || ws.readyState !== 1) return false
    ws.send(JSON.stringify(frame))
    return true
  }

  /** Tries at once (the network is back): the back-off starts over. */
  reconnectNow(): void {
    if (!this.running || this.state === 'open' || !this.options.WebSocket) return
    clearTimeout(this.retryTimer)
    this.attempt = 0
    void this.connect()
  }

  private readonly onOnline = () => this.reconnectNow()
  /** The browser knows the link is gone: do not wait for a heartbeat to find out. */
  private readonly onOffline = () => {
    if (this.state === 'open') this.lost()
  }

  private setState(state: LinkState) {
    if (this.state === state) return
    this.state = state
    this.events.emit('state', state)
  }

  private async connect(): Promise<void> {
    const SocketImpl = this.options.WebSocket
    if (!SocketImpl) return
    const generation = ++this.generation
    this.closeSocket()
    // Once on REST it stays there (and says so) until a socket opens.
    if (this.state !== 'fallback') this.setState('connecting')
    let token: string | null = null
    try {
      token = await this.options.token()
    } catch {
      token = null
    }
    if (generation !== this.generation || !this.running) return
    if (!token) {
      // Logged out, or the refresh failed (lib/api.ts has already said so): nothing to connect as.
      this.stop()
      return
    }
    let ws: WebSocket
    try {
      ws = new SocketImpl(this.options.url(), [CHAT_PROTOCOL, `token.${token}`])
    } catch {
      this.failed()
      return
    }
    this.ws = ws
    ws.onopen = () => {
      if (this.ws !== ws) return
      this.failures = 0
      this.attempt = 0
      this.setState('open')
      this.startHeartbeat()
      this.events.emit('open', undefined)
    }
    ws.onmessage = (event: MessageEvent) => {
      if (this.ws === ws) this.receive(event.data)
    }
    ws.onclose = (event: CloseEvent) => {
      if (this.ws !== ws) return
      if (event.code === CHAT_CLOSE.REPLACED) this.pushedOut(BACKOFF_MS.max)
      else if (event.code === CHAT_CLOSE.FLOODING) this.pushedOut(CHAT_FLOOD_COOLDOWN_MS)
      else if (this.state === 'open') this.lost()
      else this.failed()
    }
  }

  private receive(data: unknown) {
    let frame: ServerFrame
    try {
      frame = JSON.parse(String(data)) as ServerFrame
    } catch {
      return
    }
    if (frame.type === 'pong') {
      clearTimeout(this.pongTimer)
      this.pongTimer = undefined
      return
    }
    if (frame.type === 'error' && !frame.clientId && SESSION_END_CODES.includes(frame.code)) {
      this.end(frame.code)
      return
    }
    this.events.emit('frame', frame)
  }

  private startHeartbeat() {
    clearInterval(this.heartbeat)
    this.heartbeat = setInterval(() => {
      if (!this.send({ type: 'ping' })) return
      // One missed pong is enough: a link that does not answer in 10 s is treated as gone.
      this.pongTimer ??= setTimeout(() => this.lost(), PONG_TIMEOUT_MS)
    }, HEARTBEAT_MS)
  }

  /** An open socket went away: reconnect soon, counting failures afresh. */
  private lost() {
    this.closeSocket()
    if (!this.running) return
    this.failures = 0
    this.attempt = 0
    this.setState('connecting')
    this.schedule()
  }

  /**
   * The server closed the socket to make room for a newer one of the member's, or for sending too
   * much (its new sockets are then refused for a while): coming straight back would only push
   * another tab out, or be refused. REST meanwhile, the next try in `ms`, and the longest back-off
   * after that until a socket opens.
   */
  private pushedOut(ms: number) {
    this.closeSocket()
    if (!this.running) return
    this.failures = FAILURES_BEFORE_FALLBACK
    this.attempt = CEILING_ATTEMPT
    this.setState('fallback')
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => void this.connect(), ms)
  }

  /** An attempt did not open. */
  private failed() {
    this.closeSocket()
    if (!this.running) return
    this.failures += 1
    if (this.failures >= FAILURES_BEFORE_FALLBACK) this.setState('fallback')
    this.schedule()
  }

  private schedule() {
    clearTimeout(this.retryTimer)
    this.attempt += 1
    this.retryTimer = setTimeout(() => void this.connect(), backoffDelay(this.attempt, this.options.random))
  }

  private end(code: number) {
    this.running = false
    this.generation += 1
    this.clearTimers()
    this.closeSocket()
    this.setState('ended')
    this.events.emit('ended', code)
  }

  private closeSocket() {
    const ws = this.ws
    this.ws = null
    clearInterval(this.heartbeat)
    clearTimeout(this.pongTimer)
    this.heartbeat = undefined
    this.pongTimer = undefined
    if (!ws) return
    ws.onopen = null
    ws.onmessage = null
    ws.onclose = null
    try {
      ws.close()
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  private clearTimers() {
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
  }
}
