/**
 * Numeric error codes, one meaning each (docs/errors.md lists them all).
 * Codes the client reacts to by number live here; the server owns the messages.
 */
export const ErrorCode = {
  OK: 200,
  // 1xxx/4xxx generic (Lilishop-compatible)
  TOO_MANY_REQUESTS: 1003,
  PARAM_ERROR: 4002,
  NOT_FOUND: 4004,
  PAYLOAD_TOO_LARGE: 4013,
  INTERNAL: 5000,
  // 2xxxx member
  NOT_LOGGED_IN: 20003,
  SESSION_EXPIRED: 20004,
  SESSION_REPLACED: 20444,
  MEMBER_NOT_FOUND: 20002,
  USERNAME_TAKEN: 20008,
  EMAIL_TAKEN: 20009,
  WRONG_PASSWORD: 20010,
  LOGIN_SLIDER_REQUIRED: 20011,
  REFRESH_TOKEN_INVALID: 20012,
  PHONE_TAKEN: 20013,
  EMAIL_NOT_REGISTERED: 20014,
  RESET_NOT_VERIFIED: 20015,
  FORBIDDEN: 20016,
  // 4xxxx promotion and coins
  INSUFFICIENT_COINS: 40001,
  TASK_NOT_READY: 40002,
  TASK_DAILY_LIMIT: 40003,
  TASK_NOT_STARTED: 40004,
  PAYMENT_NOT_FOUND: 40005,
  PAYMENT_SIGNATURE: 40006,
  PAYMENT_SETTLED: 40007,
  ALREADY_CHECKED_IN: 47001,
  // 8xxxx other
  SLIDER_FAILED: 80202,
  SLIDER_NOT_PASSED: 80204,
  CODE_WRONG: 80210,
  CODE_EXPIRED: 80211,
  CODE_TOO_MANY_TRIES: 80212,
  CODE_RESEND_WAIT: 80213,
  CODE_DAILY_LIMIT: 80214,
  CODE_SEND_FAILED: 80215,
} as const
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

/** Codes after which the client opens the login dialog (SPEC §8). */
export const LOGIN_DIALOG_CODES: readonly number[] = [
  ErrorCode.NOT_LOGGED_IN,
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.SESSION_REPLACED,
]
