/**
 * The wallet's 6-digit payment password (docs/product/money.md, "Payment password"): an argon2id
 * hash like login passwords (lib/passwords.ts), set the first time with the login password, reset
 * with a code sent to the member's own email. 5 wrong tries in a row lock the wallet for 15
 * minutes. Each try is counted in a transaction of its own, committed before the password is
 * checked, so a failure is never rolled back with the request, and parallel guesses each take a
 * try (at most 5 are ever checked). Wrong and locked answer the same 400 34003 in the same time.
 */
import {
  ErrorCode,
  type Language,
  maskEmail,
  moneyText,
  type ResetPayPasswordBody,
  type SetPayPasswordBody,
  WALLET_LOCK_MINUTES,
  WALLET_PASSWORD_TRIES,
  type WalletCheck,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { checkCurrentPassword, passwordAccepted } from '../auth/index.ts'
import { sendCode, verifyCode } from '../codes/index.ts'
import { findMemberById } from '../members/index.ts'
import { countTry, ensureAccount, findAccount, lockIfSpent, setPasswordHash } from './wallet.repo.ts'
import { walletBalance } from './wallet.service.ts'

const RESET_CODE_TYPE = 'WALLET_PASSWORD'
const LOCK_MS = WALLET_LOCK_MINUTES * 60_000

const notSet = () => new AppError(409, ErrorCode.WALLET_PASSWORD_NOT_SET, 'wallet.password.not.set')
const alreadySet = () => new AppError(409, ErrorCode.WALLET_PASSWORD_SET, 'wallet.password.already.set')
/** One answer for a wrong password and a locked wallet. */
const refused = () => new AppError(400, ErrorCode.WALLET_PASSWORD_REFUSED, 'wallet.password.refused')

type Claim = { kind: 'none' } | { kind: 'locked' } | { kind: 'try'; hash: string }

/**
 * Takes one try in its own committed transaction: the account row's lock makes parallel tries take
 * turns. A try counts as wrong until it is proved right, so at most 5 are ever being checked; the
 * wallet is locked only when a wrong one is confirmed (`lockIfSpent`), never by right ones that
 * happened to run together.
 */
function claimTry(ctx: AppContext, memberId: number, now: Date): Promise<Claim> {
  return ctx.db.transaction(async (tx): Promise<Claim> => {
    const account = await findAccount(tx, memberId, true)
    if (!account?.passwordHash) return { kind: 'none' }
    if (account.lockedUntil && account.lockedUntil > now) return { kind: 'locked' }
    // A lock that has run out starts the count again.
    const spent = account.lockedUntil ? 0 : account.failedTries
    if (spent >= WALLET_PASSWORD_TRIES) return { kind: 'locked' }
    await countTry(tx, memberId, spent + 1, null)
    return { kind: 'try', hash: account.passwordHash }
  })
}

/**
 * Checks a member's payment password before a payment or a withdrawal; call it before the
 * step's own transaction. Throws 409 34001 when none is set, 400 34003 when wrong or locked.
 */
export async function checkPayPassword(ctx: AppContext, memberId: number, password: string): Promise<void> {
  const claim = await claimTry(ctx, memberId, ctx.clock.now())
  if (claim.kind === 'none') throw notSet()
  // A locked wallet checks against nothing, in the time a real check takes.
  const ok = await verifyPassword(claim.kind === 'try' ? claim.hash : null, password)
  if (!ok) {
    if (claim.kind === 'try')
      await lockIfSpent(ctx.db, memberId, new Date(ctx.clock.now().getTime() + LOCK_MS))
    throw refused()
  }
  await countTry(ctx.db, memberId, 0, null)
}

/** GET /buyer/wallet/wallet/check. */
export async function walletCheck(ctx: AppContext, memberId: number): Promise<WalletCheck> {
  const [account, balance, member] = await Promise.all([
    findAccount(ctx.db, memberId),
    walletBalance(ctx.db, memberId),
    findMemberById(ctx.db, memberId),
  ])
  const locked = account?.lockedUntil && account.lockedUntil > ctx.clock.now() ? account.lockedUntil : null
  return {
    balance: moneyText(balance),
    hasPassword: Boolean(account?.passwordHash),
    lockedUntil: locked?.toISOString() ?? null,
    resetEmail: member ? maskEmail(member.email) : '',
  }
}

/**
 * The first payment password, proved by the login password (checked as modifyPass checks it:
 * 5 wrong in 15 minutes and it waits). Once one is set, only a reset by email code changes it.
 */
export async function setPayPassword(ctx: AppContext, memberId: number, body: SetPayPasswordBody) {
  if ((await findAccount(ctx.db, memberId))?.passwordHash) throw alreadySet()
  const attemptId = await checkCurrentPassword(ctx, memberId, body.loginPassword)
  const passwordHash = await hashPassword(body.password)
  await ctx.db.transaction(async (tx) => {
    await ensureAccount(tx, memberId)
    // Two first settings at once: the second finds the first one's hash.
    if ((await findAccount(tx, memberId, true))?.passwordHash) throw alreadySet()
    await setPasswordHash(tx, memberId, passwordHash)
    await passwordAccepted(tx, attemptId)
  })
}

/** Sends the reset code to the member's own email (a passed `WALLET_PASSWORD` slider buys one send). */
export async function sendResetCode(
  ctx: AppContext,
  who: { memberId: number; uuid: string; ip: string; lang: Language },
): Promise<void> {
  const member = await findMemberById(ctx.db, who.memberId)
  if (!member) throw new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')
  await sendCode(ctx, {
    channel: 'email',
    type: RESET_CODE_TYPE,
    target: member.email,
    uuid: who.uuid,
    ip: who.ip,
    lang: who.lang,
  })
}

/** A new payment password with the email code; the wrong tries and any lock start over. */
export async function resetPayPassword(ctx: AppContext, memberId: number, body: ResetPayPasswordBody) {
  const member = await findMemberById(ctx.db, memberId)
  if (!member) throw new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')
  // Outside the transaction: a wrong code stays counted against the code's 5 tries.
  await verifyCode(ctx, ctx.db, { type: RESET_CODE_TYPE, target: member.email, code: body.code })
  const passwordHash = await hashPassword(body.password)
  await ctx.db.transaction(async (tx) => {
    await ensureAccount(tx, memberId)
    await setPasswordHash(tx, memberId, passwordHash)
  })
}
