/**
 * Who may ask for which code, checked by sendCode after the slider pass is spent: a registration
 * code only for a free email, a reset or login code only for a registered one, a new email or
 * phone only when no other member holds it.
 */
import { ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { findMemberByEmail, findVerifiedPhoneOwner } from '../members/members.repo.ts'

/** `memberId`: the signed-in member, required for CHANGE_EMAIL (the route authenticates it). */
export function emailPurpose(ctx: AppContext, type: string, email: string, memberId: number | null) {
  return async () => {
    const owner = await findMemberByEmail(ctx.db, email)
    if (type === 'REGISTER' && owner) throw new AppError(409, ErrorCode.EMAIL_TAKEN, 'member.email.taken')
    if ((type === 'FIND_USER' || type === 'LOGIN') && !owner) {
      throw new AppError(404, ErrorCode.EMAIL_NOT_REGISTERED, 'member.email.not.registered')
    }
    // The verify-old step sends to the member's own address; the new one must be free.
    if (type === 'CHANGE_EMAIL' && owner && owner.id !== memberId)
      throw new AppError(409, ErrorCode.EMAIL_TAKEN, 'member.email.taken')
  }
}

export function phoneFree(ctx: AppContext, prefix: string, mobile: string, memberId: number) {
  return async () => {
    const owner = await findVerifiedPhoneOwner(ctx.db, prefix, mobile)
    if (owner !== null && owner !== memberId)
      throw new AppError(409, ErrorCode.PHONE_TAKEN, 'member.phone.taken')
  }
}
