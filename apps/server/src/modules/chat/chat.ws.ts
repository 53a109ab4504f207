/**
 * The chat socket, /im/ws (docs/product/chat.md#the-socket): authenticated at the upgrade by the
 * access token in the WebSocket protocol header, its Origin checked, then JSON frames both ways.
 * Sends go through the same service as POST /im/talk/message; every socket of both members (on
 * every instance, through ctx.realtime) hears of the result.
 */
import { randomUUID } from 'node:crypto'
import { CHAT_SEND_LIMIT, clientFrame, ErrorCode, type Language, type ServerFrame } from '@kaifong/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { WebSocket } from 'ws'
import { memberForToken } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, forbidden, tooMany } from '../../lib/errors.ts'
import { parseLanguage, t } from '../../lib/messages.ts'
import type { LiveSocket } from '../../lib/realtime.ts'
import { endedAmong } from '../auth/sessions.repo.ts'
import { countSend, readTalk, sendText, typing } from './chat.service.ts'

/** The protocol the server speaks; a client offers it with `token.<accessToken>`. */
export const CHAT_PROTOCOL = 'kaifong.v1'
const TOKEN_PREFIX = 'token.'
export const HEARTBEAT_MS = 25_000
/** How often the heartbeat looks for sockets whose turn has come. */
const BEAT_TICK_MS = 1000
/** A socket whose unsent frames pile up past this is too slow to keep. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024
const CLOSE_SESSION = 4401

type ParsedFrame = ReturnType<typeof clientFrame.parse>

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
  member: { id: number; sessionId: string }
  lang: Language
  sends: number[]
  alive: boolean
  /** When this socket's next heartbeat is due (ms since the epoch). */
  nextBeat: number
}

export const chatSocketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Map<WebSocket, SocketState & { live: LiveSocket; detach: () => void }>()

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
      for (const socket of open.keys()) socket.close(1001, 'server shutting down')
    })

    // Before the upgrade: a bad Origin is 403, a missing or invalid token 401; either way no socket.
    const admit = async (request: FastifyRequest, _reply: FastifyReply) => {
      const origin = request.headers.origin
      if (origin !== undefined && !originAllowed(ctx, origin)) throw forbidden()
      request.member = await memberForToken(ctx, tokenOf(request))
      const lang = (request.query as { lang?: unknown } | undefined)?.lang
      if (typeof lang === 'string') request.lang = parseLanguage(lang)
    }

    app.get('/im/ws', { websocket: true, onRequest: admit, schema: { hide: true } }, (socket, request) => {
      const member = request.member
      if (!member) {
        socket.close(CLOSE_SESSION, 'not logged in')
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
          socket.close(CLOSE_SESSION, 'session ended')
        },
      }
      const state = {
        member,
        lang,
        sends: [] as number[],
        alive: true,
        // Spread over the period, so the sockets of a crowd that connected together are not all due together.
        nextBeat: Date.now() + HEARTBEAT_MS * (0.5 + Math.random()),
        live,
        detach: ctx.realtime.attach(live),
      }
      open.set(socket, state)
      socket.on('pong', () => {
        state.alive = true
      })
      socket.on('close', () => {
        state.detach()
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

      socket.on('message', (data, isBinary) => {
        let parsed: ParsedFrame
        try {
          if (isBinary) throw new Error('binary frame')
          const result = clientFrame.safeParse(JSON.parse(String(data)))
          if (!result.success) {
            const clientId = (JSON.parse(String(data)) as { clientId?: unknown }).clientId
            fail(
              new AppError(400, ErrorCode.PARAM_ERROR, 'param.error'),
              typeof clientId === 'string' ? clientId : undefined,
            )
            return
          }
          parsed = result.data
        } catch {
          fail(new AppError(400, ErrorCode.PARAM_ERROR, 'param.error'))
          return
        }
        handle(parsed).catch((err: unknown) =>
          fail(err, parsed.type === 'send' ? parsed.clientId : undefined),
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
            await readTalk(ctx, member.id, Number(f.talkId), f.seq)
            return
          case 'send': {
            const now = ctx.clock.now().getTime()
            state.sends = state.sends.filter((at) => now - at < CHAT_SEND_LIMIT.windowMs && at <= now)
            if (state.sends.length >= CHAT_SEND_LIMIT.count * ctx.config.RATE_LIMIT_SCALE) throw tooMany()
            state.sends.push(now)
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
