/** Enumerations of docs/product/data.md and states-and-notices.md, with their numeric wire values. */

export const GOODS_STATUS = { NEW: 0, USED: 1, RENT: 2, SERVICE: 3 } as const
export const MARKET_ENABLE = ['UPPER', 'DOWN', 'SOLD_OUT', 'SOLD_OUT_DOWN'] as const
export type MarketEnable = (typeof MARKET_ENABLE)[number]
export const GOODS_SORT = { RECOMMENDED: 0, LATEST: 1, PRICE_DESC: 2, PRICE_ASC: 3 } as const
export const TRADING_METHOD = { DELIVERY: 0, MEET_UP: 1 } as const
export const CONTACT_METHODS = ['whatsapp', 'wechat', 'email', 'other'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]
export const REPORT_REASONS = [
  'COUNTERFEIT',
  'INFERIOR_QUALITY',
  'SAFETY',
  'FALSE_CLAIMS',
  'FAKE_ORIGINAL_PRICE',
  'STOLEN_IMAGES',
  'OTHER',
] as const
export const NOTICE_STATUS = ['UN_READ', 'ALREADY_READ'] as const
export type NoticeStatus = (typeof NOTICE_STATUS)[number]
const NOTICE_TYPES = [
  'COLLECTED',
  'GOODS_FEEDBACK',
  'GOODS_FEEDBACK_DOWN',
  'GOODS_EXPIRED',
  'GOODS_EXPIRED_SOON',
  'COMMENTED',
  'SYSTEM',
  'SYSTEM_DOWN_PRODUCT',
  'SYSTEM_DELETE_PRODUCT',
  'SYSTEM_POINT_CHANGE',
  'SAVED_SEARCH',
  'QUOTE_RECEIVED',
  'QUOTE_ACCEPTED',
  'DEAL_CANCEL_ASKED',
  'SHOP_APPROVED',
  'SHOP_REFUSED',
  'ORDER_NEW',
  'ORDER_PAID',
  'ORDER_TAKE',
  'ORDER_SHIPPED',
  'ORDER_COMPLETED',
  'ORDER_CANCELLED',
  'WALLET_WITHDRAWAL_DONE',
  'WALLET_WITHDRAWAL_REFUSED',
  'AFTER_SALE_APPLIED',
  'AFTER_SALE_ACCEPTED',
  'AFTER_SALE_REFUSED',
  'AFTER_SALE_RETURN_SHIPPED',
  'AFTER_SALE_REFUNDED',
  'AFTER_SALE_CANCELLED',
  'COMPLAINT_NEW',
  'COMPLAINT_MESSAGE',
  'COMPLAINT_DECIDED',
] as const
export type NoticeType = (typeof NOTICE_TYPES)[number]
export const MEDAL_KEYS = ['verifyPhone', 'addGoods', 'inviteFriends', 'moreMedal'] as const
export type MedalKey = (typeof MEDAL_KEYS)[number]

/** Slider captcha and verification-code purposes (docs/product/api.md#captcha-and-codes). */
export const EMAIL_CODE_TYPES = ['REGISTER', 'CHANGE_EMAIL', 'FIND_USER', 'LOGIN'] as const
export type EmailCodeType = (typeof EMAIL_CODE_TYPES)[number]
export const SMS_CODE_TYPES = ['BIND_MOBILE', 'CHANGE_MOBILE'] as const
export type SmsCodeType = (typeof SMS_CODE_TYPES)[number]
/** The code that resets a wallet's payment password: sent to the signed-in member's own email only. */
export const WALLET_CODE_TYPES = ['WALLET_PASSWORD'] as const
export const SLIDER_TYPES = [...EMAIL_CODE_TYPES, ...SMS_CODE_TYPES, ...WALLET_CODE_TYPES] as const
export type SliderType = (typeof SLIDER_TYPES)[number]
/**
 * The home page's sections, in their default order (docs/admin.md, "Home blocks"): the hot words,
 * the banners, the check-in card, the visitors' welcome, the popular carousel, the recommended grid.
 */
export const HOME_BLOCK_KEYS = [
  'hotWords',
  'banners',
  'checkIn',
  'welcome',
  'popular',
  'recommended',
] as const
export type HomeBlockKey = (typeof HOME_BLOCK_KEYS)[number]

/** Order statuses (docs/product/orders.md, "States"). TAKE: a self-pickup order waiting for its pickup code. */
export const ORDER_STATUS = [
  'UNPAID',
  'PAID',
  'UNDELIVERED',
  'DELIVERED',
  'COMPLETED',
  'TAKE',
  'CANCELLED',
] as const
export type OrderStatus = (typeof ORDER_STATUS)[number]
/** Why money moved in a wallet (docs/product/money.md). */
export const WALLET_REASONS = [
  'RECHARGE',
  'ORDER_PAY',
  'ORDER_REFUND',
  'SALE_INCOME',
  'WITHDRAW',
  'WITHDRAW_REFUSED',
] as const
export type WalletReason = (typeof WALLET_REASONS)[number]
