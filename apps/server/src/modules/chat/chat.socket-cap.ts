/**
 * How many chat sockets a member opens and holds (docs/decisions.md, "Chat delivery"). Opening:
 * CHAT_CONNECT_LIMIT a minute, and none for CHAT_FLOOD_COOLDOWN_MS after one was closed for
 * flooding, both counted in ctx.limits (shared by every instance through Redis). Holding, on this
 * instance: at most CHAT_SOCKETS.perSession per session and CHAT_SOCKETS.perMember in all. A new
 * socket is always let in and the oldest makes room, one whose last ping went unanswered first:
 * that is most likely a phone that lost its network, which the heartbeat has not noticed yet,
 * while the new socket is the device in the member's hand.
 */
import { CHAT_CONNECT_LIMIT, CHAT_FLOOD_COOLDOWN_MS, CHAT_SOCKETS } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { tooMany } from '../../lib/errors.ts'

const floodKey = (memberId: number) => `chat:flooded:${memberId}`

/**
 * Before a member's socket is opened: refused (429, no socket) within CHAT_FLOOD_COOLDOWN_MS of a
 * flood of theirs, or past CHAT_CONNECT_LIMIT new sockets a minute. An attacker who reconnects
 * after every close gets one socket's budget a minute, not one per reconnection.
 */
export async function admitMember(ctx: AppContext, memberId: number): Promise<void> {
  const now = ctx.clock.now().getTime()
  if ((await ctx.limits.count(floodKey(memberId), CHAT_FLOOD_COOLDOWN_MS, now)) > 0) throw tooMany()
  const limit = {
    max: CHAT_CONNECT_LIMIT.count * ctx.config.RATE_LIMIT_SCALE,
    windowMs: CHAT_CONNECT_LIMIT.windowMs,
  }
  if (!(await ctx.limits.take(`chat:connect:${memberId}`, limit, now))) throw tooMany()
}

/** A socket of the member was closed for flooding: their next ones wait CHAT_FLOOD_COOLDOWN_MS. */
export async function floodClosed(ctx: AppContext, memberId: number): Promise<void> {
  await ctx.limits.take(
    floodKey(memberId),
    { max: 1, windowMs: CHAT_FLOOD_COOLDOWN_MS },
    ctx.clock.now().getTime(),
  )
}

export interface HeldSocket {
  member: { id: number; sessionId: string }
  /** It answered its last ping (or has not been pinged yet). */
  alive: boolean
}

export class SocketCap<T extends HeldSocket> {
  /** Each member's sockets, oldest first. */
  private readonly byMember = new Map<number, T[]>()

  /** Adds `socket`; answers the sockets that must close to make room (no longer counted here). */
  admit(socket: T): T[] {
    const held = this.byMember.get(socket.member.id) ?? []
    const victims: T[] = []
    const sameSession = held.filter((s) => s.member.sessionId === socket.member.sessionId)
    if (sameSession.length >= CHAT_SOCKETS.perSession) victims.push(pickVictim(sameSession))
    const left = held.filter((s) => !victims.includes(s))
    if (left.length >= CHAT_SOCKETS.perMember) victims.push(pickVictim(left))
    this.byMember.set(socket.member.id, [...held.filter((s) => !victims.includes(s)), socket])
    return victims
  }

  release(socket: T): void {
    const held = this.byMember.get(socket.member.id)
    if (!held) return
    const left = held.filter((s) => s !== socket)
    if (left.length === 0) this.byMember.delete(socket.member.id)
    else this.byMember.set(socket.member.id, left)
  }
}

/** A socket that missed its last ping, else the oldest. `held` is never empty here. */
function pickVictim<T extends HeldSocket>(held: T[]): T {
  const dead = held.find((s) => !s.alive)
  const victim = dead ?? held[0]
  if (!victim) throw new Error('no socket to close')
  return victim
}
