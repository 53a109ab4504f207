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
import { CHAT_CLOSE, ErrorCode } from '@kaifong/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { WebSocket } from 'ws'
import { memberForToken } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { forbidden } from '../../lib/errors.ts'
import { parseLanguage } from '../../lib/messages.ts'
import { endedAmong } from '../auth/index.ts'
import { createReadPositions } from './chat.live.ts'
import { HEARTBEAT_MS, type OpenSocket, type SocketState, type Sockets, serveSocket } from './chat.socket.ts'
import { admitMember, SocketCap } from './chat.socket-cap.ts'

/** The protocol the server speaks; a client offers it with `token.<accessToken>`. */
export const CHAT_PROTOCOL = 'kaifong.v1'
const TOKEN_PREFIX = 'token.'
/** How often the heartbeat looks for sockets whose turn has come. */
const BEAT_TICK_MS = 1000

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

export const chatSocketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Map<WebSocket, OpenSocket>()
    const cap = new SocketCap<SocketState>()
    const reads = createReadPositions(ctx, (err) => app.log.warn({ err }, 'chat read position not written'))

    // Each socket's heartbeat comes every HEARTBEAT_MS, the sockets spread over that time (one
    // slice a second): drop a socket that did not answer its last ping, ping it again, and close it
    // if its session has ended meanwhile (a catch-all behind the session.ended event). Pinging
    // every socket at once stalled message delivery for a tenth of a second at 2,000 sockets.
    const beat = async () => {
      const now = Date.now()
      const due: OpenSocket[] = []
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

    const sockets: Sockets = { open, cap, reads, log: app.log }
    app.get('/im/ws', { websocket: true, onRequest: admit, schema: { hide: true } }, (socket, request) => {
      const member = request.member
      if (!member) {
        socket.close(CHAT_CLOSE.SESSION_ENDED, 'not logged in')
        return
      }
      serveSocket(ctx, sockets, socket, member, request.lang, `${instanceId}:${++socketCount}`)
    })
  }
