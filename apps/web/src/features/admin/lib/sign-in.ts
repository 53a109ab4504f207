/**
 * The sign-in steps' checks (docs/admin.md, "Roles and sign-in"): the authenticator app's code
 * format, and the server's refusals by the field they are about.
 */
import { ApiError } from './admin-api.ts'

export type Errors = Record<string, string>

/** The server's field errors by field, or its message under `fallback`. */
export function errorsOf(err: unknown, fallback: string, known: readonly string[]): Errors {
  if (!(err instanceof ApiError)) return { [fallback]: String(err) }
  const out: Errors = {}
  for (const f of err.fields) if (known.includes(f.field)) out[f.field] = f.message
  if (Object.keys(out).length === 0) out[fallback] = err.message
  return out
}

/** A code from the authenticator app: six digits. */
export const TOTP = /^\d{6}$/
