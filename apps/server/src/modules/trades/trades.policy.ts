/**
 * Who may take which step of an offer or deal (docs/product/chat.md, Offers and Deals;
 * permissions.md) and the errors of steps that are no longer possible. A talk's own answers (not
 * found, wrong side, blocked, a member gone) are chat's (chat.policy.ts).
 */
import { ErrorCode } from '@kaifong/contract'
import { AppError } from '../../lib/errors.ts'
import { blocked, type LockedTalk, memberGone } from '../chat/index.ts'

export const quoteNotOpen = () => new AppError(409, ErrorCode.QUOTE_NOT_OPEN, 'chat.quote.not.open')
export const goodsSold = () => new AppError(409, ErrorCode.GOODS_SOLD, 'chat.goods.sold')
export const dealReviewed = () => new AppError(409, ErrorCode.DEAL_REVIEWED, 'chat.deal.reviewed')
export const dealNotActive = () => new AppError(409, ErrorCode.DEAL_NOT_ACTIVE, 'chat.deal.not.active')
export const cancelNotAsked = () => new AppError(409, ErrorCode.CANCEL_NOT_ASKED, 'chat.cancel.not.asked')
export const cancelAlreadyAsked = () =>
  new AppError(409, ErrorCode.CANCEL_ALREADY_ASKED, 'chat.cancel.already.asked')
export const askerCannotAnswer = () => new AppError(403, ErrorCode.CHAT_WRONG_SIDE, 'chat.wrong.side.asker')

/** New commitments (offers, deals) need both members present and neither blocking the other. */
export function assertCanTrade(talk: LockedTalk): void {
  if (talk.gone) throw memberGone()
  if (talk.blocked) throw blocked()
}

/** Unique indexes lost to a concurrent twin: the error the locks would have given. */
export function mapDealConflict(err: unknown): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null
  if (pg?.constraint === 'deals_one_active_single_stock') throw goodsSold()
  if (pg?.constraint === 'deals_quote_key') throw quoteNotOpen()
  throw err
}
