/**
 * The chat socket, /im/ws (docs/product/chat.md#the-socket): authenticated at the upgrade by the
 * access token in the WebSocket protocol header, its Origin checked, then JSON frames both ways.
 * Sends go through the same service as POST /im/talk/message; every socket of both members (on
 * every instance, through ctx.realtime) hears of the result. What one socket may cost is bounded:
 * its frames pass a budget before they are parsed (chat.frame-gate.ts) and are handled one at a
 * time, in order; read positions are written at most once a second (chat.live.ts); a member holds
 * a few sockets at most and opens a few a minute, none for a minute after a flood (chat.socket-cap.ts).
 */
import { randomUUID } from 'node:crypto'
import { CHAT_CLOSE, CHAT_SEND_LIMIT, ErrorCode, type Language, type ServerFrame } from '@kaifong/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { WebSocket } from 'ws'
import { memberForToken } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, forbidden, tooMany } from '../../lib/errors.ts'
import { parseLanguage, t } from '../../lib/messages.ts'
import type { LiveSocket } from '../../lib/realtime.ts'
import { endedAmong } from '../auth/index.ts'
import { FrameGate, type ParsedFrame, parseFrame } from './chat.frame-gate.ts'
import { createReadPositions, typing } from './chat.live.ts'
import { countSend, sendText } from './chat.service.ts'
import { admitMember, floodClosed, SocketCap } from './chat.socket-cap.ts'

/** The protocol the server speaks; a client offers it with `token.<accessToken>`. */
export const CHAT_PROTOCOL = 'kaifong.v1'
const TOKEN_PREFIX = 'token.'
export const HEARTBEAT_MS = 25_000
/** How often the heartbeat looks for sockets whose turn has come. */
const BEAT_TICK_MS = 1000
/** A socket whose unsent frames pile up past this is too slow to keep. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

/** Names this process's sockets apart from other instances' (realtime deliveries skip by id). */
const instanceId = randomUUID()
let socketCount = 0

/** The protocol to answer, for ws's `handleProtocols` (the token is never echoed back). */
export function chooseProtocol(protocols: Set<string>): string | false {
  return protocols.has(CHAT_PROTOCOL) ? CHAT_PROTOCOL : false
}

function tokenOf(request: FastifyRequest): string {
  const header = request.headers['sec-websocket-protocol']
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((p) => p.trim())
  return offered.find((p) => p.startsWith(TOKEN_PREFIX))?.slice(TOKEN_PREFIX.length) ?? ''
}

/**
 * Whether a browser at `origin` may open the socket: the site's own (PUBLIC_URL); outside
 * production also any page served from this machine (the Vite dev server, tests on any port).
 */
function originAllowed(ctx: AppContext, origin: string): boolean {
  if (origin === new URL(ctx.config.PUBLIC_URL).origin) return true
  if (ctx.config.isProduction) return false
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname)
  } catch {
    return false
  }
}

interface SocketState {
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

export const chatSocketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Map<WebSocket, SocketState & { live: LiveSocket; detach: () => void }>()
    const cap = new SocketCap<SocketState>()
    const reads = createReadPositions(ctx, (err) => app.log.warn({ err }, 'chat read position not written'))

    // Each socket's heartbeat comes every HEARTBEAT_MS, the sockets spread over that time (one
    // slice a second): drop a socket that did not answer its last ping, ping it again, and close it
    // if its session has ended meanwhile (a catch-all behind the session.ended event). Pinging
    // every socket at once stalled message delivery for a tenth of a second at 2,000 sockets.
    const beat = async () => {
      const now = Date.now()
      const due: (SocketState & { live: LiveSocket })[] = []
      for (const [socket, state] of open) {
        if (state.nextBeat > now) continue
        state.nextBeat = now + HEARTBEAT_MS
        if (!state.alive) {
          socket.terminate()
          continue
        }
        state.alive = false
        socket.ping()
        due.push(state)
      }
      if (due.length === 0) return
      const ids = [...new Set(due.map((s) => s.member.sessionId))]
      const ended = await endedAmong(ctx.db, ids, ctx.clock.now())
      for (const row of ended) {
        const code = row.revokedReason === 'REPLACED' ? ErrorCode.SESSION_REPLACED : ErrorCode.SESSION_EXPIRED
        for (const state of due) if (state.member.sessionId === row.id) state.live.end(code)
      }
    }
    const timer = setInterval(() => {
      beat().catch((err: unknown) => app.log.warn({ err }, 'chat heartbeat failed'))
    }, BEAT_TICK_MS)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      reads.stop()
      for (const socket of open.keys()) socket.close(1001, 'server shutting down')
    })

    // Before the upgrade: a bad Origin is 403, a missing or invalid token 401; either way no socket.
    const admit = async (request: FastifyRequest, _reply: FastifyReply) => {
      const origin = request.headers.origin
      if (origin !== undefined && !originAllowed(ctx, origin)) throw forbidden()
      const member = await memberForToken(ctx, tokenOf(request))
      await admitMember(ctx, member.id)
      request.member = member
      const lang = (request.query as { lang?: unknown } | undefined)?.lang
      if (typeof lang === 'string') request.lang = parseLanguage(lang)
    }

    app.get('/im/ws', { websocket: true, onRequest: admit, schema: { hide: true } }, (socket, request) => {
      const member = request.member
      if (!member) {
        socket.close(CHAT_CLOSE.SESSION_ENDED, 'not logged in')
        return
      }
      const lang = request.lang
      const send = (f: ServerFrame) => sendRaw(JSON.stringify(f))
      const sendRaw = (json: string) => {
        if (socket.readyState !== socket.OPEN) return
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate()
          return
        }
        socket.send(json)
      }
      const live: LiveSocket = {
        id: `${instanceId}:${++socketCount}`,
        memberId: member.id,
        sessionId: member.sessionId,
        send: sendRaw,
        end(code) {
          sendRaw(sessionEndFrame(lang, code))
          socket.close(CHAT_CLOSE.SESSION_ENDED, 'session ended')
        },
      }
      const now = () => ctx.clock.now().getTime()
      const state = {
        socket,
        member,
        lang,
        sends: [] as number[],
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

      const fail = (err: unknown, clientId?: string) => {
        const known = err instanceof AppError ? err : null
        if (!known) app.log.error({ err }, 'chat socket frame failed')
        send({
          type: 'error',
          ...(clientId ? { clientId } : {}),
          code: known?.code ?? ErrorCode.INTERNAL,
          message: t(lang, known?.key ?? 'internal.error', known?.params),
        })
      }

      // A frame over a limit is dropped; the first of a flood is answered once, a long flood closes the socket.
      const dropped = (at: number, overBudget: boolean) => {
        const next = state.gate.dropped(at, overBudget)
        if (next === 'warn')
          send({
            type: 'error',
            code: ErrorCode.TOO_MANY_REQUESTS,
            message: t(lang, 'chat.frames.too.many'),
            dropped: true,
          })
        if (next !== 'close') return
        state.closing = true
        socket.close(CHAT_CLOSE.FLOODING, 'too many frames')
        floodClosed(ctx, member.id).catch((err: unknown) => app.log.warn({ err }, 'chat flood not counted'))
      }

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

      const handle = async (f: ParsedFrame) => {
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

      send({ type: 'hello', memberId: String(member.id) })
    })
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
