/**
 * The member's own data (docs/product/domain-rules.md, "Account deletion"): the export download and
 * deleting the account. Deletion is one transaction over the modules that own each effect (trades
 * ends the offers and deals, goods takes the listings down, coins forfeits the balance, addresses
 * empties the book, auth ends the sessions); this module only decides the order and what the member row
 * keeps. The row stays, anonymised, so others' chats and reviews still have their other side and
 * the username stays taken.
 */
import {
  ACCOUNT_EXPORT_LIMIT,
  type AccountExport,
  type DeleteAccountBody,
  ErrorCode,
  isDeletePhrase,
  type Language,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { lockKey } from '../../lib/locks.ts'
import { retirePasswordHash } from '../../lib/passwords.ts'
import { deleteAllAddresses } from '../addresses/index.ts'
import { checkCurrentPassword, passwordAccepted, revokeMemberSessions } from '../auth/index.ts'
import { balanceOf, spend } from '../coins/index.ts'
import { takeDownAllOf } from '../goods/index.ts'
import { findMemberById, forgetInviter, updateMember } from '../members/index.ts'
import { endTradesOf } from '../trades/index.ts'
import { buildExport } from './account.export.ts'

const notLoggedIn = () => new AppError(401, ErrorCode.NOT_LOGGED_IN, 'auth.not.logged.in')

/**
 * Counts one export of `memberId` (each builds a file of every list the member has), or refuses it
 * (429) past ACCOUNT_EXPORT_LIMIT in the window; shared by every instance through Redis when set.
 */
async function countExport(ctx: AppContext, memberId: number): Promise<void> {
  const limit = { max: ACCOUNT_EXPORT_LIMIT.count, windowMs: ACCOUNT_EXPORT_LIMIT.windowMs }
  if (!(await ctx.limits.take(`account:export:${memberId}`, limit, ctx.clock.now().getTime()))) {
    throw new AppError(429, ErrorCode.TOO_MANY_REQUESTS, 'account.export.limit', {
      count: ACCOUNT_EXPORT_LIMIT.count,
    })
  }
}

/**
 * GET /buyer/passport/member/export: the member's data as a file, its name
 * `kaifong-<username>-<Hong Kong date>.json`.
 */
export async function exportAccount(
  ctx: AppContext,
  memberId: number,
  lang: Language,
): Promise<{ filename: string; data: AccountExport }> {
  const member = await findMemberById(ctx.db, memberId)
  if (!member || member.deletedAt) throw notLoggedIn()
  await countExport(ctx, memberId)
  const now = ctx.clock.now()
  const data = await buildExport(ctx.db, member, lang, now)
  return { filename: `kaifong-${member.username}-${hkDay(now)}.json`, data }
}

/** What the member row keeps of a deleted account: its id, username, (unusable) invitation code and dates. */
function anonymised(member: { id: number; passwordHash: string }, now: Date) {
  return {
    // Unique (members_email_key) and never delivered: .invalid is reserved (RFC 2606).
    email: `deleted-${member.id}@deleted.invalid`,
    mobile: null,
    countryCode: null,
    phoneVerifiedAt: null,
    nickName: '',
    face: '',
    bio: '',
    district: null,
    passwordHash: retirePasswordHash(member.passwordHash),
    deletedAt: now,
  }
}

/**
 * POST /buyer/passport/member/delete. The typed phrase and the current password (counted against
 * the same key as modifyPass) come first; then, in one transaction under the member's lock: the
 * trades end, the listings go down, the coins are forfeited, the address book is emptied, the
 * invited friends are let go, the row is anonymised and every session ends. A second request (a replay, a double click, a parallel
 * twin) finds the account deleted and changes nothing.
 */
export async function deleteAccount(ctx: AppContext, memberId: number, body: DeleteAccountBody) {
  if (!isDeletePhrase(body.phrase)) {
    throw new AppError(400, ErrorCode.DELETE_PHRASE_WRONG, 'account.delete.phrase')
  }
  const isDeleted = async () => (await findMemberById(ctx.db, memberId))?.deletedAt != null
  if (await isDeleted()) return
  let attemptId: number
  try {
    attemptId = await checkCurrentPassword(ctx, memberId, body.password)
  } catch (err) {
    // A twin deleted it meanwhile (its hash is retired now): the deletion this one asked for is done.
    if (await isDeleted()) return
    throw err
  }
  const now = ctx.clock.now()
  const done = await ctx.db.transaction(async (tx) => {
    await passwordAccepted(tx, attemptId)
    await lockKey(tx, 'account:delete', memberId)
    const member = await findMemberById(tx, memberId)
    if (!member) throw notLoggedIn()
    if (member.deletedAt) return null
    // Trades first: they lock the listings before their talks, as every chat step does.
    await endTradesOf(ctx, tx, memberId, now)
    await takeDownAllOf(tx, memberId, now)
    const balance = await balanceOf(tx, memberId)
    if (balance > 0) {
      await spend(
        ctx,
        { memberId, amount: balance, reason: 'ACCOUNT_DELETED', key: `account-deleted:${memberId}` },
        tx,
      )
    }
    await deleteAllAddresses(tx, memberId)
    await forgetInviter(tx, memberId)
    await updateMember(tx, memberId, anonymised(member, now))
    const ended = await revokeMemberSessions(tx, memberId, 'DELETED', now)
    return { ended }
  })
  if (!done) return
  await ctx.events.emit('session.ended', { sessionIds: done.ended, reason: 'DELETED' })
}
