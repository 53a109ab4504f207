/** Typed application errors: an HTTP status, a stable numeric code and a message key (see messages.ts). */
import { ErrorCode } from '@kaifong/contract'
import type { MessageKey } from './messages.ts'

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key)
    this.name = 'AppError'
  }
}

export const badRequest = (key: MessageKey = 'param.error', params?: Record<string, string | number>) =>
  new AppError(400, ErrorCode.PARAM_ERROR, key, params)
export const notFound = (key: MessageKey = 'not.found') => new AppError(404, ErrorCode.NOT_FOUND, key)
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, ErrorCode.FORBIDDEN, key)
export const tooMany = (key: MessageKey = 'too.many.requests', params?: Record<string, string | number>) =>
  new AppError(429, ErrorCode.TOO_MANY_REQUESTS, key, params)
