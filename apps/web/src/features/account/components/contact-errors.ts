/**
 * Where a refusal of a contact-change step shows: under the code, under the address or number,
 * or under the whole form (docs/errors.md).
 */
import { ErrorCode } from '@kaifong/contract'
import { ApiError } from '../../../lib/api.ts'

export interface StepErrors {
  value?: string
  code?: string
  form?: string
}

const ON_CODE: readonly number[] = [
  ErrorCode.CODE_WRONG,
  ErrorCode.CODE_EXPIRED,
  ErrorCode.CODE_TOO_MANY_TRIES,
]
const ON_VALUE: readonly number[] = [
  ErrorCode.EMAIL_TAKEN,
  ErrorCode.PHONE_TAKEN,
  ErrorCode.CONTACT_UNCHANGED,
  ErrorCode.CONTACT_NOT_CURRENT,
]
const VALUE_FIELDS = ['email', 'mobile', 'countryCode']

export function placeError(err: unknown, fallback: string): StepErrors {
  if (!(err instanceof ApiError)) return { form: fallback }
  if (err.fields.length > 0) {
    const placed: StepErrors = {}
    for (const f of err.fields) {
      const where = f.field === 'code' ? 'code' : VALUE_FIELDS.includes(f.field) ? 'value' : 'form'
      placed[where] ??= f.message
    }
    return placed
  }
  if (ON_CODE.includes(err.code)) return { code: err.message }
  if (ON_VALUE.includes(err.code)) return { value: err.message }
  return { form: err.message }
}

/** The reset step's proof lapsed (10 minutes) or was used: the dialog starts again at step 1. */
export const proofLapsed = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === ErrorCode.CONTACT_NOT_VERIFIED
