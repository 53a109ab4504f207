/**
 * Accounts: register, log in (through the login guard: lock, network limits, slider step-up),
 * reset a forgotten password by email, change the password, and bind a verified phone.
 * Registration and reset answer alike whether an address has an account or not until its code is
 * given (docs/decisions.md, "Accounts").
 */
import { randomInt } from 'node:crypto'
import {
  type BindMobileBody,
  ErrorCode,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_BEFORE_SLIDER,
  type ModifyPassBody,
  type TokenPair,
} from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { assertPhonesVerified, phoneTarget, verifyCode } from '../codes/index.ts'
import {
  findMemberByEmail,
  findMemberById,
  findMemberByInvitationCode,
  findTaken,
  findVerifiedPhoneOwner,
  insertMember,
  type MemberRow,
  updateMember,
} from '../members/index.ts'
import { countAccountFailures, recordLoginAttempt, settleLoginAttempt } from './login-attempts.repo.ts'
import {
  acceptLoginAttempt,
  afterPasswordReset,
  checkLoginPassword,
  type LoginSource,
} from './login-guard.ts'
import { putClaim, takeClaim } from './reset-claims.repo.ts'
import { revokeMemberSessions } from './sessions.repo.ts'
import { type ClientInfo, startSession } from './sessions.service.ts'

const RESET_CLAIM_TTL_MS = 10 * 60 * 1000
const usernameTaken = () => new AppError(409, ErrorCode.USERNAME_TAKEN, 'member.username.taken')
export const emailTaken = () => new AppError(409, ErrorCode.EMAIL_TAKEN, 'member.email.taken')
export const phoneTaken = () => new AppError(409, ErrorCode.PHONE_TAKEN, 'member.phone.taken')

/** Unique-index violations lost to a concurrent request become the same errors as the pre-check. */
export function mapUniqueViolation(err: unknown, map: Record<string, () => AppError>): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null
  const make = pg?.constraint ? map[pg.constraint] : undefined
  throw make ? make() : err
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function newInvitationCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('')
}

export interface RegisterInput {
  username: string
  password: string
  email: string
  code: string
  invitationCode: string
}

/**
 * Creates the account and signs it in on this device, as a login would (one session, the same
 * client details): a new member does not type the password again (docs/product/states-and-notices.md, Login dialog).
 * The code is checked before the email is said to be taken: only whoever reads the mailbox learns
 * it (a taken address is mailed that it has an account, not a code; codes.purpose.ts).
 */
export async function register(
  ctx: AppContext,
  input: RegisterInput,
  client: ClientInfo,
): Promise<{ member: MemberRow; tokens: TokenPair }> {
  // Usernames are public (members' pages); emails are not.
  const taken = await findTaken(ctx.db, input.username, input.email)
  if (taken.username) throw usernameTaken()
  const inviter = input.invitationCode ? await findMemberByInvitationCode(ctx.db, input.invitationCode) : null
  if (input.invitationCode && !inviter) throw badRequest('member.invite.invalid')
  const passwordHash = await hashPassword(input.password)
  const now = ctx.clock.now()
  // Codes are checked outside any transaction: a wrong try must count even though the request fails.
  await verifyCode(ctx, ctx.db, { type: 'REGISTER', target: input.email, code: input.code })
  if (taken.email) throw emailTaken()
  let member: MemberRow
  try {
    // The welcome coins (tasks module) are paid in the same transaction: no member without them.
    member = await ctx.db.transaction(async (tx) => {
      const row = await insertMember(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        nickName: input.username,
        invitationCode: newInvitationCode(),
        invitedBy: inviter?.id ?? null,
        emailVerifiedAt: now,
        createdAt: now,
      })
      await ctx.events.emit('member.registered', { tx, memberId: row.id, at: now })
      return row
    })
  } catch (err) {
    mapUniqueViolation(err, { members_username_key: usernameTaken, members_email_key: emailTaken })
  }
  // The code proved the email (the tasks module pays that task's reward).
  await ctx.events.emit('member.emailVerified', { memberId: member.id, at: now })
  const { tokens, ended } = await ctx.db.transaction((tx) => startSession(ctx, tx, member.id, client))
  await ctx.events.emit('session.ended', { sessionIds: ended, reason: 'REPLACED' })
  return { member, tokens }
}

/**
 * Signs a member in: the login guard checks the password and its limits; a deleted, banned or
 * reset-bound account is refused only after its right password.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
  client: ClientInfo,
  source: LoginSource,
): Promise<TokenPair> {
  const { member, attemptId } = await checkLoginPassword(ctx, input, source)
  const refusal = refusalOf(member)
  if (refusal) {
    // The right password was given: no guess, nothing to count against the account.
    await acceptLoginAttempt(ctx.db, attemptId)
    throw refusal
  }
  const { tokens, ended } = await ctx.db.transaction(async (tx) => {
    await acceptLoginAttempt(tx, attemptId)
    return startSession(ctx, tx, member.id, client)
  })
  await ctx.events.emit('session.ended', { sessionIds: ended, reason: 'REPLACED' })
  return tokens
}

function refusalOf(member: MemberRow): AppError | null {
  if (member.deletedAt) return new AppError(403, ErrorCode.ACCOUNT_DELETED, 'auth.account.deleted')
  // A ban says why (docs/admin.md, "Members"); a reset asked by an operator sends the member to "Forgot password".
  if (member.disabled)
    return new AppError(403, ErrorCode.ACCOUNT_BANNED, 'auth.banned', { reason: member.banReason })
  if (member.passwordResetRequired)
    return new AppError(403, ErrorCode.PASSWORD_RESET_REQUIRED, 'auth.password.reset.required')
  return null
}

/**
 * Step 1 of a password reset: the email code proves ownership for this device for 10 minutes.
 * The code is checked first, so an address without an account answers as one with an account
 * until its right code is given (an unknown address is mailed no code; codes.purpose.ts).
 */
export async function verifyResetEmail(
  ctx: AppContext,
  input: { email: string; code: string; uuid: string },
) {
  if (!input.uuid) throw badRequest('param.uuid')
  await verifyCode(ctx, ctx.db, { type: 'FIND_USER', target: input.email, code: input.code })
  if (!(await findMemberByEmail(ctx.db, input.email)))
    throw new AppError(404, ErrorCode.EMAIL_NOT_REGISTERED, 'member.email.not.registered')
  await putClaim(ctx.db, 'FIND_USER', input.email, input.uuid, ctx.clock.now(), RESET_CLAIM_TTL_MS)
}

/**
 * Step 2: set the new password and end every session of the account. The reset ends the account's
 * lock, and lets this device sign in once past a lock set again since (login-guard.ts).
 */
export async function resetPassword(
  ctx: AppContext,
  input: { email: string; password: string; uuid: string },
) {
  const now = ctx.clock.now()
  const member = await findMemberByEmail(ctx.db, input.email)
  if (!member || !input.uuid)
    throw new AppError(400, ErrorCode.RESET_NOT_VERIFIED, 'member.reset.not.verified')
  const passwordHash = await hashPassword(input.password)
  const ended = await ctx.db.transaction(async (tx) => {
    if (!(await takeClaim(tx, 'FIND_USER', input.email, input.uuid, now))) {
      throw new AppError(400, ErrorCode.RESET_NOT_VERIFIED, 'member.reset.not.verified')
    }
    // A reset an operator asked for is done once the member sets a new password (docs/admin.md, "Members").
    await updateMember(tx, member.id, { passwordHash, passwordResetRequired: false })
    await afterPasswordReset(tx, member.id, input.uuid, now)
    return revokeMemberSessions(tx, member.id, 'PASSWORD_RESET', now)
  })
  await ctx.events.emit('session.ended', { sessionIds: ended, reason: 'PASSWORD_RESET' })
}

/**
 * Checks a signed-in member's current password before a change that needs it (modifyPass, account
 * deletion). Wrong guesses are counted per member, under the one key `password:<id>`: after
 * LOGIN_FAILURES_BEFORE_SLIDER within LOGIN_FAILURE_WINDOW_MINUTES every check is refused (429)
 * until the window passes, so a borrowed session cannot try passwords. Answers the attempt, which
 * the caller settles as a success (`passwordAccepted`) with the change it allowed.
 */
export async function checkCurrentPassword(ctx: AppContext, memberId: number, password: string) {
  const now = ctx.clock.now()
  const key = `password:${memberId}`
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000)
  const attemptId = await ctx.db.transaction(async (tx) => {
    // One try at a time per member, so parallel guesses are each counted before any is checked.
    await lockKey(tx, 'password:member', memberId)
    if ((await countAccountFailures(tx, key, since)) >= LOGIN_FAILURES_BEFORE_SLIDER)
      throw new AppError(429, ErrorCode.TOO_MANY_REQUESTS, 'member.password.tries')
    // No IP: a member's wrong guesses here must not count against logins from their network.
    return recordLoginAttempt(tx, key, '', now)
  })
  const member = await findMemberById(ctx.db, memberId)
  if (!member || !(await verifyPassword(member.passwordHash, password))) {
    await settleLoginAttempt(ctx.db, attemptId, false)
    throw new AppError(400, ErrorCode.WRONG_PASSWORD, 'member.password.wrong')
  }
  return attemptId
}

/** The checked password allowed its change: settled in the change's transaction. */
export function passwordAccepted(db: DbOrTx, attemptId: number): Promise<void> {
  return settleLoginAttempt(db, attemptId, true)
}

/**
 * A signed-in member changes their password, knowing the current one (docs/product/domain-rules.md,
 * "Accounts"). Wrong guesses are counted per member: after LOGIN_FAILURES_BEFORE_SLIDER within
 * LOGIN_FAILURE_WINDOW_MINUTES the change is refused until the window passes, so a borrowed session
 * cannot try passwords. Every other session of the member ends; this one stays.
 */
export async function changePassword(
  ctx: AppContext,
  who: { memberId: number; sessionId: string; ip: string },
  input: ModifyPassBody,
): Promise<void> {
  const now = ctx.clock.now()
  const attemptId = await checkCurrentPassword(ctx, who.memberId, input.password)
  const passwordHash = await hashPassword(input.newPassword)
  const ended = await ctx.db.transaction(async (tx) => {
    await passwordAccepted(tx, attemptId)
    await updateMember(tx, who.memberId, { passwordHash })
    return revokeMemberSessions(tx, who.memberId, 'PASSWORD_RESET', now, who.sessionId)
  })
  await ctx.events.emit('session.ended', { sessionIds: ended, reason: 'PASSWORD_RESET' })
}

export async function bindMobile(
  ctx: AppContext,
  memberId: number,
  input: BindMobileBody,
): Promise<MemberRow> {
  // A site that verifies no phones says so (403 80216), as its code route does.
  assertPhonesVerified(ctx)
  const owner = await findVerifiedPhoneOwner(ctx.db, input.countryCode, input.mobile)
  if (owner !== null && owner !== memberId) throw phoneTaken()
  const now = ctx.clock.now()
  const target = phoneTarget(input.countryCode, input.mobile)
  await verifyCode(ctx, ctx.db, { type: 'BIND_MOBILE', target, code: input.code })
  const current = await findMemberById(ctx.db, memberId)
  if (!current) throw new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')
  try {
    const updated = await updateMember(ctx.db, memberId, {
      mobile: input.mobile,
      countryCode: input.countryCode,
      phoneVerifiedAt: current.phoneVerifiedAt ?? now,
    })
    if (!updated) throw new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')
    // Rewards and medals are keyed once per member, so a later re-verification pays nothing.
    await ctx.db.transaction((tx) =>
      ctx.events.emit('member.phoneVerified', { tx, memberId, invitedBy: updated.invitedBy, at: now }),
    )
    return updated
  } catch (err) {
    mapUniqueViolation(err, { members_phone_key: phoneTaken })
  }
}

/** The signed-in member's own account; a member removed since the token was issued is logged out. */
export async function selfOf(ctx: AppContext, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(ctx.db, memberId)
  if (!member) throw new AppError(401, ErrorCode.NOT_LOGGED_IN, 'auth.not.logged.in')
  return member
}
