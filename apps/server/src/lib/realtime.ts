/**
 * Members' live connections (docs/product/chat.md#the-socket): which sockets of which member are
 * open on this instance, and delivery of JSON frames to every socket of a member on every
 * instance. With Redis each instance publishes what it delivers on one channel and delivers what
 * arrives on it (its own publications included) to its own sockets; without Redis delivery is
 * local. Frames are serialized once by the sender of a delivery, never per socket.
 */
import type { Redis } from 'ioredis'

export interface LiveSocket {
  /** Unique on every instance (the sender's own socket is left out of its echo). */
  id: string
  memberId: number
  sessionId: string
  send(json: string): void
  /** The session ended: a last frame saying why (`code`: 20004 or 20444), then the socket closes. */
  end(code: number): void
}

export interface Delivery {
  memberId: number
  json: string
  /** A socket of the member not to send it to (the one the message came from). */
  except?: string
}

export interface Realtime {
  /** Adds a socket; the returned function removes it. */
  attach(socket: LiveSocket): () => void
  /** Each frame to every socket of its member, on every instance. */
  deliver(deliveries: Delivery[]): void
  /** Ends every socket of a session (logged out, replaced, password changed), on every instance. */
  endSession(sessionId: string, code: number): void
  /** Sockets open on this instance (for tests and the bench). */
  size(): number
  close(): Promise<void>
}

const CHANNEL = 'kf:realtime'

type Published = { d: [number, string, string?][] } | { s: string; c: number }

export function createRealtime(redis: Redis | null, log: (err: unknown) => void): Realtime {
  const byMember = new Map<number, Set<LiveSocket>>()
  let count = 0

  const deliverLocal = (memberId: number, json: string, except?: string) => {
    const sockets = byMember.get(memberId)
    if (!sockets) return
    for (const socket of sockets) if (socket.id !== except) socket.send(json)
  }
  const endLocal = (sessionId: string, code: number) => {
    for (const sockets of byMember.values()) {
      for (const socket of sockets) if (socket.sessionId === sessionId) socket.end(code)
    }
  }

  // A connection of its own: a subscribed Redis connection can do nothing else.
  const subscriber = redis?.duplicate() ?? null
  if (subscriber) {
    subscriber.subscribe(CHANNEL).catch(log)
    subscriber.on('message', (_channel: string, raw: string) => {
      let message: Published
      try {
        message = JSON.parse(raw) as Published
      } catch (err) {
        log(err)
        return
      }
      if ('d' in message)
        for (const [memberId, json, except] of message.d) deliverLocal(memberId, json, except)
      else endLocal(message.s, message.c)
    })
  }
  const publish = (message: Published) => {
    redis?.publish(CHANNEL, JSON.stringify(message)).catch(log)
  }

  return {
    attach(socket) {
      let sockets = byMember.get(socket.memberId)
      if (!sockets) {
        sockets = new Set()
        byMember.set(socket.memberId, sockets)
      }
      sockets.add(socket)
      count++
      return () => {
        const set = byMember.get(socket.memberId)
        if (!set?.delete(socket)) return
        count--
        if (set.size === 0) byMember.delete(socket.memberId)
      }
    },
    deliver(deliveries) {
      if (deliveries.length === 0) return
      if (redis)
        publish({
          d: deliveries.map((d) => (d.except ? [d.memberId, d.json, d.except] : [d.memberId, d.json])),
        })
      else for (const d of deliveries) deliverLocal(d.memberId, d.json, d.except)
    },
    endSession(sessionId, code) {
      if (redis) publish({ s: sessionId, c: code })
      else endLocal(sessionId, code)
    },
    size: () => count,
    async close() {
      await subscriber?.quit().catch(() => {})
    },
  }
}
