/**
 * The member's signed-in devices (docs/product/domain-rules.md, Sessions): the live sessions with
 * what each device told at sign-in, the sign-in before this one, and signing out another device.
 */
import { type DeviceSession, type DevicesResult, ErrorCode, parseClientType } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { describeUserAgent, maskIp } from './device-info.ts'
import { liveSessionsOf, type SessionRow, signInBefore, signOutSession } from './sessions.repo.ts'

function presentSession(row: SessionRow, currentId: string): DeviceSession {
  return {
    id: row.id,
    clientType: parseClientType(row.clientType),
    ...describeUserAgent(row.userAgent),
    ip: maskIp(row.ip),
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.id === currentId,
  }
}

export async function listDevices(
  ctx: AppContext,
  who: { id: number; sessionId: string },
): Promise<DevicesResult> {
  // The operator's console sessions are not the member's devices (docs/admin.md).
  const rows = (await liveSessionsOf(ctx.db, who.id, ctx.clock.now())).filter((r) => r.clientType !== 'ADMIN')
  const current = rows.find((r) => r.id === who.sessionId)
  const before = current ? await signInBefore(ctx.db, who.id, current) : null
  // This device first, then the others by their sign-in, newest first (the query's order).
  const ordered = current ? [current, ...rows.filter((r) => r !== current)] : rows
  return {
    sessions: ordered.map((r) => presentSession(r, who.sessionId)),
    lastSignIn: before
      ? { time: before.createdAt.toISOString(), country: before.country, ip: maskIp(before.ip) }
      : null,
  }
}

/**
 * Signs another device out: its next request gets 20004 and its socket closes. Another member's
 * session, an ended one and an unknown id get the same 404, so ids tell nothing; this device
 * leaves through logout instead (400).
 */
export async function signOutDevice(
  ctx: AppContext,
  who: { id: number; sessionId: string },
  sessionId: string,
): Promise<void> {
  if (sessionId === who.sessionId) throw new AppError(400, ErrorCode.SESSION_IS_CURRENT, 'session.current')
  if (!(await signOutSession(ctx.db, who.id, sessionId, ctx.clock.now())))
    throw new AppError(404, ErrorCode.SESSION_NOT_FOUND, 'session.not.found')
  await ctx.events.emit('session.ended', { sessionIds: [sessionId], reason: 'SIGNED_OUT' })
}
