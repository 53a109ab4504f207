/**
 * Who may do what in a talk (docs/product/chat.md, permissions.md): one place for the chat
 * module's permissions and their errors. A talk of others is answered like a missing one.
 */
import { ErrorCode } from '@kaifong/contract'
import { AppError } from '../../lib/errors.ts'
import type { TalkRow } from './chat.repo.ts'

export const talkNotFound = () => new AppError(404, ErrorCode.TALK_NOT_FOUND, 'chat.talk.not.found')
export const phoneRequired = () => new AppError(403, ErrorCode.PHONE_NOT_VERIFIED, 'chat.phone.required')
export const ownGoods = () => new AppError(403, ErrorCode.GOODS_OWN, 'chat.own.goods')
export const blocked = () => new AppError(403, ErrorCode.CHAT_BLOCKED, 'chat.blocked')
export const memberGone = () => new AppError(403, ErrorCode.CHAT_MEMBER_GONE, 'chat.member.gone')
export const goodsUnavailable = () => new AppError(409, ErrorCode.GOODS_UNAVAILABLE, 'chat.goods.unavailable')
export const photoTooLarge = () => new AppError(413, ErrorCode.CHAT_PHOTO_TOO_LARGE, 'chat.photo.too.large')
export const onlyBuyer = () => new AppError(403, ErrorCode.CHAT_WRONG_SIDE, 'chat.wrong.side.buyer')
export const onlySeller = () => new AppError(403, ErrorCode.CHAT_WRONG_SIDE, 'chat.wrong.side.seller')

export type Side = 'BUYER' | 'SELLER'

/** The member's side of the talk, or null when they are not in it. */
export function sideOf(talk: Pick<TalkRow, 'buyerId' | 'sellerId'>, memberId: number): Side | null {
  if (talk.buyerId === memberId) return 'BUYER'
  if (talk.sellerId === memberId) return 'SELLER'
  return null
}

/** The talk when `memberId` is one of its two members; otherwise the answer for a missing talk. */
export function assertMember<T extends Pick<TalkRow, 'buyerId' | 'sellerId'>>(
  talk: T | undefined,
  memberId: number,
): T & { side: Side; otherId: number } {
  const side = talk ? sideOf(talk, memberId) : null
  if (!talk || !side) throw talkNotFound()
  return { ...talk, side, otherId: side === 'BUYER' ? talk.sellerId : talk.buyerId }
}
