/**
 * One chat socket's life (docs/product/chat.md#the-socket), once chat.ws.ts has admitted it: its
 * registration with ctx.realtime, its frames through the budget (chat.frame-gate.ts) one at a time
 * and in order, its sends counted per socket and per member, and its errors answered as frames.
 */
import { CHAT_CLOSE, CHAT_SEND_LIMIT, ErrorCode, type Language, type ServerFrame } from '@kaifong/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { AppContext } from '../../lib/context.ts'
import { AppError, tooMany } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import type { LiveSocket } from '../../lib/realtime.ts'
import { FrameGate, type ParsedFrame, parseFrame } from './chat.frame-gate.ts'
import { type ReadPositions, typing } from './chat.live.ts'
import { countSend, sendText } from './chat.messages.ts'
import { floodClosed, type SocketCap } from './chat.socket-cap.ts'

export const HEARTBEAT_MS = 25_000
/** A socket whose unsent frames pile up past this is too slow to keep. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

export interface SocketState {
  socket: WebSocket
  member: { id: number; sessionId: string }
  lang: Language
  sends: number[]
  alive: boolean
  /** When this socket's next heartbeat is due (ms since the epoch). */
  nextBeat: number
  gate: FrameGate
  /** The frame being handled and those behind it: one at a time, in order. */
  queue: Promise<void>
  /** Closing (flooding, replaced, gone): frames that arrive now are not read. */
  closing: boolean
}

export type OpenSocket = SocketState & { live: LiveSocket; detach: () => void }

/** What every socket of this app shares: the open sockets, the per-member cap, read positions, the log. */
export interface Sockets {
  open: Map<WebSocket, OpenSocket>
  cap: SocketCap<SocketState>
  reads: ReadPositions
  log: FastifyBaseLogger
}

/** The socket as ctx.realtime reaches it: frames sent unless it is too slow, and how its session ends. */
function liveSocketOf(
  socket: WebSocket,
  id: string,
  member: { id: number; sessionId: string },
  lang: Language,
): LiveSocket {
  const sendRaw = (json: string) => {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate()
      return
    }
    socket.send(json)
  }
  return {
    id,
    memberId: member.id,
    sessionId: member.sessionId,
    send: sendRaw,
    end(code) {
      sendRaw(sessionEndFrame(lang, code))
      socket.close(CHAT_CLOSE.SESSION_ENDED, 'session ended')
    },
  }
}

/** Handles one frame let through the gate. */
function frameHandler(
  ctx: AppContext,
  state: OpenSocket,
  reads: ReadPositions,
  send: (f: ServerFrame) => void,
) {
  const { member, live } = state
  const now = () => ctx.clock.now().getTime()
  return async (f: ParsedFrame) => {
    switch (f.type) {
      case 'ping':
        send({ type: 'pong' })
        return
      case 'typing':
        await typing(ctx, member.id, Number(f.talkId))
        return
      case 'read':
        await reads.read(member.id, Number(f.talkId), f.seq)
        return
      case 'send': {
        const at = now()
        state.sends = state.sends.filter((t) => at - t < CHAT_SEND_LIMIT.windowMs && t <= at)
        if (state.sends.length >= CHAT_SEND_LIMIT.count * ctx.config.RATE_LIMIT_SCALE) throw tooMany()
        state.sends.push(at)
        // And per member, over REST and all their sockets together.
        await countSend(ctx, member.id)
        const message = await sendText(
          ctx,
          member.id,
          { talkId: String(f.talkId), clientId: f.clientId, text: String(f.text) },
          live.id,
        )
        send({ type: 'ack', clientId: f.clientId, message })
        return
      }
    }
  }
}

/** Answers a frame's failure on the socket (an unknown error is logged and answered as internal). */
function failure(state: OpenSocket, log: FastifyBaseLogger, send: (f: ServerFrame) => void) {
  const { lang } = state
  return (err: unknown, clientId?: string) => {
    const known = err instanceof AppError ? err : null
    if (!known) log.error({ err }, 'chat socket frame failed')
    send({
      type: 'error',
      ...(clientId ? { clientId } : {}),
      code: known?.code ?? ErrorCode.INTERNAL,
      message: t(lang, known?.key ?? 'internal.error', known?.params),
    })
  }
}

/**
 * Drops a frame over a limit: the first of a flood is answered once, a long flood closes the
 * socket (and counts against the member's next sockets).
 */
function dropper(ctx: AppContext, state: OpenSocket, log: FastifyBaseLogger, send: (f: ServerFrame) => void) {
  return (at: number, overBudget: boolean) => {
    const next = state.gate.dropped(at, overBudget)
    if (next === 'warn')
      send({
        type: 'error',
        code: ErrorCode.TOO_MANY_REQUESTS,
        message: t(state.lang, 'chat.frames.too.many'),
        dropped: true,
      })
    if (next !== 'close') return
    state.closing = true
    state.socket.close(CHAT_CLOSE.FLOODING, 'too many frames')
    floodClosed(ctx, state.member.id).catch((err: unknown) => log.warn({ err }, 'chat flood not counted'))
  }
}

/** Serves an admitted socket until it closes. */
export function serveSocket(
  ctx: AppContext,
  sockets: Sockets,
  socket: WebSocket,
  member: { id: number; sessionId: string },
  lang: Language,
  id: string,
): void {
  const { open, cap, reads, log } = sockets
  const live = liveSocketOf(socket, id, member, lang)
  const send = (f: ServerFrame) => live.send(JSON.stringify(f))
  const now = () => ctx.clock.now().getTime()
  const state: OpenSocket = {
    socket,
    member,
    lang,
    sends: [],
    alive: true,
    // Spread over the period, so the sockets of a crowd that connected together are not all due together.
    nextBeat: Date.now() + HEARTBEAT_MS * (0.5 + Math.random()),
    gate: new FrameGate(now()),
    queue: Promise.resolve(),
    closing: false,
    live,
    detach: ctx.realtime.attach(live),
  }
  open.set(socket, state)
  for (const old of cap.admit(state)) {
    old.closing = true
    old.socket.close(CHAT_CLOSE.REPLACED, 'replaced by a newer socket')
  }
  socket.on('pong', () => {
    state.alive = true
  })
  socket.on('close', () => {
    state.closing = true
    state.detach()
    cap.release(state)
    open.delete(socket)
  })
  socket.on('error', () => socket.terminate())
  const fail = failure(state, log, send)
  const handle = frameHandler(ctx, state, reads, send)

  const dropped = dropper(ctx, state, log, send)

  socket.on('message', (data, isBinary) => {
    if (state.closing) return
    const at = now()
    if (!state.gate.take(at)) return dropped(at, true)
    const parsed = parseFrame(data, isBinary)
    if ('refused' in parsed) return fail(parsed.refused, parsed.clientId)
    const f = parsed.frame
    if (f.type === 'typing' && !state.gate.typing(String(f.talkId), at)) return dropped(at, false)
    if (f.type === 'ping' && !state.gate.ping(at)) return dropped(at, false)
    // One at a time: a socket never has more than one frame's work in flight (the budget bounds the queue).
    // Frames let in before a close are still handled: they were within the budget.
    state.queue = state.queue.then(() =>
      handle(f).catch((err: unknown) => fail(err, f.type === 'send' ? f.clientId : undefined)),
    )
  })

  send({ type: 'hello', memberId: String(member.id) })
}

/** The last frame a socket gets when its session ends. */
export function sessionEndFrame(lang: Language, code: number): string {
  const key =
    code === ErrorCode.SESSION_REPLACED
      ? 'auth.session.replaced'
      : code === ErrorCode.ACCOUNT_DELETED
        ? 'account.deleted'
        : 'auth.session.expired'
  return JSON.stringify({ type: 'error', code, message: t(lang, key) } satisfies ServerFrame)
}
