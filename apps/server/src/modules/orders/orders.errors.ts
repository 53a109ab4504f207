/** The orders module's refusals (docs/errors.md, 33xxx). */
import { ErrorCode } from '@kaifong/contract'
import { AppError } from '../../lib/errors.ts'

/** Unknown, another member's (or shop's), or deleted by its buyer: the same answer. */
export const orderNotFound = () => new AppError(404, ErrorCode.ORDER_NOT_FOUND, 'order.not.found')
/** The order is not in the status the step starts from (also the loser of a race). */
export const orderState = () => new AppError(409, ErrorCode.ORDER_STATE, 'order.state')
export const nothingChecked = () =>
  new AppError(400, ErrorCode.ORDER_NOTHING_CHECKED, 'order.nothing.checked')
export const addressMissing = () =>
  new AppError(400, ErrorCode.ORDER_ADDRESS_MISSING, 'order.address.missing')
export const addressIncomplete = () =>
  new AppError(400, ErrorCode.ORDER_ADDRESS_MISSING, 'order.address.incomplete')
export const pickupMissing = (shop: string) =>
  new AppError(400, ErrorCode.ORDER_PICKUP_MISSING, 'order.pickup.missing', { shop })
export const lineUnavailable = (goods: string) =>
  new AppError(409, ErrorCode.ORDER_LINE_UNAVAILABLE, 'order.line.unavailable', { goods })
export const shopClosed = (shop: string) =>
  new AppError(409, ErrorCode.ORDER_LINE_UNAVAILABLE, 'order.shop.closed', { shop })
export const stockRanOut = (goods: string) =>
  new AppError(409, ErrorCode.ORDER_STOCK_RAN_OUT, 'order.stock.ran.out', { goods })
export const priceChanged = (goods: string) =>
  new AppError(409, ErrorCode.ORDER_PRICE_CHANGED, 'order.price.changed', { goods })
export const ownShop = () => new AppError(400, ErrorCode.ORDER_OWN_SHOP, 'order.own.shop')
export const pickupCodeWrong = () =>
  new AppError(400, ErrorCode.ORDER_PICKUP_CODE_WRONG, 'order.pickup.code.wrong')
export const pickupTries = () => new AppError(429, ErrorCode.ORDER_PICKUP_TRIES, 'order.pickup.tries')
export const trackingInvalid = (example: string) =>
  new AppError(400, ErrorCode.ORDER_TRACKING_INVALID, 'order.tracking.invalid', { example })
export const carrierUnknown = () =>
  new AppError(400, ErrorCode.ORDER_CARRIER_UNKNOWN, 'order.carrier.unknown')
export const coinsOverCap = (max: number) =>
  new AppError(400, ErrorCode.ORDER_COINS_INVALID, 'order.coins.over.cap', { max })
export const coinsStep = (step: number) =>
  new AppError(400, ErrorCode.ORDER_COINS_INVALID, 'order.coins.step', { step })
export const nothingToPay = () => new AppError(409, ErrorCode.ORDER_NOTHING_TO_PAY, 'order.nothing.to.pay')
export const notAShop = () => new AppError(403, ErrorCode.ORDER_NOT_A_SHOP, 'order.not.a.shop')
