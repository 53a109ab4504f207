/** Puts a server's field errors (result.fields) onto a react-hook-form form. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../lib/api.ts'

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
  return placed ? null : err.message
}
