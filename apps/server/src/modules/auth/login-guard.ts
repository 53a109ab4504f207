/**
 * The password check of every sign-in (the member login, the console's first step) and the limits
 * around it (docs/decisions.md, "Accounts"): the account's lock, which doubles with each failure
 * past LOGIN_FAILURES_BEFORE_LOCK and which no slider pass shortens; failed logins per address and
 * per network; the step-up slider. Each attempt is counted when it starts, under an advisory lock on
 * its account and one on its network, so parallel attempts cannot all slip under a limit.
 */
import { setTimeout } from 'node:timers/promises'
import {
  ErrorCode,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_BEFORE_SLIDER,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_SUBNET,
  LOGIN_LOCK_MAX_MINUTES,
  LOGIN_LOCK_MEMORY_HOURS,
} from '@kaifong/contract'
import type { FastifyReply } from 'fastify'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { addressOf, networkOf } from '../../lib/ip.ts'
import { lockKey } from '../../lib/locks.ts'
import type { MessageKey } from '../../lib/messages.ts'
import { retiredPasswordHash, verifyPassword } from '../../lib/passwords.ts'
import { consumeSliderPass } from '../captcha/index.ts'
import { findMemberByLogin, type MemberRow } from '../members/index.ts'
import {
  type AccountFailures,
  accountFailures,
  recordLoginAttempt,
  recordLoginSuccess,
  type SourceFailures,
  settleLoginAttempt,
  sourceFailures,
} from './login-attempts.repo.ts'
import { hkClock, noticeLock } from './login-notice.ts'
import { putClaim, takeClaim } from './reset-claims.repo.ts'

const MINUTE_MS = 60_000
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS
const MEMORY_MS = LOGIN_LOCK_MEMORY_HOURS * 60 * MINUTE_MS
/** The claim a completed password reset leaves its device: one sign-in past the lock and the slider. */
const RESET_PASS = 'LOGIN_AFTER_RESET'
const RESET_PASS_TTL_MS = 10 * MINUTE_MS

export interface LoginSource {
  ip: string
  /** The device's uuid header: it carries a passed LOGIN slider, or the pass a password reset left. */
  uuid: string
  /** Where a lock notice that could not be mailed is reported (the answer does not wait for it). */
  warn: (err: unknown, what: string) => void
  /**
   * The sign-in also needs a second factor (the operator's console): no slider is asked, since the
   * console has none and its code step already stops a script; the account lock and the address and
   * network limits still hold (docs/decisions.md, "Accounts").
   */
  secondFactor?: boolean
}

/** A 429 that says when to try again; the login route also sends it as Retry-After. */
export class RetryLater extends AppError {
  constructor(
    code: number,
    key: MessageKey,
    readonly retryAfterSeconds: number,
    params: Record<string, string | number>,
  ) {
    super(429, code, key, params)
  }
}

/** Answers `work`, and sends a lock's or limit's wait as Retry-After when it is refused with one. */
export function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  return work.catch((err: unknown): never => {
    if (err instanceof RetryLater) void reply.header('retry-after', String(err.retryAfterSeconds))
    throw err
  })
}

function retryLater(code: number, key: MessageKey, until: Date, now: Date): RetryLater {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  return new RetryLater(code, key, seconds, { minutes: Math.ceil(seconds / 60), time: hkClock(until) })
}

/** Minutes an account stays locked after its `failures`-th failure: none up to the fifth, then 1, 2, 4 … */
export function lockMinutesAfter(failures: number): number {
  const over = failures - LOGIN_FAILURES_BEFORE_LOCK
  return over <= 0 ? 0 : Math.min(2 ** (over - 1), LOGIN_LOCK_MAX_MINUTES)
}

/** When the account's lock ends, or null when it is not locked at `now`. */
function lockEnd(account: AccountFailures, now: Date): Date | null {
  if (!account.lastFailureAt) return null
  const end = new Date(account.lastFailureAt.getTime() + lockMinutesAfter(account.failures) * MINUTE_MS)
  return end > now ? end : null
}

/**
 * An address or network at its limit only with attempts still in flight: those may succeed, and
 * successes never count (people behind one carrier NAT logging in at once), so the attempt waits
 * for them to settle rather than be refused (`openAttemptWhenSettled`).
 */
class InFlight extends Error {
  constructor(readonly refusal: RetryLater) {
    super('login attempts in flight')
  }
}

/** Refuses an address or network at its limit until its oldest settled failure leaves the window. */
function refuseBusySource(fromAddress: SourceFailures, fromNetwork: SourceFailures, now: Date): void {
  for (const [source, limit] of [
    [fromAddress, LOGIN_FAILURES_PER_IP],
    [fromNetwork, LOGIN_FAILURES_PER_SUBNET],
  ] as const) {
    if (source.failures < limit) continue
    if (source.settled >= limit && source.oldestAt)
      throw retryLater(
        ErrorCode.LOGIN_NETWORK_LIMITED,
        'auth.login.network',
        new Date(source.oldestAt.getTime() + WINDOW_MS),
        now,
      )
    const soon = new Date(now.getTime() + MINUTE_MS)
    throw new InFlight(retryLater(ErrorCode.LOGIN_NETWORK_LIMITED, 'auth.login.network', soon, now))
  }
}

/** How long an attempt waits for attempts in flight at its address or network, and how often it looks. */
const IN_FLIGHT_WAIT_MS = 5000
const IN_FLIGHT_POLL_MS = 25

/**
 * `openAttempt`, again while the address or network is full only of attempts in flight (each is
 * one argon2 check, tens of milliseconds); after IN_FLIGHT_WAIT_MS the attempt is refused for a
 * minute. The limit still holds: no attempt starts while those in flight could fill it.
 */
async function openAttemptWhenSettled(ctx: AppContext, accountKey: string, source: LoginSource) {
  for (let waited = 0; ; waited += IN_FLIGHT_POLL_MS) {
    try {
      return await openAttempt(ctx, accountKey, source, ctx.clock.now())
    } catch (err) {
      if (!(err instanceof InFlight)) throw err
      if (waited >= IN_FLIGHT_WAIT_MS) throw err.refusal
      await setTimeout(IN_FLIGHT_POLL_MS)
    }
  }
}

const sliderRequired = () => new AppError(401, ErrorCode.LOGIN_SLIDER_REQUIRED, 'auth.login.slider')

/** Uses up the device's passed LOGIN slider; false when it has none. */
const takeSliderPass = (ctx: AppContext, uuid: string) =>
  uuid === ''
    ? Promise.resolve(false)
    : consumeSliderPass(ctx, uuid, 'LOGIN').then(
        () => true,
        () => false,
      )

/** Uses up the pass a completed reset left this device (`afterPasswordReset`); false when it has none. */
const takeResetPass = (db: DbOrTx, accountKey: string, uuid: string, now: Date) =>
  uuid === '' ? Promise.resolve(false) : takeClaim(db, RESET_PASS, accountKey, uuid, now)

interface OpenAttempt {
  id: number
  /** The account's failures before this one (attempts in flight included). */
  failuresBefore: number
  episodeStart: Date
}

/**
 * Refuses a limited network or address, a locked account, or a missing slider; else records the
 * attempt in flight. The device a password reset left a pass skips the lock and the slider once.
 */
async function openAttempt(ctx: AppContext, accountKey: string, source: LoginSource, now: Date) {
  const address = addressOf(source.ip)
  const network = networkOf(source.ip)
  const windowStart = new Date(now.getTime() - WINDOW_MS)
  const memoryStart = new Date(now.getTime() - MEMORY_MS)
  return ctx.db.transaction(async (tx): Promise<OpenAttempt> => {
    // Always the account before the network (whose lock covers its addresses), so two attempts
    // never wait for each other crosswise.
    await lockKey(tx, 'login:account', accountKey)
    await lockKey(tx, 'login:network', network)
    const fromAddress = await sourceFailures(tx, 'ip', address, windowStart)
    refuseBusySource(fromAddress, await sourceFailures(tx, 'network', network, windowStart), now)
    const account = await accountFailures(tx, accountKey, memoryStart, windowStart)
    const end = lockEnd(account, now)
    const slider =
      !source.secondFactor &&
      (account.recent >= LOGIN_FAILURES_BEFORE_SLIDER || fromAddress.settled >= LOGIN_FAILURES_BEFORE_SLIDER)
    if ((end || slider) && !(await takeResetPass(tx, accountKey, source.uuid, now))) {
      if (end) throw retryLater(ErrorCode.LOGIN_LOCKED, 'auth.login.locked', end, now)
      // Through this transaction: the embedded database has one connection, held by it.
      if (!(await takeSliderPass({ ...ctx, db: tx }, source.uuid))) throw sliderRequired()
    }
    return {
      id: await recordLoginAttempt(tx, accountKey, address, now, network),
      failuresBefore: account.failures,
      episodeStart: account.lastSuccessAt ?? memoryStart,
    }
  })
}

/** Settles a failure; the failure that locks a member's account starts the owner's notice. */
async function failAttempt(
  ctx: AppContext,
  attempt: OpenAttempt,
  member: MemberRow | null,
  source: LoginSource,
  now: Date,
) {
  await settleLoginAttempt(ctx.db, attempt.id, false)
  const failures = attempt.failuresBefore + 1
  const minutes = lockMinutesAfter(failures)
  if (!member || member.deletedAt || minutes === 0) return
  const until = new Date(now.getTime() + minutes * MINUTE_MS)
  noticeLock(ctx, member, { episodeStart: attempt.episodeStart, until, failures }, source.warn)
}

/**
 * The account of a right password, and its attempt, which the caller settles as a success
 * (`acceptLoginAttempt`) with what the sign-in starts. A wrong password, or a name that is no
 * account, gets 401 20010; a locked account 429 20060; a limited address or network 429 20061.
 */
export async function checkLoginPassword(
  ctx: AppContext,
  input: { username: string; password: string },
  source: LoginSource,
): Promise<{ member: MemberRow; attemptId: number }> {
  const typed = input.username.trim().toLowerCase()
  const member = await findMemberByLogin(ctx.db, typed)
  // Username and email reach one account: failures are counted per account, not per spelling.
  const accountKey = member ? `member:${member.id}` : `name:${typed}`
  const attempt = await openAttemptWhenSettled(ctx, accountKey, source)
  const now = ctx.clock.now()
  // A deleted account's hash is retired (modules/account): only its right password learns that the
  // account was deleted. An unknown name still costs one argon2 verification.
  const hash = member?.deletedAt ? retiredPasswordHash(member.passwordHash) : (member?.passwordHash ?? null)
  const valid = await verifyPassword(hash, input.password)
  if (member && valid) return { member, attemptId: attempt.id }
  await failAttempt(ctx, attempt, member, source, now)
  throw new AppError(401, ErrorCode.WRONG_PASSWORD, 'auth.wrong.password')
}

/** The checked password was right: the account's count starts again. */
export function acceptLoginAttempt(db: DbOrTx, attemptId: number): Promise<void> {
  return settleLoginAttempt(db, attemptId, true)
}

/**
 * A completed password reset proved the mailbox: it ends the account's lock episode, and lets the
 * device that did it sign in once past a lock an attacker may have set again since.
 */
export async function afterPasswordReset(db: DbOrTx, memberId: number, uuid: string, now: Date) {
  const accountKey = `member:${memberId}`
  await recordLoginSuccess(db, accountKey, now)
  await putClaim(db, RESET_PASS, accountKey, uuid, now, RESET_PASS_TTL_MS)
}
