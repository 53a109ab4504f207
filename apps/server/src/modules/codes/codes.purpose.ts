/**
 * Who may ask for which code, and what an email code request mails, checked by sendCode after the
 * slider pass is spent. A registration, reset or login code is never refused for what the address
 * is: an address with an account asking to register, or one without asking to reset, is answered
 * "code sent" like any other, counted by the same limits, and mailed what is true instead of a code
 * (docs/decisions.md, "Accounts"). A new email or phone is refused while another member holds it.
 */
import { ErrorCode, type Language } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { type MessageKey, t } from '../../lib/messages.ts'
import { findMemberByEmail, findVerifiedPhoneOwner, type MemberRow } from '../members/index.ts'
import { getSetting } from '../site/index.ts'

interface Replacement {
  subject: MessageKey
  text: MessageKey
  /** The web page the mail points to (apps/web/src/config/paths.ts). */
  path: string
}

const ACCOUNT_EXISTS: Replacement = {
  subject: 'mail.account.exists.subject',
  text: 'mail.account.exists.text',
  path: '/forgetPassword',
}
const NO_ACCOUNT: Replacement = {
  subject: 'mail.no.account.subject',
  text: 'mail.no.account.text',
  path: '/SignUp',
}

/** The mail sent instead of the code, or null when the code goes out. */
function replacementFor(type: string, owner: MemberRow | null): Replacement | null {
  if (type === 'REGISTER' && owner) return ACCOUNT_EXISTS
  if ((type === 'FIND_USER' || type === 'LOGIN') && !owner) return NO_ACCOUNT
  return null
}

/**
 * One email code request: `purpose` for sendCode (the address's owner is read after the slider
 * pass is spent; CHANGE_EMAIL to another member's address is refused), and the context to send it
 * with, whose mailer puts what is true of the address in place of a code nobody may use. The code
 * is still stored (hashed, never told), so the resend wait and daily caps hold alike.
 */
export function emailCodeRequest(
  ctx: AppContext,
  type: string,
  email: string,
  memberId: number | null,
  lang: Language,
): { ctx: AppContext; purpose: () => Promise<void> } {
  let replacement: Replacement | null = null
  let site = ''
  const purpose = async () => {
    const owner = await findMemberByEmail(ctx.db, email)
    // Read for either answer, so a replaced mail costs no more time than a code.
    site = (await getSetting(ctx.db, 'site'))?.siteName[lang] ?? t(lang, 'site.name')
    // The verify-old step sends to the member's own address; the new one must be free.
    if (type === 'CHANGE_EMAIL' && owner && owner.id !== memberId)
      throw new AppError(409, ErrorCode.EMAIL_TAKEN, 'member.email.taken')
    replacement = replacementFor(type, owner)
  }
  const mailer: Mailer = {
    send: (message) => {
      const instead = replacement
      if (!instead) return ctx.mailer.send(message)
      const params = { site, link: `${ctx.config.PUBLIC_URL}${instead.path}` }
      return ctx.mailer.send({
        channel: 'email',
        to: message.to,
        subject: t(lang, instead.subject, params),
        text: t(lang, instead.text, params),
        code: '',
      })
    },
    close: () => ctx.mailer.close(),
  }
  return { ctx: { ...ctx, mailer }, purpose }
}

export function phoneFree(ctx: AppContext, prefix: string, mobile: string, memberId: number) {
  return async () => {
    const owner = await findVerifiedPhoneOwner(ctx.db, prefix, mobile)
    if (owner !== null && owner !== memberId)
      throw new AppError(409, ErrorCode.PHONE_TAKEN, 'member.phone.taken')
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * How many numbers a member, and an address, may check in any 24 hours before the slider
 * (docs/decisions.md, "Checking a phone number before the slider"). A member binding a phone
 * checks one or two; past the limit the web app goes on to the slider, whose code request asks
 * the same question behind a solved puzzle.
 */
export const PHONE_CHECK_LIMITS = {
  member: { max: 10, windowMs: DAY_MS },
  ip: { max: 30, windowMs: DAY_MS },
} as const

/**
 * GET /common/common/sms/check: whether `memberId` may bind this number, before the slider and the
 * SMS: 409 20013 when another member's verified phone, else nothing. Each check counts against
 * the member's and the address's limits (429 80217), because the answer says that some account
 * has the number.
 */
export async function checkPhoneFree(
  ctx: AppContext,
  q: { prefix: string; mobile: string; memberId: number; ip: string },
): Promise<void> {
  const now = ctx.clock.now().getTime()
  const counted =
    (await ctx.limits.take(`phone-check:member:${q.memberId}`, PHONE_CHECK_LIMITS.member, now)) &&
    (await ctx.limits.take(`phone-check:ip:${q.ip}`, PHONE_CHECK_LIMITS.ip, now))
  if (!counted) throw new AppError(429, ErrorCode.PHONE_CHECK_LIMIT, 'phone.check.limit')
  await phoneFree(ctx, q.prefix, q.mobile, q.memberId)()
}
