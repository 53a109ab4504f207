/**
 * Members in the operator's console (docs/admin.md, "Members"): search, a member's page, ban,
 * unban and "reset password". Operators never act on themselves or on an admin (403 60200); a
 * deleted account answers like a missing one (404 20002). Each action runs in one transaction with
 * its audit row; the member's row is locked first, so two operators acting on one member take
 * turns, and the state changes are conditional UPDATEs. Sockets of ended sessions close after commit
 * (the chat module listens to `session.ended`).
 */
import { ErrorCode } from '@kaifong/contract'
import { afterCommit, type DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { liveSessionsOf, revokeMemberSessions } from '../auth/index.ts'
import { holdSellerListings, releaseSellerListings } from '../goods/index.ts'
import { type MemberRow, setBanned, setPasswordResetRequired, setUnbanned } from '../members/index.ts'
import { findLiveMember, lockLiveMember, memberCounts, searchMembers } from './admin-members.repo.ts'

export const memberNotFound = () => new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')

/** The member an operator may act on: live, not the operator, not an admin. */
export function actionTarget(actor: AuditActor, target: MemberRow | null): MemberRow {
  if (!target) throw memberNotFound()
  if (target.id === actor.admin.id || target.role === 'ADMIN')
    throw new AppError(403, ErrorCode.OPERATOR_TARGET_REFUSED, 'operations.target.refused')
  return target
}

/** After commit: the ended sessions' sockets close on every instance. */
function endSocketsAfterCommit(
  ctx: AppContext,
  db: DbOrTx,
  sessionIds: string[],
  reason: 'BANNED' | 'PASSWORD_RESET',
): void {
  if (sessionIds.length === 0) return
  afterCommit(db, () => {
    ctx.events.emit('session.ended', { sessionIds, reason }).catch(() => {})
  })
}

export function membersPage(ctx: AppContext, query: { q: string; pageNumber: number; pageSize: number }) {
  return searchMembers(ctx.db, query.q, (query.pageNumber - 1) * query.pageSize, query.pageSize)
}

/** A member's page: the row with the balance, the counts and the live sessions (every client). */
export async function memberPage(ctx: AppContext, id: number) {
  const now = ctx.clock.now()
  const member = await findLiveMember(ctx.db, id)
  if (!member) throw memberNotFound()
  const [counts, sessions] = await Promise.all([
    memberCounts(ctx.db, id, now),
    liveSessionsOf(ctx.db, id, now),
  ])
  return { member, counts, sessions }
}

export interface BanDone {
  /** False when the member was banned already: nothing changed and nothing was audited. */
  banned: boolean
  sessionIds: string[]
  hiddenGoodsIds: number[]
}

/**
 * Bans a member in the caller's transaction (docs/admin.md, "Members"): `disabled`, `ban_reason`
 * and `banned_at`; every session of every client (the console's included) revoked with the reason
 * BANNED, so its next request gets 403 60002 with the reason (lib/auth.ts, token refresh); listed
 * goods hidden (SELLER_BANNED); the audit row 'member.ban'. The sockets close after commit. Also the
 * report queue's BAN (modules/moderation) can call this.
 */
export async function banMember(
  ctx: AppContext,
  tx: DbOrTx,
  actor: AuditActor,
  memberId: number,
  reason: string,
): Promise<BanDone> {
  const now = ctx.clock.now()
  actionTarget(actor, await lockLiveMember(tx, memberId))
  if (!(await setBanned(tx, memberId, reason, now)))
    return { banned: false, sessionIds: [], hiddenGoodsIds: [] }
  const sessionIds = await revokeMemberSessions(tx, memberId, 'BANNED', now)
  const hiddenGoodsIds = await holdSellerListings(tx, memberId, now)
  await recordAudit(
    tx,
    actor,
    {
      action: 'member.ban',
      targetType: 'member',
      targetId: memberId,
      before: { disabled: false },
      after: { disabled: true, endedSessions: sessionIds.length, hiddenGoods: hiddenGoodsIds },
      reason,
    },
    now,
  )
  // The sockets close with 60002; the client's next request (or refresh) hears the reason.
  endSocketsAfterCommit(ctx, tx, sessionIds, 'BANNED')
  return { banned: true, sessionIds, hiddenGoodsIds }
}

/** POST /admin/api/members/:id/ban: a member banned already gets 409 60205. */
export async function banFromConsole(ctx: AppContext, actor: AuditActor, memberId: number, reason: string) {
  const done = await ctx.db.transaction((tx) => banMember(ctx, tx, actor, memberId, reason))
  if (!done.banned)
    throw new AppError(409, ErrorCode.MEMBER_ALREADY_BANNED, 'operations.member.already.banned')
  return { endedSessions: done.sessionIds.length, listings: done.hiddenGoodsIds.length }
}

/**
 * Lifts a ban: the member may sign in again and the listings the ban hid return (a hold after
 * reports stays). The old reason is kept in the audit row only. Not banned: 409 60206.
 */
export async function unbanMember(ctx: AppContext, actor: AuditActor, memberId: number, reason: string) {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const target = actionTarget(actor, await lockLiveMember(tx, memberId))
    if (!(await setUnbanned(tx, memberId, now)))
      throw new AppError(409, ErrorCode.MEMBER_NOT_BANNED, 'operations.member.not.banned')
    const shown = await releaseSellerListings(tx, memberId)
    await recordAudit(
      tx,
      actor,
      {
        action: 'member.unban',
        targetType: 'member',
        targetId: memberId,
        before: {
          disabled: true,
          banReason: target.banReason,
          bannedAt: target.bannedAt?.toISOString() ?? null,
        },
        after: { disabled: false, shownGoods: shown },
        reason,
      },
      now,
    )
    return { endedSessions: 0, listings: shown.length }
  })
}

/**
 * Ends every session of the member and sets `password_reset_required`: login answers 60003 until
 * the member sets a new password through "Forgot password" (auth.service.ts resetPassword).
 */
export async function resetMemberPassword(
  ctx: AppContext,
  actor: AuditActor,
  memberId: number,
  reason: string,
) {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const target = actionTarget(actor, await lockLiveMember(tx, memberId))
    await setPasswordResetRequired(tx, memberId, now)
    const ended = await revokeMemberSessions(tx, memberId, 'PASSWORD_RESET', now)
    await recordAudit(
      tx,
      actor,
      {
        action: 'member.reset',
        targetType: 'member',
        targetId: memberId,
        before: { passwordResetRequired: target.passwordResetRequired },
        after: { passwordResetRequired: true, endedSessions: ended.length },
        reason,
      },
      now,
    )
    endSocketsAfterCommit(ctx, tx, ended, 'PASSWORD_RESET')
    return { endedSessions: ended.length, listings: 0 }
  })
}
