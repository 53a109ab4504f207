/** Puts a server's field errors (result.fields) onto a react-hook-form form. */
import { ErrorCode } from '@kaifong/contract'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api.ts'

/** Errors that name no field but clearly belong to one, so the message shows where the fix is. */
const FIELD_OF_CODE: Record<number, string> = {
  [ErrorCode.CODE_WRONG]: 'code',
  [ErrorCode.CODE_EXPIRED]: 'code',
  [ErrorCode.CODE_TOO_MANY_TRIES]: 'code',
  [ErrorCode.USERNAME_TAKEN]: 'username',
  [ErrorCode.EMAIL_TAKEN]: 'email',
  [ErrorCode.EMAIL_NOT_REGISTERED]: 'email',
}

export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): string | null {
  if (!(err instanceof ApiError)) return null
  let placed = false
  for (const f of err.fields) {
    const name = f.field as Path<T>
    if (known.includes(name)) {
      setError(name, { type: 'server', message: f.message })
      placed = true
    }
  }
  const byCode = FIELD_OF_CODE[err.code] as Path<T> | undefined
  if (!placed && byCode && known.includes(byCode)) {
    setError(byCode, { type: 'server', message: err.message }, { shouldFocus: true })
    placed = true
  }
  return placed ? null : err.message
}
