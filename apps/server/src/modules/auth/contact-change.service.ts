/**
 * A signed-in member changes their email or phone (docs/product/domain-rules.md, "Email and phone
 * change"). The verify step proves the current value with its code and leaves a proof, valid 10
 * minutes, for this session and that value; the reset step spends the proof together with the new
 * value's code, writes the new value and mails a notice. Every refusal comes before the code is
 * spent, so a mistake costs no code; unique indexes decide races for the same address or number.
 */
import {
  type ContactChangeStep,
  ErrorCode,
  type Language,
  maskEmail,
  maskPhone,
  type ResetUserEmail,
  type ResetUserMobile,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { type MessageKey, t } from '../../lib/messages.ts'
import { assertPhonesVerified, phoneTarget, verifyCode } from '../codes/index.ts'
import {
  findMemberByEmail,
  findMemberById,
  findVerifiedPhoneOwner,
  lockMember,
  type MemberRow,
  updateMember,
} from '../members/index.ts'
import { getSetting } from '../site/index.ts'
import { emailTaken, mapUniqueViolation, phoneTaken } from './auth.service.ts'
import { hasClaim, putClaim, takeClaim } from './reset-claims.repo.ts'

const CLAIM_TTL_MS = 10 * 60 * 1000
const HK_OFFSET_MS = 8 * 60 * 60 * 1000

type Kind = 'email' | 'phone'
export interface ContactChangeOutcome {
  step: ContactChangeStep
  /** The member after the step: unchanged after `verify`. */
  member: MemberRow
}

export interface ContactChangeCaller {
  memberId: number
  sessionId: string
  lang: Language
  /** Where a notice that could not be mailed is reported: the change itself stands. */
  warn: (err: unknown, what: string) => void
}

const notCurrent = (kind: Kind) =>
  new AppError(400, ErrorCode.CONTACT_NOT_CURRENT, `contact.${kind}.not.current`)
const notVerified = (kind: Kind) =>
  new AppError(400, ErrorCode.CONTACT_NOT_VERIFIED, `contact.${kind}.not.verified`)
const unchanged = (kind: Kind) =>
  new AppError(400, ErrorCode.CONTACT_UNCHANGED, kind === 'email' ? 'email.same' : 'phone.same')
const notBound = () => new AppError(409, ErrorCode.PHONE_NOT_BOUND, 'contact.phone.not.bound')
const noMember = () => new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')

/**
 * The proof names the member and the value it proved: once that value has changed (through
 * another session), a proof left behind for it no longer allows anything.
 */
const proofOf = (member: MemberRow, kind: Kind) =>
  `${member.id}|${kind === 'email' ? member.email : (verifiedPhone(member) ?? '')}`

/** The member's verified phone as `+<prefix><mobile>`, or null without one. */
function verifiedPhone(member: MemberRow): string | null {
  if (!member.phoneVerifiedAt || !member.mobile || !member.countryCode) return null
  return phoneTarget(member.countryCode, member.mobile)
}

/** The signed-in member; a `memberId` naming anyone else is refused as if there were nobody. */
async function ownMember(ctx: AppContext, caller: ContactChangeCaller, memberId: string | undefined) {
  if (memberId !== undefined && memberId !== String(caller.memberId)) throw noMember()
  const member = await findMemberById(ctx.db, caller.memberId)
  if (!member) throw noMember()
  return member
}

export async function changeEmail(
  ctx: AppContext,
  caller: ContactChangeCaller,
  input: ResetUserEmail,
): Promise<ContactChangeOutcome> {
  const now = ctx.clock.now()
  const member = await ownMember(ctx, caller, input.memberId)
  const same = input.email === member.email
  if ((input.step ?? (same ? 'verify' : 'reset')) === 'verify') {
    if (!same) throw notCurrent('email')
    await verifyCode(ctx, ctx.db, { type: 'CHANGE_EMAIL', target: input.email, code: input.code })
    await putClaim(ctx.db, 'CHANGE_EMAIL', proofOf(member, 'email'), caller.sessionId, now, CLAIM_TTL_MS)
    return { step: 'verify', member }
  }
  if (same) throw unchanged('email')
  const owner = await findMemberByEmail(ctx.db, input.email)
  if (owner && owner.id !== member.id) throw emailTaken()
  if (!(await hasClaim(ctx.db, 'CHANGE_EMAIL', proofOf(member, 'email'), caller.sessionId, now)))
    throw notVerified('email')
  // Outside any transaction: a wrong try must stay counted.
  await verifyCode(ctx, ctx.db, { type: 'CHANGE_EMAIL', target: input.email, code: input.code })
  let old: MemberRow
  let updated: MemberRow
  try {
    ;[old, updated] = await ctx.db.transaction(async (tx) => {
      // One change of this member at a time: the proof is read against the value it proved.
      await lockMember(tx, member.id)
      const current = await findMemberById(tx, member.id)
      if (!current) throw noMember()
      if (current.email === input.email) throw unchanged('email')
      if (!(await takeClaim(tx, 'CHANGE_EMAIL', proofOf(current, 'email'), caller.sessionId, now)))
        throw notVerified('email')
      const row = await updateMember(tx, member.id, { email: input.email, emailVerifiedAt: now })
      if (!row) throw noMember()
      return [current, row] as const
    })
  } catch (err) {
    mapUniqueViolation(err, { members_email_key: emailTaken })
  }
  // The old address hears of it: if the change was not the owner's, they still can.
  await mailNotice(ctx, caller, old.email, 'email', {
    username: updated.username,
    email: maskEmail(updated.email),
  })
  return { step: 'reset', member: updated }
}

export async function changeMobile(
  ctx: AppContext,
  caller: ContactChangeCaller,
  input: ResetUserMobile,
): Promise<ContactChangeOutcome> {
  assertPhonesVerified(ctx)
  const now = ctx.clock.now()
  const member = await ownMember(ctx, caller, input.memberId)
  // Nothing to prove or replace: a first phone is bound (/authPhone), not changed.
  const phone = verifiedPhone(member)
  if (!phone) throw notBound()
  const target = phoneTarget(input.countryCode, input.mobile)
  const same = target === phone
  if ((input.step ?? (same ? 'verify' : 'reset')) === 'verify') {
    if (!same) throw notCurrent('phone')
    await verifyCode(ctx, ctx.db, { type: 'CHANGE_MOBILE', target, code: input.code })
    await putClaim(ctx.db, 'CHANGE_MOBILE', proofOf(member, 'phone'), caller.sessionId, now, CLAIM_TTL_MS)
    return { step: 'verify', member }
  }
  if (same) throw unchanged('phone')
  const owner = await findVerifiedPhoneOwner(ctx.db, input.countryCode, input.mobile)
  if (owner !== null && owner !== member.id) throw phoneTaken()
  if (!(await hasClaim(ctx.db, 'CHANGE_MOBILE', proofOf(member, 'phone'), caller.sessionId, now)))
    throw notVerified('phone')
  await verifyCode(ctx, ctx.db, { type: 'CHANGE_MOBILE', target, code: input.code })
  let updated: MemberRow
  try {
    updated = await ctx.db.transaction(async (tx) => {
      await lockMember(tx, member.id)
      const current = await findMemberById(tx, member.id)
      if (!current) throw noMember()
      const currentPhone = verifiedPhone(current)
      if (!currentPhone) throw notBound()
      if (currentPhone === target) throw unchanged('phone')
      if (!(await takeClaim(tx, 'CHANGE_MOBILE', proofOf(current, 'phone'), caller.sessionId, now)))
        throw notVerified('phone')
      const row = await updateMember(tx, member.id, {
        mobile: input.mobile,
        countryCode: input.countryCode,
        phoneVerifiedAt: now,
      })
      if (!row) throw noMember()
      // The new number is proved; the rewards and medals this pays are keyed once per member,
      // so a change pays nothing again.
      await ctx.events.emit('member.phoneVerified', {
        tx,
        memberId: row.id,
        invitedBy: row.invitedBy,
        at: now,
      })
      return row
    })
  } catch (err) {
    mapUniqueViolation(err, { members_phone_key: phoneTaken })
  }
  await mailNotice(ctx, caller, updated.email, 'phone', {
    username: updated.username,
    phone: `+${input.countryCode} ${maskPhone(input.mobile)}`,
  })
  return { step: 'reset', member: updated }
}

const NOTICE_KEYS: Record<Kind, { subject: MessageKey; text: MessageKey }> = {
  email: { subject: 'mail.email.changed.subject', text: 'mail.email.changed.text' },
  phone: { subject: 'mail.phone.changed.subject', text: 'mail.phone.changed.text' },
}

/**
 * Mails the member, in the language of the request that made the change, that it was made. Sent
 * after the change is committed; a failure to send is reported, never undoes the change.
 */
async function mailNotice(
  ctx: AppContext,
  caller: ContactChangeCaller,
  to: string,
  kind: Kind,
  params: Record<string, string>,
) {
  const now = ctx.clock.now()
  // Hong Kong keeps UTC+8 all year (lib/hk-time.ts).
  const time = new Date(now.getTime() + HK_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
  try {
    const site = (await getSetting(ctx.db, 'site'))?.siteName[caller.lang] ?? t(caller.lang, 'site.name')
    const all = { ...params, site, time }
    await ctx.mailer.send({
      channel: 'email',
      to,
      subject: t(caller.lang, NOTICE_KEYS[kind].subject, all),
      text: t(caller.lang, NOTICE_KEYS[kind].text, all),
      code: '',
    })
  } catch (err) {
    caller.warn(err, `${kind} change notice not sent`)
  }
}
