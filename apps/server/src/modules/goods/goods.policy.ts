/** Who may do what with a listing (docs/product/states-and-notices.md, permissions.md): one place for the goods module's permissions. */
import { ErrorCode } from '@kaifong/contract'
import { AppError } from '../../lib/errors.ts'
import type { GoodsRow } from './goods.repo.ts'

export const goodsNotFound = () => new AppError(404, ErrorCode.GOODS_NOT_FOUND, 'goods.not.found')
export const wrongState = () => new AppError(409, ErrorCode.GOODS_STATE, 'goods.state')

/**
 * Only the seller edits, lists, takes down, renews, boosts or deletes a listing. Anyone else gets
 * the answer for a missing listing, so owner tools cannot probe for taken-down (private) ones.
 */
export function assertSeller(row: Pick<GoodsRow, 'sellerId'>, memberId: number): void {
  if (row.sellerId !== memberId) throw goodsNotFound()
}

/**
 * Deleted listings are gone for everyone; a taken-down one is the seller's private draft.
 * Sold and expired listings stay visible with their label (links in chats and favourites work).
 */
export function canView(
  row: Pick<GoodsRow, 'sellerId' | 'marketEnable' | 'deletedAt'>,
  viewerId: number | null,
) {
  if (row.deletedAt) return false
  return row.marketEnable !== 'DOWN' || row.sellerId === viewerId
}

/** docs/product/states-and-notices.md: a listed item cannot be edited (take it down first); a sold one waits for its trade. */
export function assertEditable(row: Pick<GoodsRow, 'marketEnable'>): void {
  if (row.marketEnable === 'UPPER') {
    throw new AppError(409, ErrorCode.GOODS_LISTED_NOT_EDITABLE, 'goods.listed.not.editable')
  }
  if (row.marketEnable === 'SOLD_OUT') throw wrongState()
}

export const isLive = (row: Pick<GoodsRow, 'marketEnable' | 'closeTime'>, now: Date) =>
  row.marketEnable === 'UPPER' && row.closeTime !== null && row.closeTime > now

/** Put up: from taken down, evaluated, or listed but expired (docs/product/states-and-notices.md, docs/product/domain-rules.md). */
export function assertCanPutUp(row: Pick<GoodsRow, 'marketEnable' | 'closeTime'>, now: Date): void {
  const expired = row.marketEnable === 'UPPER' && !isLive(row, now)
  if (!(row.marketEnable === 'DOWN' || row.marketEnable === 'SOLD_OUT_DOWN' || expired)) throw wrongState()
}

export function assertListed(row: Pick<GoodsRow, 'marketEnable'>): void {
  if (row.marketEnable !== 'UPPER') throw wrongState()
}

/** Boosting an expired listing would pay for nothing: say so (docs/product/messages.md "product has expired"). */
export function assertLive(row: Pick<GoodsRow, 'marketEnable' | 'closeTime'>, now: Date): void {
  assertListed(row)
  if (!isLive(row, now)) throw new AppError(409, ErrorCode.GOODS_STATE, 'goods.expired')
}

export function assertDeletable(row: Pick<GoodsRow, 'marketEnable'>): void {
  if (row.marketEnable !== 'DOWN' && row.marketEnable !== 'SOLD_OUT_DOWN') throw wrongState()
}
