/**
 * A small WebSocket client for tests and the bench: connects as a member (the token in the
 * protocol header, as the web app does), records every frame, and waits for the ones it needs.
 */
import type { ServerFrame } from '@kaifong/contract'
import { WebSocket } from 'ws'
import { CHAT_PROTOCOL } from '../src/modules/chat/chat.ws.ts'

export interface TestSocket {
  ws: WebSocket
  frames: ServerFrame[]
  /** Resolves with the first frame (received already or still to come) that `match` accepts. */
  next<T extends ServerFrame>(match: (f: ServerFrame) => f is T, timeoutMs?: number): Promise<T>
  next(match: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>
  send(frame: unknown): void
  closed: Promise<{ code: number; reason: string }>
}

export function connectSocket(
  baseUrl: string,
  token: string | null,
  opts: { origin?: string; lang?: string } = {},
): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/im/ws${opts.lang ? `?lang=${opts.lang}` : ''}`
  const protocols = token ? [CHAT_PROTOCOL, `token.${token}`] : [CHAT_PROTOCOL]
  const ws = new WebSocket(url, protocols, opts.origin ? { origin: opts.origin } : {})
  const frames: ServerFrame[] = []
  const waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = []
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame
    frames.push(frame)
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(frame)
      }
    }
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }))
  })
  const socket: TestSocket = {
    ws,
    frames,
    next(match: (f: ServerFrame) => boolean, timeoutMs = 5000) {
      const found = frames.find(match)
      if (found) return Promise.resolve(found)
      return new Promise<ServerFrame>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 2000)}`),
            ),
          timeoutMs,
        )
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer)
            resolve(f)
          },
        })
      })
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
    closed,
  } as TestSocket
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket))
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error('refused'), { status: res.statusCode })),
    )
    ws.once('error', reject)
  })
}
