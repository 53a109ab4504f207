/**
 * The wallet's small forms check with the contract's own schemas (the server checks the same) and
 * show each problem under its field: field names are the body's paths ("account.bank").
 */
import { ErrorCode } from '@kaifong/contract'
import type { z } from 'zod'
import { ApiError } from '../../../lib/api.ts'
import { translateIssue } from '../../../lib/i18n.ts'

export type FieldErrors = Record<string, string>

/** The first problem of each field of a failed parse, in the member's language. */
export function issuesOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.')
    out[field] ??= translateIssue(issue.message)
  }
  return out
}

/** Errors that name no field but belong to one. */
const FIELD_OF_CODE: Record<number, string> = {
  [ErrorCode.WALLET_PASSWORD_REFUSED]: 'password',
  [ErrorCode.WALLET_INSUFFICIENT]: 'amount',
  [ErrorCode.WRONG_PASSWORD]: 'loginPassword',
  [ErrorCode.CODE_WRONG]: 'code',
  [ErrorCode.CODE_EXPIRED]: 'code',
  [ErrorCode.CODE_TOO_MANY_TRIES]: 'code',
}

/**
 * A refusal split into field errors (of `known` fields) and what is left for the form's own line
 * (`fallback` when it is no answer of ours: the network, a timeout).
 */
export function refusalOf(
  err: unknown,
  known: readonly string[],
  fallback: string,
): { fields: FieldErrors; form: string | null } {
  if (!(err instanceof ApiError)) return { fields: {}, form: fallback }
  const fields: FieldErrors = {}
  for (const f of err.fields) if (known.includes(f.field)) fields[f.field] ??= f.message
  const byCode = FIELD_OF_CODE[err.code]
  if (Object.keys(fields).length === 0 && byCode && known.includes(byCode)) fields[byCode] = err.message
  return { fields, form: Object.keys(fields).length > 0 ? null : err.message }
}
