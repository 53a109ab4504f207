/**
 * Operator sign-in (docs/admin.md, "Roles and sign-in"): the member passport's password, counted
 * by the same login limits, then a second factor. An operator without a confirmed authenticator
 * app sets one up (SETUP) and receives ten recovery codes; later sign-ins give its code or a
 * recovery code (VERIFY). Success starts a console session (client type ADMIN) that ends 8 hours
 * later whatever happens, and ends the operator's previous console session. Every sign-in, factor
 * set-up, recovery code used and sign-out is audited in its own transaction.
 */
import { randomBytes } from 'node:crypto'
import { ErrorCode, LOGIN_FAILURE_WINDOW_MINUTES, type TokenPair } from '@kaifong/contract'
import {
  ADMIN_CHALLENGE_MINUTES,
  ADMIN_CHALLENGE_TRIES,
  type AdminLoginResult,
} from '@kaifong/contract/admin'
import type { DbOrTx } from '../../db/client.ts'
import type { AdminRole } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import type { AuthAdmin } from '../../lib/request.ts'
import { sha256 } from '../../lib/tokens.ts'
import { recordAudit } from '../audit/index.ts'
import {
  acceptLoginAttempt,
  checkLoginPassword,
  countAccountFailures,
  recordLoginAttempt,
  settleLoginAttempt,
} from '../auth/index.ts'
import { findMemberById, type MemberRow } from '../members/index.ts'
import {
  acceptStep,
  type ChallengePurpose,
  consumeChallenge,
  findChallenge,
  findFactor,
  insertChallenge,
  putUnconfirmedFactor,
  replaceRecoveryCodes,
  takeChallengeTry,
  useRecoveryCode,
} from './admin-auth.repo.ts'
import {
  type ConsoleClient,
  isActiveOperator,
  notOperator,
  type StartedSession,
  sessionStarted,
  settle,
  startConsoleSession,
} from './admin-auth.session.ts'
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUrlOf,
  qrSvgOf,
} from './totp.ts'

/**
 * Wrong second-factor codes an operator may give within LOGIN_FAILURE_WINDOW_MINUTES, over all
 * challenges: then sign-in waits until the window passes, so a stolen password cannot buy endless
 * guesses at the code by signing in again and again.
 */
export const ADMIN_FACTOR_FAILURES_MAX = 10

const challengeInvalid = () => new AppError(400, ErrorCode.ADMIN_CHALLENGE_INVALID, 'admin.challenge.invalid')
const challengeTries = () => new AppError(429, ErrorCode.ADMIN_CHALLENGE_TRIES, 'admin.challenge.tries')
const codeUsed = () => new AppError(400, ErrorCode.ADMIN_CODE_USED, 'admin.code.used')
const factorLocked = () => new AppError(429, ErrorCode.ADMIN_FACTOR_LOCKED, 'admin.factor.locked')

const factorKey = (memberId: number) => `admin-factor:${memberId}`
const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000)

/** The audit actor of a sign-in step: the operator themself, before any session exists. */
function actorFrom(member: MemberRow & { role: AdminRole }, sessionId: string, ip: string) {
  const admin: AuthAdmin = { id: member.id, sessionId, username: member.username, role: member.role }
  return { admin, ip }
}

// ---- step 1: the password

/**
 * The member login's password check, limits and lock (modules/auth, login-guard.ts), under the
 * same account key: a wrong password gets 401 20010 whoever the account is.
 */
async function checkPassword(
  ctx: AppContext,
  input: { username: string; password: string },
  client: ConsoleClient,
): Promise<MemberRow> {
  const { member, attemptId } = await checkLoginPassword(ctx, input, { ...client, secondFactor: true })
  await acceptLoginAttempt(ctx.db, attemptId)
  return member
}

async function assertFactorNotLocked(db: DbOrTx, memberId: number, now: Date): Promise<void> {
  if ((await countAccountFailures(db, factorKey(memberId), windowStart(now))) >= ADMIN_FACTOR_FAILURES_MAX)
    throw factorLocked()
}

/** The unconfirmed secret to set up, or null when the operator's factor is confirmed. */
async function secretToSetUp(ctx: AppContext, memberId: number, now: Date): Promise<string | null> {
  const factor = await findFactor(ctx.db, memberId)
  if (factor?.confirmedAt) return null
  return putUnconfirmedFactor(ctx.db, memberId, newTotpSecret(), now)
}

async function newChallenge(ctx: AppContext, memberId: number, purpose: ChallengePurpose, ip: string) {
  const now = ctx.clock.now()
  const challenge = randomBytes(32).toString('base64url')
  // Kept hashed, like refresh tokens: the table alone lets nobody finish a sign-in.
  await insertChallenge(ctx.db, {
    id: sha256(challenge),
    memberId,
    purpose,
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_CHALLENGE_MINUTES * 60_000),
  })
  return challenge
}

/**
 * Step 1. A member who is not an operator (or is banned, or deleted) learns only after the right
 * password that the console is not theirs (403 60001); a wrong password gets 401 20010 as at the
 * member login, whoever the account is.
 */
export async function startConsoleSignIn(
  ctx: AppContext,
  input: { username: string; password: string },
  client: ConsoleClient,
): Promise<AdminLoginResult> {
  const member = await checkPassword(ctx, input, client)
  if (!isActiveOperator(member)) throw notOperator()
  if (member.passwordResetRequired)
    throw new AppError(403, ErrorCode.PASSWORD_RESET_REQUIRED, 'auth.password.reset.required')
  const now = ctx.clock.now()
  await assertFactorNotLocked(ctx.db, member.id, now)
  const secret = await secretToSetUp(ctx, member.id, now)
  if (secret === null)
    return { step: 'VERIFY', challenge: await newChallenge(ctx, member.id, 'VERIFY', client.ip) }
  const otpauthUrl = otpauthUrlOf(secret, member.username)
  return {
    step: 'SETUP',
    challenge: await newChallenge(ctx, member.id, 'SETUP', client.ip),
    secret,
    otpauthUrl,
    qrSvg: await qrSvgOf(otpauthUrl),
  }
}

// ---- step 2: the second factor

/**
 * Counts one try of the challenge (committed even when the code turns out wrong) and answers its
 * operator, still an operator now; or why the challenge can take no more tries.
 */
async function takeTry(ctx: AppContext, challengeId: string, purpose: ChallengePurpose, now: Date) {
  const taken = await takeChallengeTry(ctx.db, challengeId, purpose, ADMIN_CHALLENGE_TRIES, now)
  if (!taken) {
    const row = await findChallenge(ctx.db, challengeId)
    const live = row && row.purpose === purpose && !row.consumedAt && row.expiresAt > now
    throw live ? challengeTries() : challengeInvalid()
  }
  const member = await findMemberById(ctx.db, taken.memberId)
  if (!member || !isActiveOperator(member)) throw notOperator()
  await assertFactorNotLocked(ctx.db, member.id, now)
  return { member, attempts: taken.attempts }
}

/** A wrong code: counted against the operator's factor too, then refused with the tries left. */
async function refuseWrongCode(ctx: AppContext, memberId: number, attempts: number): Promise<never> {
  // No IP: wrong codes must not count against member logins from the operator's network.
  const id = await recordLoginAttempt(ctx.db, factorKey(memberId), '', ctx.clock.now())
  await settleLoginAttempt(ctx.db, id, false)
  const left = ADMIN_CHALLENGE_TRIES - attempts
  if (left <= 0) throw challengeTries()
  throw new AppError(400, ErrorCode.ADMIN_CODE_WRONG, 'admin.code.wrong', { left })
}
/**
 * Step 2 of a first sign-in: the authenticator app's code confirms the factor. Answers the session's
 * tokens and ten recovery codes, shown this once (only their hashes are kept).
 */
export async function confirmConsoleFactor(
  ctx: AppContext,
  input: { challenge: string; code: string },
  client: ConsoleClient,
): Promise<{ tokens: TokenPair; recoveryCodes: string[] }> {
  const now = ctx.clock.now()
  const challengeId = sha256(input.challenge)
  const { member, attempts } = await takeTry(ctx, challengeId, 'SETUP', now)
  const factor = await findFactor(ctx.db, member.id)
  if (!factor || factor.confirmedAt) throw challengeInvalid()
  const step = matchingStep(factor.secret, input.code, now)
  if (step === null) return refuseWrongCode(ctx, member.id, attempts)
  const recoveryCodes = newRecoveryCodes()
  const started = await settle<StartedSession>(ctx, async (tx) => {
    if (!(await acceptStep(tx, member.id, step, { confirm: true, now }))) return { error: codeUsed() }
    if (!(await consumeChallenge(tx, challengeId, now))) return { error: challengeInvalid() }
    await replaceRecoveryCodes(
      tx,
      member.id,
      recoveryCodes.map((code) => hashRecoveryCode(member.id, code)),
      now,
    )
    const session = await startConsoleSession(ctx, tx, member.id, client)
    const actor = actorFrom(member, session.sessionId, client.ip)
    const target = { targetType: 'member', targetId: member.id }
    await recordAudit(
      tx,
      actor,
      { action: 'admin.factorSetup', ...target, after: { recoveryCodes: 10 } },
      now,
    )
    await recordAudit(tx, actor, { action: 'admin.signIn', ...target, after: { method: 'TOTP' } }, now)
    return { ok: session }
  })
  return { tokens: await sessionStarted(ctx, started), recoveryCodes }
}

/** Step 2 of later sign-ins: a 6-digit code of the app, or an unused recovery code. */
export async function verifyConsoleSignIn(
  ctx: AppContext,
  input: { challenge: string; code: string },
  client: ConsoleClient,
): Promise<{ tokens: TokenPair }> {
  const now = ctx.clock.now()
  const challengeId = sha256(input.challenge)
  const { member, attempts } = await takeTry(ctx, challengeId, 'VERIFY', now)
  const factor = await findFactor(ctx.db, member.id)
  if (!factor?.confirmedAt) throw challengeInvalid()
  const recoveryCode = normalizeRecoveryCode(input.code)
  const step = recoveryCode ? null : matchingStep(factor.secret, input.code, now)
  if (!recoveryCode && step === null) return refuseWrongCode(ctx, member.id, attempts)
  const wrongRecovery = new AppError(400, ErrorCode.ADMIN_CODE_WRONG, 'admin.code.wrong')
  const started = await settle<StartedSession>(ctx, async (tx) => {
    if (recoveryCode) {
      if (!(await useRecoveryCode(tx, member.id, hashRecoveryCode(member.id, recoveryCode), now)))
        return { error: wrongRecovery }
    } else if (step !== null && !(await acceptStep(tx, member.id, step, { confirm: false, now }))) {
      return { error: codeUsed() }
    }
    if (!(await consumeChallenge(tx, challengeId, now))) return { error: challengeInvalid() }
    const session = await startConsoleSession(ctx, tx, member.id, client)
    const actor = actorFrom(member, session.sessionId, client.ip)
    const target = { targetType: 'member', targetId: member.id }
    if (recoveryCode) await recordAudit(tx, actor, { action: 'admin.recoveryCodeUsed', ...target }, now)
    const method = recoveryCode ? 'RECOVERY_CODE' : 'TOTP'
    await recordAudit(tx, actor, { action: 'admin.signIn', ...target, after: { method } }, now)
    return { ok: session }
  }).catch((err: unknown): Promise<never> => {
    // A recovery code that is none of theirs (or used) counts as a wrong code.
    if (err === wrongRecovery) return refuseWrongCode(ctx, member.id, attempts)
    throw err
  })
  return { tokens: await sessionStarted(ctx, started) }
}
