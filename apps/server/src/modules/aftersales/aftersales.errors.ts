/** The after-sales module's refusals (docs/errors.md, 36xxx). */
import { ErrorCode } from '@kaifong/contract'
import { AppError } from '../../lib/errors.ts'

/** Unknown, or another member's or shop's: the same answer. */
export const afterSaleNotFound = () =>
  new AppError(404, ErrorCode.AFTER_SALE_NOT_FOUND, 'aftersale.not.found')
/** Not in the status the step starts from (also the loser of a race). */
export const afterSaleState = () => new AppError(409, ErrorCode.AFTER_SALE_STATE, 'aftersale.state')
export const orderNotOpen = (days: number) =>
  new AppError(409, ErrorCode.AFTER_SALE_ORDER_STATE, 'aftersale.order.state', { days })
export const amountOver = (max: string) =>
  new AppError(400, ErrorCode.AFTER_SALE_AMOUNT_OVER, 'aftersale.amount.over', { max })
export const openExists = () => new AppError(409, ErrorCode.AFTER_SALE_OPEN_EXISTS, 'aftersale.open.exists')
export const notShipped = () => new AppError(400, ErrorCode.AFTER_SALE_KIND, 'aftersale.kind.not.shipped')
export const photoUnknown = () =>
  new AppError(400, ErrorCode.AFTER_SALE_PHOTO_UNKNOWN, 'aftersale.photo.unknown')
export const sellerShort = () =>
  new AppError(409, ErrorCode.AFTER_SALE_SELLER_SHORT, 'aftersale.seller.short')
export const itemUnknown = () =>
  new AppError(400, ErrorCode.AFTER_SALE_ITEM_UNKNOWN, 'aftersale.item.unknown')
